import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from '@atrium/shared/contract';
import { languageFrom, t, type Language, type MessageKey } from '../i18n';
import { ApiError, type FieldError } from './envelope';

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** Thrown by the body parsers; answered like a body with every required field missing. */
class BodyNotJsonError extends Error {}

function failure(
  language: Language,
  messageKey: MessageKey,
  fieldErrors: Record<string, FieldError> | null = null,
  data: unknown = null,
): Envelope<unknown> {
  const text = (error: FieldError) =>
    typeof error === 'string' ? t(language, error) : t(language, error.key, error.values);
  const validationErrors = fieldErrors
    ? Object.fromEntries(Object.entries(fieldErrors).map(([field, error]) => [field, text(error)]))
    : null;
  return { hasError: true, message: t(language, messageKey), data, validationErrors };
}

/** `/email` -> `email`, `/contactInfo/company` -> `contactInfo.company`, a missing property -> its name. */
function fieldName(error: AjvError): string {
  const path = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required') path.push(String(error.params.missingProperty));
  return path.join('.') || 'body';
}

function fieldMessage(error: AjvError): MessageKey {
  switch (error.keyword) {
    case 'required':
      return 'fieldRequired';
    case 'type':
      return 'fieldWrongType';
    case 'format':
      return error.params.format === 'email' ? 'fieldEmail' : 'fieldInvalid';
    case 'minLength':
      // An empty string reads as a field left blank.
      return error.params.limit === 1 ? 'fieldRequired' : 'fieldTooShort';
    case 'maxLength':
      return 'fieldTooLong';
    default:
      return 'fieldInvalid';
  }
}

/** The fields a route's body schema requires, for a body that could not be read at all. */
function requiredFieldErrors(request: FastifyRequest): Record<string, MessageKey> | null {
  const schema = request.routeOptions.schema?.body as { required?: string[] } | undefined;
  const required = schema?.required ?? [];
  return required.length ? Object.fromEntries(required.map((field) => [field, 'fieldRequired' as const])) : null;
}

function validationFieldErrors(request: FastifyRequest, errors: AjvError[]): Record<string, MessageKey> | null {
  // A body that is not an object at all (`[]`, `"text"`) has none of the fields it needs.
  if (errors.some((error) => error.instancePath === '' && error.keyword === 'type')) {
    return requiredFieldErrors(request);
  }
  const fields: Record<string, MessageKey> = {};
  for (const error of errors) fields[fieldName(error)] ??= fieldMessage(error);
  return fields;
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const language = languageFrom(request.headers['accept-language']);
  if (error instanceof ApiError) {
    return reply.status(error.statusCode).send(failure(language, error.messageKey, error.fieldErrors, error.data));
  }
  if (error.validation) {
    return reply
      .status(400)
      .send(failure(language, 'validationFailed', validationFieldErrors(request, error.validation)));
  }
  if (error instanceof BodyNotJsonError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return reply.status(400).send(failure(language, 'bodyNotJson', requiredFieldErrors(request)));
  }
  // Fastify's own client errors (body too large, bad URL, ...) keep their status.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.status(error.statusCode).send(failure(language, 'badRequest'));
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.status(500).send(failure(language, 'unexpectedError'));
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before a route runs (a path part over
 * maxParamLength, a path that does not decode) is the envelope too, never Fastify's own body,
 * which echoes the path it was sent.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const language = languageFrom(request.headers['accept-language']);
  const [status, key]: [number, MessageKey] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, 'addressTooLong']
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, 'badRequest']
        : [500, 'unexpectedError'];
  if (status === 500) request.log.error({ err: error }, 'unexpected router error');
  void reply.status(status).send(failure(language, key));
}

/**
 * Fastify's `clientErrorHandler`: what Node refuses before a request exists (headers over its size
 * limit, an unparsable request) is answered with the envelope too, in English, as no header could
 * be trusted to say the language. The connection closes, as Node's own answer does.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, key]: [number, string, MessageKey] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'headersTooLarge']
      : [400, 'Bad Request', 'badRequest'];
  const body = JSON.stringify(failure('en', key));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}

/**
 * Makes every answer an envelope: validation failures with field names, unreadable bodies,
 * unknown calls and unexpected errors (logged, never shown).
 */
export function installEnvelopeErrors(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // Only JSON is read; any other body (text/plain included) is answered as unreadable.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // An empty JSON body is a body with no fields: the schema then names the missing ones.
    if (body === '') return done(null, undefined);
    parseJson(request, body as string, done);
  });
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    done(new BodyNotJsonError(), undefined);
  });
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.schema?.body) request.body ??= {};
  });
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(failure(languageFrom(request.headers['accept-language']), 'callNotFound'));
  });
}
