import { commentParts, keptMentions, postParts, withTokens } from './tokens';

// Spec 2 §5 mentions: names in a post's text, `%id%` tokens in a comment's.

const linus = { id: 'linus-id', fullName: 'Linus Torvalds' };
const ada = { id: 'ada-id', fullName: 'Ada Lovelace' };
const adaB = { id: 'adab-id', fullName: 'Ada Lovelace Byron' };

it("cuts a post's text at its mentioned people's names", () => {
  expect(postParts('Thanks Linus Torvalds and Ada Lovelace!', [linus, ada])).toEqual([
    { text: 'Thanks ' },
    { mention: linus },
    { text: ' and ' },
    { mention: ada },
    { text: '!' },
  ]);
  expect(postParts('No one here', [linus])).toEqual([{ text: 'No one here' }]);
  // The longer name wins over one it contains.
  expect(postParts('Hi Ada Lovelace Byron', [ada, adaB])).toEqual([{ text: 'Hi ' }, { mention: adaB }]);
});

it('leaves markup as text, and names with signs of patterns as they are', () => {
  const odd = { id: 'x', fullName: 'J. (Bob) Smith+' };
  expect(postParts('<b>J. (Bob) Smith+</b>', [odd])).toEqual([{ text: '<b>' }, { mention: odd }, { text: '</b>' }]);
});

it("reads a comment's %id% tokens back as its mentions; an unknown token stays text", () => {
  expect(commentParts('%linus-id% agreed, %nobody% too', [linus])).toEqual([
    { mention: linus },
    { text: ' agreed, %nobody% too' },
  ]);
});

it('sends a mention only while its full name is still in the text', () => {
  expect(keptMentions('Hello Linus Torvalds', [linus, ada, linus])).toEqual([linus]);
  expect(keptMentions('Hello Linus', [linus])).toEqual([]);
});

it("writes a comment's mentions as tokens", () => {
  expect(withTokens('Ask Linus Torvalds or Ada Lovelace Byron', [linus, adaB, ada])).toBe(
    'Ask %linus-id% or %adab-id%',
  );
  expect(withTokens('Ask Linus', [linus])).toBe('Ask Linus');
});
