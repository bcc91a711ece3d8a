import { Type } from '@sinclair/typebox';
import { ID_MAX_LENGTH, SKIP_MAX, TAKE_ALL } from './enums';
import { Nullable } from './nullable';

// Issue 10: every value a call takes is bounded by its schema, so what reaches SQL is something
// both databases store: no NUL (PostgreSQL refuses it in text), no skip past 64-bit integers.

/**
 * Control characters no text takes (C0, DEL, C1; tab and line breaks aside), for a character
 * class: nobody types them, and NUL breaks PostgreSQL.
 */
export const CONTROL_CHARACTERS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';
/** Text on one line refuses tab and line breaks too. */
const ONE_LINE = `^[^${CONTROL_CHARACTERS}\\t\\n\\r]*$`;
const LINES = `^[^${CONTROL_CHARACTERS}]*$`;

interface Length {
  minLength?: number;
  maxLength: number;
}

/** Text on one line (a name, a password, a search term): bounded, no control characters. */
export const Text = (length: Length) => Type.String({ ...length, pattern: ONE_LINE });

/** Text of several lines (a comment, an answer): bounded, no control characters but tab and line breaks. */
export const LongText = (length: Length) => Type.String({ ...length, pattern: LINES });

/** The id of a row (an event, a program, a speaker ...). */
export const Id = Text({ minLength: 1, maxLength: ID_MAX_LENGTH });

/** The search box of a list (spec 1 §7, spec 2 §7.1); empty or null searches nothing. */
export const SearchTerm = Nullable(Text({ maxLength: 200 }));

/** skip of a list call: how many items the client already has. */
export const Skip = Type.Integer({ minimum: 0, maximum: SKIP_MAX });

/** take of a list call: how many items it wants, at most `maximum`. */
export const Take = (maximum: number = TAKE_ALL) => Type.Integer({ minimum: 1, maximum });
