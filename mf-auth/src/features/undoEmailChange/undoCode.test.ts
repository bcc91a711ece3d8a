import { tidyUndoCode, undoCodeLooksRight } from './undoCode';

// Issue 32 item 2: the undo code is read from a mail and typed or pasted by a person.
test('takes the code in any case, with or without its dashes, and drops what cannot be in it', () => {
  expect(tidyUndoCode(' abcd-efgh jkmn-pqrs ')).toBe('ABCD-EFGHJKMN-PQRS');
  expect(undoCodeLooksRight(tidyUndoCode('abcdefghjkmnpqrs'))).toBe(true);
  expect(undoCodeLooksRight('ABCD-EFGH-JKMN-PQR')).toBe(false);
  expect(tidyUndoCode('ABCD-EFGH-JKMN-PQRS-TVWX')).toBe('ABCD-EFGH-JKMN-PQRS');
});
