import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import limits from '@atrium/shared/limits.json';
import { ApiError } from './envelope';

/**
 * The body parsers of one upload route's scope: multipart through busboy, which stops keeping a
 * file's bytes at the limit (the rest is read and dropped), one file and nothing else. Any other
 * body is left unread, and the route answers that the file is missing.
 */
const uploadParsers: FastifyPluginAsync = async (scope) => {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  await scope.register(multipart, {
    limits: { fileSize: limits.uploadFileBytes, files: 1, fields: 0, parts: 1, headerPairs: 20, fieldNameSize: 100 },
    throwFileSizeLimit: true,
  });
};
/** In the scope it is registered in (fastify-plugin), which holds the upload route alone. */
export const uploadRoutes = fp(uploadParsers);

const fileError = (status: number, key: 'fileRequired' | 'fileTooLarge' | 'fileUnreadable') =>
  new ApiError(status, key, { file: key });

/** Whatever busboy or the plugin refused (a broken form, a second part) is the sender's to fix. */
function refused(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return fileError(413, 'fileTooLarge');
  return fileError(400, 'fileUnreadable');
}

/** The preHandler of every upload route: the bytes of the one part, a file named `file`, go to request.uploadedFile. */
export async function readUploadedFile(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) throw fileError(400, 'fileRequired');
  let bytes: Buffer | null = null;
  try {
    // A second part is refused by the parts limit, so a form with more than the one file is an error.
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'file') throw fileError(400, 'fileRequired');
      bytes = await part.toBuffer();
    }
  } catch (error) {
    throw refused(error);
  }
  if (!bytes) throw fileError(400, 'fileRequired');
  request.uploadedFile = bytes;
}
