import type { TSchema } from '@sinclair/typebox';
import { calls, headersSchema, type CallDeclaration } from './calls';

// Issue 10: a call's schema bounds everything it takes, so a new call in the table cannot let an
// unbounded string or number through to SQL (the api fuzz suite then tries the bounds).

/** Where a schema takes a value with no bound: `body.skip has no maximum`. */
function unbounded(schema: TSchema, path: string): string[] {
  if (schema.anyOf) return (schema.anyOf as TSchema[]).flatMap((branch) => unbounded(branch, path));
  if ('const' in schema) return [];
  switch (schema.type) {
    case 'string': {
      const problems = schema.maxLength === undefined ? [`${path} has no maxLength`] : [];
      // An e-mail's format has no control characters; any other string needs a pattern without them.
      const refusesControl =
        schema.format === 'email' || (schema.pattern && !new RegExp(schema.pattern, 'u').test('a\u0000'));
      return refusesControl ? problems : [...problems, `${path} takes control characters`];
    }
    case 'integer':
    case 'number':
      return schema.minimum === undefined || schema.maximum === undefined ? [`${path} has no minimum and maximum`] : [];
    case 'array':
      return [
        ...(schema.maxItems === undefined ? [`${path} has no maxItems`] : []),
        ...unbounded(schema.items, `${path}[]`),
      ];
    case 'object':
      return Object.entries(schema.properties as Record<string, TSchema>).flatMap(([name, field]) =>
        unbounded(field, `${path}.${name}`),
      );
    default:
      return [];
  }
}

test.each(Object.entries(calls as Record<string, CallDeclaration>))('%s bounds every value it takes', (_, call) => {
  const headers = headersSchema(call.needs);
  expect([
    ...(call.request ? unbounded(call.request, 'body') : []),
    ...(headers ? unbounded(headers, 'headers') : []),
  ]).toEqual([]);
});
