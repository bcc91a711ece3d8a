import fc from 'fast-check';
import { ACCOUNT_UPLOAD_TYPES, CONTROL_CHARACTERS } from '@atrium/shared/contract';
import { BOUNDARY, fileField, multipart } from './multipart';

// What the fuzz suite (fuzz.test.ts) sends, built from a call's request schema alone: bodies the
// schema takes, the same with a field broken (wrong type, missing, too long, control characters,
// paging out of range, arrays for objects), extra fields, hostile whole bodies and text that is not
// JSON. Each case says what the answer must be; `rejects` is the oracle.

/** The part of a TypeBox schema (JSON Schema) that request schemas use. */
export interface Schema {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';
  anyOf?: Schema[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
}

/** One request: its body as sent, and the field errors the answer must name (`null`: any answer but a 5xx). */
export interface Case {
  kind: string;
  /** undefined: no body at all. */
  payload?: string | Buffer;
  contentType?: string;
  /** The query string, `?` included, when the case sets its own (the upload calls). */
  query?: string;
  expect: { status: number; fields: string[] } | null;
}

/** Strings of the seeded database (ids, slugs, e-mails, codes), so that valid bodies reach rows and SQL. */
export interface Known {
  strings: string[];
}

/** Control characters every request string refuses (issue 10); tab and line breaks are allowed in text of several lines. */
const CONTROL = new RegExp(`[${CONTROL_CHARACTERS}]`, 'u');
const HOSTILE_CHARACTERS = ['\u0000', '\u0001', '\u001B', '\u007F', '\u0085', '\t', '\n', '\r', '\u2028', '\uFFFF'];
const HOSTILE_NUMBERS = [-1, -(2 ** 31), 2 ** 31, 2 ** 53 + 2, 2 ** 63, -(2 ** 63), 1.5, 1e308, -1e308, 0.1];
const WRONG_TYPES: unknown[] = [0, 1.5, true, false, 'text', '', null, [], {}, ['x'], [{}], { x: 1 }];
const HUGE = ['x'.repeat(100_000), '\u{1F600}'.repeat(20_000), '\u0000'.repeat(10_000)];

/** Code points, as the validator counts a string's length. */
const lengthOf = (text: string) => [...text].length;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * True when the schema surely refuses the value. Formats and patterns are not checked (a value
 * they refuse is "maybe"), except the control characters every string must refuse.
 */
export function rejects(schema: Schema, value: unknown): boolean {
  if (schema.anyOf) return schema.anyOf.every((branch) => rejects(branch, value));
  if ('const' in schema && value !== schema.const) return true;
  switch (schema.type) {
    case 'string':
      return (
        typeof value !== 'string' ||
        CONTROL.test(value) ||
        lengthOf(value) > (schema.maxLength ?? Infinity) ||
        lengthOf(value) < (schema.minLength ?? 0)
      );
    case 'integer':
    case 'number':
      return (
        typeof value !== 'number' ||
        (schema.type === 'integer' && !Number.isInteger(value)) ||
        value < (schema.minimum ?? -Infinity) ||
        value > (schema.maximum ?? Infinity)
      );
    case 'boolean':
      return typeof value !== 'boolean';
    case 'null':
      return value !== null;
    case 'array':
      return (
        !Array.isArray(value) ||
        value.length > (schema.maxItems ?? Infinity) ||
        value.some((item) => rejects(schema.items ?? {}, item))
      );
    case 'object':
      return !isObject(value) || wrongFields(schema, value).length > 0;
    default:
      return false;
  }
}

/** The fields of an object body the schema surely refuses: missing when required, or refused. */
function wrongFields(schema: Schema, body: Record<string, unknown>): string[] {
  return Object.entries(schema.properties ?? {})
    .filter(([name, field]) => (name in body ? rejects(field, body[name]) : (schema.required ?? []).includes(name)))
    .map(([name]) => name);
}

/** What the answer to a JSON body must be. JSON null is no body, which the api reads as `{}`. */
export function expectationOf(schema: Schema | undefined, body: unknown): Case['expect'] {
  const read = body ?? {};
  if (!schema || !rejects(schema, read)) return null;
  // A body that is no object names every field it lacks.
  const fields = isObject(read) ? wrongFields(schema, read) : (schema.required ?? []);
  return { status: 400, fields };
}

const branches = (schema: Schema): Schema[] => (schema.anyOf ? schema.anyOf.flatMap(branches) : [schema]);

/** A pattern that takes free text (the control-character rule), not one that spells a code. */
const takesText = (pattern: RegExp) => pattern.test('Atrium text 1');

/** Values the schema takes (or very nearly: formats are approximated). */
export function valid(schema: Schema, known: Known): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((branch) => valid(branch, known)));
  if ('const' in schema) return fc.constant(schema.const);
  switch (schema.type) {
    case 'string':
      return validString(schema, known);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? 1000;
      const whole = fc.integer({ min, max: Math.min(max, 2 ** 31 - 1) });
      // Paging mostly near its start, where the rows are.
      return fc.oneof(fc.integer({ min, max: Math.min(max, min + 20) }), whole);
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valid(schema.items ?? {}, known), { maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case 'object': {
      const model = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, field]) => [name, valid(field, known)]),
      );
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validString(schema: Schema, known: Known): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 1000;
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
  const fits = (text: string) =>
    lengthOf(text) >= minLength && lengthOf(text) <= maxLength && (!pattern || pattern.test(text));
  const seeded = known.strings.filter((text) => fits(text) && (schema.format !== 'email' || text.includes('@')));
  let made: fc.Arbitrary<string>;
  if (schema.format === 'email') made = fc.emailAddress().filter(fits);
  else if (pattern && !takesText(pattern)) made = fc.stringMatching(new RegExp(pattern.source)).filter(fits);
  else made = fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 40) }).filter(fits);
  return seeded.length ? fc.oneof(fc.constantFrom(...seeded), made) : made;
}

/**
 * Values at the schema's limits, which it takes and the api must serve: strings as long as allowed
 * (in characters outside the BMP too), numbers at their bounds (unbounded: past 64 bits), full arrays.
 */
export function edge(schema: Schema, known: Known): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((branch) => edge(branch, known)));
  if ('const' in schema || schema.pattern || schema.format) return valid(schema, known);
  switch (schema.type) {
    case 'string': {
      const length = schema.maxLength ?? 100_000;
      return fc.constantFrom('a'.repeat(length), '\u{1F600}'.repeat(length), 'İ'.repeat(length));
    }
    case 'integer':
    case 'number':
      return fc.constantFrom(schema.minimum ?? -(2 ** 63), schema.maximum ?? 2 ** 63);
    case 'array':
      return edge(schema.items ?? {}, known).map((item) => new Array(schema.maxItems ?? 1000).fill(item));
    case 'object':
      return fc.record(
        Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, field]) => [name, edge(field, known)])),
      );
    default:
      return valid(schema, known);
  }
}

/** Values meant to break a field of this schema; `rejects` says which of them it must refuse. */
export function hostile(schema: Schema, known: Known): fc.Arbitrary<unknown> {
  const numbers = branches(schema).filter((branch) => branch.type === 'integer' || branch.type === 'number');
  const bounds = numbers.flatMap((branch) => [(branch.minimum ?? 0) - 1, (branch.maximum ?? 0) + 1]);
  const options: fc.WeightedArbitrary<unknown>[] = [
    { arbitrary: fc.constantFrom(...WRONG_TYPES), weight: 1 },
    { arbitrary: hostileText(schema, known), weight: 1 },
    // Paging out of range is what breaks SQL: tried most where a field is a number.
    { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS, ...bounds), weight: numbers.length ? 4 : 1 },
  ];
  for (const branch of branches(schema)) {
    if (branch.type === 'array') {
      const item = branch.items ?? {};
      options.push(
        {
          arbitrary: fc.array(fc.oneof(valid(item, known), hostile(item, known)), { minLength: 1, maxLength: 3 }),
          weight: 2,
        },
        { arbitrary: fc.constant(new Array((branch.maxItems ?? 1000) + 1).fill('x')), weight: 1 },
      );
    }
    if (branch.type === 'object') options.push({ arbitrary: brokenObject(branch, known), weight: 2 });
  }
  return fc.oneof(...options);
}

/** Strings: valid ones with a control or unusual character put in, too long, huge, any unicode. */
function hostileText(schema: Schema, known: Known): fc.Arbitrary<string> {
  const strings = branches(schema).filter((branch) => branch.type === 'string');
  const base = strings.length ? fc.oneof(...strings.map((branch) => validString(branch, known))) : fc.string();
  const longest = Math.max(0, ...strings.map((branch) => branch.maxLength ?? 0));
  return fc.oneof(
    fc.tuple(base, fc.constantFrom(...HOSTILE_CHARACTERS), fc.nat()).map(([text, character, at]) => {
      const position = at % (text.length + 1);
      return text.slice(0, position) + character + text.slice(position);
    }),
    fc.constant('a'.repeat(longest + 1)),
    fc.constantFrom(...HUGE),
    fc.string({ unit: 'binary', maxLength: Math.max(longest, 10) }),
    fc.constantFrom('', ' ', '%', '_', '\\', "'", '"; drop table users; --', '\u202Eevil', '\uD800'),
  );
}

/** An object of the schema with one field broken or left out. */
function brokenObject(schema: Schema, known: Known): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {});
  if (!fields.length) return fc.constant({ x: 1 });
  return fc
    .tuple(valid(schema, known) as fc.Arbitrary<Record<string, unknown>>, fc.constantFrom(...fields), fc.boolean())
    .chain(([body, [name, field], drop]) => {
      if (drop) {
        const { [name]: _, ...rest } = body;
        return fc.constant(rest);
      }
      return hostile(field, known).map((value) => ({ ...body, [name]: value }));
    });
}

/** Text that is not JSON, or not what the api reads, with the status it must get. */
function rawCases(schema: Schema | undefined): fc.Arbitrary<Case> {
  const required = schema?.required ?? [];
  return fc.oneof(
    fc
      .constantFrom('{', '{"skip":', '[1,', 'nul', '{"a":1}}', "{'a':1}", '\u0000', '{"a":NaN}', '{"a":1e999x}')
      .map((payload) => ({ kind: 'malformed JSON', payload, expect: { status: 400, fields: required } })),
    fc
      .string({ unit: 'binary', minLength: 1, maxLength: 50 })
      .filter((text) => !isJson(text))
      .map((payload) => ({ kind: 'random text', payload, expect: { status: 400, fields: required } })),
    fc.constant<Case>({
      kind: 'not JSON content',
      payload: 'skip=0&take=10',
      contentType: 'application/x-www-form-urlencoded',
      expect: { status: 400, fields: required },
    }),
    fc.constant<Case>({
      kind: 'deep nesting',
      payload: '['.repeat(100_000) + ']'.repeat(100_000),
      expect: schema ? { status: 400, fields: required } : null,
    }),
    fc.constant<Case>({
      kind: 'over the body limit',
      payload: JSON.stringify({ text: 'x'.repeat(1_100_000) }),
      expect: { status: 413, fields: [] },
    }),
  );
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Every kind of case for a call whose body has this schema (none: the call takes no body). */
export function casesFor(schema: Schema | undefined, known: Known): fc.Arbitrary<Case> {
  const json = (kind: string, body: unknown): Case => ({
    kind,
    payload: JSON.stringify(body),
    expect: expectationOf(schema, body),
  });
  const body = schema ? valid(schema, known) : fc.constant({});
  const names = Object.keys(schema?.properties ?? {});
  const extras = fc.dictionary(
    fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'prototype')),
    fc.jsonValue({ maxDepth: 2 }),
    { maxKeys: 3 },
  );
  return fc.oneof(
    { arbitrary: body.map((value) => json('valid body', value)), weight: 3 },
    { arbitrary: edge(schema ?? {}, known).map((value) => json('edge values', value)), weight: 2 },
    {
      arbitrary: schema
        ? brokenObject(schema, known).map((value) => json('broken field', value))
        : body.map(() => json('no fields', {})),
      weight: 6,
    },
    {
      arbitrary: fc.tuple(body, extras).map(([value, extra]) =>
        json('extra fields', {
          ...Object.fromEntries(Object.entries(extra).filter(([name]) => !names.includes(name))),
          ...(value as object),
        }),
      ),
      weight: 1,
    },
    {
      arbitrary: fc
        .oneof(fc.jsonValue({ maxDepth: 3 }), hostile(schema ?? {}, known))
        .map((value) => json('whole body', value)),
      weight: 2,
    },
    { arbitrary: fc.constant<Case>({ kind: 'no body', expect: expectationOf(schema, undefined) }), weight: 1 },
    { arbitrary: rawCases(schema), weight: 2 },
  );
}

/** A 1x1 PNG: the smallest real image an upload call takes. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * Every kind of case for an upload call (`upload: true`): a real image, files that are no image,
 * forms without the one `file`, broken and cut multipart, bodies that are not multipart, and
 * broken queries. The query is the call's valid one unless the case breaks it.
 */
export function uploadCases(): fc.Arbitrary<Case> {
  const query = `?uploadType=${ACCOUNT_UPLOAD_TYPES[0]}`;
  const form = (kind: string, body: { payload: Buffer; contentType: string }, expect: Case['expect']): Case => ({
    kind,
    query,
    ...body,
    expect,
  });
  const refused = { status: 400, fields: ['file'] };
  const image = fileField(TINY_PNG);
  return fc.oneof(
    fc
      .constantFrom(...ACCOUNT_UPLOAD_TYPES)
      .map((type) => ({ ...form('an image', image, null), query: `?uploadType=${type}` })),
    fc
      .uint8Array({ maxLength: 2000 })
      // Random bytes are no image format sharp reads, unless they begin like one.
      .map((bytes) => Buffer.concat([Buffer.from('not an image:'), Buffer.from(bytes)]))
      .map((bytes) => form('bytes named .png', fileField(bytes), refused)),
    fc
      .constantFrom(
        multipart([]),
        multipart([{ name: 'picture', filename: 'a.png', contentType: 'image/png', bytes: TINY_PNG }]),
        multipart([{ name: 'file', bytes: 'a field, not a file' }]),
        multipart([
          { name: 'file', filename: 'a.png', bytes: TINY_PNG },
          { name: 'file', filename: 'b.png', bytes: TINY_PNG },
        ]),
        multipart([
          { name: 'uploadType', bytes: 'message' },
          { name: 'file', filename: 'a.png', bytes: TINY_PNG },
        ]),
      )
      .map((body) => form('not one file', body, refused)),
    fc
      // Cut before the file's closing boundary (a form cut after it is whole enough for busboy).
      .nat({ max: image.payload.length - `\r\n--${BOUNDARY}--\r\n`.length - 1 })
      .map((end) => form('cut multipart', { ...image, payload: image.payload.subarray(0, end) }, refused)),
    fc
      .string({ unit: 'binary', maxLength: 300 })
      .map((text) =>
        form(
          'broken multipart',
          { payload: Buffer.from(text), contentType: `multipart/form-data; boundary=${BOUNDARY}` },
          refused,
        ),
      ),
    fc
      .constantFrom('multipart/form-data', 'multipart/form-data; boundary=', 'application/json', 'text/plain')
      .map((contentType) => form('not multipart', { payload: image.payload, contentType }, refused)),
    fc
      .oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom('', 'uploadType=', 'uploadType[]=message', 'uploadType=PROFILEPICTURE'),
      )
      .filter((text) => !ACCOUNT_UPLOAD_TYPES.some((type) => text === `uploadType=${type}`))
      .map((text) => ({ ...form('broken query', image, null), query: `?${encodeURI(text)}` })),
  );
}

/**
 * One part of a path as sent, and what it is: a `long` one is past the router's maxParamLength
 * (200) in a `:param` (414), a `badEncoding` one does not decode (400); the others reach the route.
 */
export interface Segment {
  text: string;
  kind: 'known' | 'plain' | 'long' | 'badEncoding' | 'hostile';
}

const percentEncoded = (bytes: Uint8Array) =>
  [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join('');

/** Path parts for the routes outside the call table: known ids and names, and what breaks paths. */
export function segments(known: string[]): fc.Arbitrary<Segment> {
  const of = (kind: Segment['kind'], texts: fc.Arbitrary<string>) => texts.map((text) => ({ text, kind }));
  return fc.oneof(
    { arbitrary: of('known', fc.constantFrom(...known)), weight: 4 },
    { arbitrary: of('plain', fc.stringMatching(/^[A-Za-z0-9._~-]{1,40}$/)), weight: 2 },
    {
      arbitrary: of(
        'long',
        fc
          .constantFrom(201, 1000, 10_000)
          .chain((length) => fc.constantFrom('a', 'Z9', '%41').map((unit) => unit.repeat(length))),
      ),
      weight: 2,
    },
    {
      arbitrary: of('badEncoding', fc.constantFrom('%zz', '%', '%4', 'a%g1', '%%41', `${'b'.repeat(30)}%`)),
      weight: 1,
    },
    {
      arbitrary: of(
        'hostile',
        fc.oneof(
          // Any bytes, percent-encoded: control characters, NUL, invalid UTF-8, slashes and dots.
          fc.uint8Array({ minLength: 1, maxLength: 40 }).map(percentEncoded),
          fc.constantFrom(
            '..',
            '.',
            '%2e%2e',
            '%2F',
            '%00',
            '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
            '%E2%80%AEevil',
            '%F0%9F%98%80',
          ),
        ),
      ),
      weight: 2,
    },
  );
}

/** Query strings: none, ordinary, repeated, undecodable, huge, or `name=` a segment. */
export function queries(names: string[], known: string[]): fc.Arbitrary<{ text: string; segment: Segment | null }> {
  const plain = fc.constantFrom('', '?', '?a=1', '?a=1&a=2', '?%zz=%zz', `?q=${'x'.repeat(5000)}`, '?__proto__[x]=1');
  return fc.oneof(
    plain.map((text) => ({ text, segment: null })),
    ...(names.length
      ? [
          fc
            .tuple(fc.constantFrom(...names), segments(known))
            .map(([name, segment]) => ({ text: `?${name}=${segment.text}`, segment })),
        ]
      : []),
  );
}
