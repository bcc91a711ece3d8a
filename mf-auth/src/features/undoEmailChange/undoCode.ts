import { EMAIL_UNDO_CODE_CHARACTERS } from '@atrium/shared';

/** The undo code as it is typed or pasted: capitals, no spaces; the mail writes it with dashes, which stay. */
export const tidyUndoCode = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^0-9A-Z-]/g, '')
    .slice(0, EMAIL_UNDO_CODE_CHARACTERS + 3);

/** Its characters, dashes aside, are as many as the mail's code has. */
export const undoCodeLooksRight = (code: string) => code.replace(/-/g, '').length === EMAIL_UNDO_CODE_CHARACTERS;
