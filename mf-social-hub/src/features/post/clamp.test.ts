import { clampText, CLAMP_CHARACTERS } from './clamp';

// Spec 2 §9: post text above 200 characters is clamped, with read more.

it('leaves a text of 200 characters whole', () => {
  expect(clampText('a'.repeat(CLAMP_CHARACTERS))).toBeNull();
});

it('cuts a longer text at a word end near 200 characters, with an ellipsis', () => {
  const text = `${'word '.repeat(39)}lastword more text`;
  const clamped = clampText(text)!;
  expect(clamped.endsWith('…')).toBe(true);
  expect([...clamped].length).toBeLessThanOrEqual(CLAMP_CHARACTERS + 1);
  expect(clamped).not.toMatch(/\s…$/);
  expect(text.startsWith(clamped.slice(0, -1))).toBe(true);
});

it('cuts a long word without spaces at 200, and never an emoji in two', () => {
  expect(clampText('x'.repeat(300))).toBe(`${'x'.repeat(200)}…`);
  const emoji = clampText('😀'.repeat(250))!;
  expect([...emoji]).toHaveLength(201);
  expect(emoji).not.toContain('\uFFFD');
});
