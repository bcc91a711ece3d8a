import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { Envelope } from '@atrium/shared/contract';

/** A refusal the caller can act on: answered with its status code and message, never a 500. */
export class RegistryError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** The api's envelope (issue 32 item 6): every refusal of the registry has its shape. */
function failure(message: string, validationErrors: Record<string, string> | null = null): Envelope<null> {
  return { hasError: true, message, data: null, validationErrors };
}

export const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send(failure(message));

/**
 * Fastify's own refusals in words of ours: its messages echo what was sent (the path, the
 * content type), which an answer never does.
 */
const FRAMEWORK_MESSAGES: Record<number, string> = {
  404: 'not found',
  413: 'the request body is too large',
  414: 'the address is too long',
  415: 'only JSON bodies are read',
  429: 'over the rate limit: try again in a minute',
};
const frameworkMessage = (status: number) => FRAMEWORK_MESSAGES[status] ?? 'the request could not be read';

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** `/remote` -> `remote`, a missing property -> its name; each with ajv's words (which never quote the value). */
function fieldErrors(errors: AjvError[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const path = error.instancePath.split('/').filter(Boolean);
    if (error.keyword === 'required') path.push(String(error.params.missingProperty));
    fields[path.join('.') || 'body'] ??= error.message ?? 'is not valid';
  }
  return fields;
}

/** Answers every error, unknown route and router refusal of the registry with the envelope. */
export function installEnvelopeErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, _req, reply) => {
    if (error instanceof RegistryError) return refuse(reply, error.statusCode, error.message);
    if (error.validation) {
      // ajv's message names the field and the rule ("body/version must match pattern …").
      return reply.code(400).send(failure(error.message, fieldErrors(error.validation as AjvError[])));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return refuse(reply, error.statusCode, frameworkMessage(error.statusCode));
    }
    app.log.error(error);
    return refuse(reply, 500, 'the registry failed; see its log');
  });
  app.setNotFoundHandler((_req, reply) => refuse(reply, 404, frameworkMessage(404)));
}

/** Fastify's `frameworkErrors`: a path part over maxParamLength (414) or a path that does not decode (400). */
export function answerFrameworkError(error: FastifyError, _req: unknown, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  void refuse(reply, status, status === 500 ? 'the registry failed; see its log' : frameworkMessage(status));
}
