import type {
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import {
  calls,
  EnvelopeSchema,
  headersSchema,
  type CallDeclaration,
  type CallName,
  type Calls,
  type Envelope,
  type HeadersOf,
  type QueryOf,
  type RequestOf,
  type ResponseOf,
} from '@atrium/shared/contract';
import type { TokenClaims, Tokens } from '../auth';
import { requireUser } from './requireUser';
import { readUploadedFile, uploadRoutes } from './uploads';

/** Who calls: a call that needs a token runs only signed in (requireUser), so its handler has the claims. */
type AuthOf<N extends CallName> = 'token' extends Calls[N]['needs'][number] ? TokenClaims : null;

/** A request of a call that needs a token, for helpers shared by several handlers. */
export type SignedInRequest = FastifyRequest & { auth: TokenClaims };

export type CallRequest<N extends CallName> = FastifyRequest<{
  Body: RequestOf<N>;
  Querystring: QueryOf<N>;
  Headers: HeadersOf<N>;
}> & { auth: AuthOf<N> };

export type CallHandler<N extends CallName> = (
  request: CallRequest<N>,
  reply: FastifyReply,
) => Promise<Envelope<ResponseOf<N>>>;

/** What a route may add to its declaration (a body fix-up before validation). */
export type CallOptions = Pick<RouteShorthandOptions, 'preValidation'>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Registers the route of one call of the contract's table: the path is its name, the body,
     * headers and answer are validated by its schemas, and a call that needs a token gets sign-in.
     */
    handle<N extends CallName>(name: N, handler: CallHandler<N>, options?: CallOptions): void;
  }
  interface FastifyRequest {
    /** The bytes of the one file of an upload call (`upload: true`), read within the limits before the handler. */
    uploadedFile: Buffer | null;
  }
}

type JsonSchema = { type?: unknown; anyOf?: JsonSchema[] } & Record<string, unknown>;

const PLAIN_TYPES = new Set(['string', 'number', 'integer', 'boolean']);

/**
 * The answer's schema as the serializer reads it: a nullable plain value (the contract's anyOf of a
 * type and null) becomes `type: [type, 'null']`, which fast-json-stringify writes after a typeof
 * check instead of running a validator for every value (half the time to write a program).
 */
function forSerializer(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerializer);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, forSerializer(value)]));
  const { anyOf, ...siblings } = copy as JsonSchema;
  const [value, nothing, ...more] = anyOf ?? [];
  if (more.length || nothing?.type !== 'null' || !PLAIN_TYPES.has(value?.type as string)) return copy;
  // A nullable literal (a session's type: 2 or null) keeps its anyOf: `const` would refuse the null.
  if ('const' in value || 'enum' in value) return copy;
  return { ...siblings, ...value, type: [value.type, 'null'] };
}

/** The v2 routes come from the call table (DESIGN "the contract is written once"), not from schemas written per route. */
const callRoutes: FastifyPluginAsync<{ db: Knex; tokens: Tokens }> = async (app, { db, tokens }) => {
  const signIn = requireUser(db, tokens);
  app.decorateRequest('uploadedFile', null);
  app.decorate('handle', function (this: typeof app, name: CallName, handler: CallHandler<CallName>, options = {}) {
    const call: CallDeclaration = calls[name];
    const headers = headersSchema(call.needs);
    const route = {
      method: call.method ?? 'POST',
      url: `/${name}`,
      schema: {
        ...(call.request && { body: call.request }),
        ...(call.query && { querystring: call.query }),
        ...(headers && { headers }),
        response: { 200: forSerializer(EnvelopeSchema(call.response)) },
      },
      ...(call.needs.includes('token') ? { onRequest: signIn } : {}),
      ...options,
      handler: handler as RouteHandlerMethod,
    } as const;
    if (!call.upload) return void this.route(route);
    // Multipart is read only by the upload routes, each in a scope of its own; the file is read
    // after sign-in and the query's validation, so nobody's bytes are taken before they may upload.
    this.register(async (scope) => {
      await scope.register(uploadRoutes);
      scope.route({ ...route, preHandler: readUploadedFile });
    });
  } as typeof app.handle);
};

export default fp(callRoutes, { name: 'callRoutes' });
