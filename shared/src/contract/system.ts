import { Type, type Static } from '@sinclair/typebox';
import { Id } from './bounds';

/**
 * Headers of a call made for one application before sign-in (login/signin). The wire name is
 * `X-Application-Id` (DESIGN "wire details"); the server sees header names lowercased.
 */
export const ApplicationHeaders = Type.Object({
  'x-application-id': Id,
});
export type ApplicationHeaders = Static<typeof ApplicationHeaders>;

/** GET health. */
export const HealthResponse = Type.Object({ ok: Type.Boolean() });
export type HealthResponse = Static<typeof HealthResponse>;
