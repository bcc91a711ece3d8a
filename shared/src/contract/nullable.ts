import { Type, type TSchema } from '@sinclair/typebox';

/** A value the provider's API may answer as null (spec 1 §3, spec 2 §3). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
