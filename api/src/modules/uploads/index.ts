import type { FastifyPluginAsync } from 'fastify';
import type { Knex } from 'knex';
import { etagMatches } from '@atrium/shared/server';
import { ApiError, ok } from '../../http/envelope';
import { createRateLimits } from '../../rateLimits';
import { UPLOAD_QUOTA_BYTES } from '../../rateLimits/quota';
import {
  fileUrl,
  forgetPicture,
  isFileKey,
  newFileKey,
  recordUpload,
  uploadedBytesOf,
  type Storage,
} from '../../storage';
import { reencodeImage } from '../../uploads/images';

/**
 * Issue 12 item 4: account/uploadfile (spec 1 §7). The route family reads the one file within the
 * limits (http/uploads.ts); here it becomes a new picture in the storage, under the caller's brand.
 */
const uploadsModule: FastifyPluginAsync<{ db: Knex; storage: Storage }> = async (app, { db, storage }) => {
  const limits = createRateLimits(db);
  app.handle('account/uploadfile', async (request) => {
    const { userId, applicationId } = request.auth;
    const { uploadType } = request.query;
    await limits.check('upload', { userId, address: request.ip });
    const image = await reencodeImage(request.uploadedFile!, uploadType);
    if ((await uploadedBytesOf(db, userId)) + image.bytes.length > UPLOAD_QUOTA_BYTES) {
      throw new ApiError(413, 'uploadQuotaFull', { file: 'uploadQuotaFull' });
    }
    const key = newFileKey(applicationId, image.extension);
    await storage.put(key, image.bytes, image.contentType);
    // A profile picture is shown at once; a chat's or a post's picture once it is sent.
    await recordUpload(db, {
      key,
      applicationId,
      userId,
      bytes: image.bytes.length,
      used: uploadType === 'profilePicture',
    });
    const url = fileUrl(key);

    if (uploadType === 'profilePicture') {
      const user = db('users').where({ id: userId, application_id: applicationId });
      const previous = await user.clone().first('image');
      await user.clone().update({ image: url, updated_at: new Date() });
      await forgetPicture(db, storage, applicationId, previous?.image ?? null);
    }
    return ok({ item: { url } });
  });
};

/**
 * GET /api/files/<key>: a stored file, readable by its URL like a CDN's (keys are random). It is
 * served with the type it was stored with and never sniffed, and never changes (a key is written
 * once), so it is cached for good, by browsers and the edge; the key is its ETag.
 */
export const filesRoute: FastifyPluginAsync<{ storage: Storage }> = async (app, { storage }) => {
  app.get('/files/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = isFileKey(key) ? await storage.get(key) : null;
    if (!file) throw new ApiError(404, 'dataNotFound');
    const etag = `"${key}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) {
      file.stream.destroy();
      return reply.code(304).send();
    }
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.stream);
  });
};

export default uploadsModule;
