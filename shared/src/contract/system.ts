import { Type, type Static } from '@sinclair/typebox';

/**
 * Headers of a call made for one application before sign-in (login/signin). The wire name is
 * `X-Application-Id` (DESIGN "wire details"); the server sees header names lowercased.
 */
export const ApplicationHeaders = Type.Object({
  'x-application-id': Type.String({ minLength: 1, maxLength: 64 }),
});
export type ApplicationHeaders = Static<typeof ApplicationHeaders>;

/** GET health. */
export const HealthResponse = Type.Object({ ok: Type.Boolean() });
export type HealthResponse = Static<typeof HealthResponse>;
