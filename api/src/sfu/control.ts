import type { FastifyPluginAsync } from 'fastify';
import { SFU_RESTART_PATH } from '@atrium/shared/contract';
import { ApiError } from '../http/envelope';
import { sameSecret } from './secret';
import type { Signalling } from './signalling';

export interface SfuControlOptions {
  /** SFU_CONTROL_SECRET: the header X-Sfu-Control-Secret must equal it. */
  secret: string;
  /** null when the SFU could not start (its worker is not built). */
  signalling: Signalling | null;
}

/**
 * Ops control of the signalling server, for ops and the e2e tests (issue 17): `POST SFU_RESTART_PATH`
 * restarts it as browsers would see a restart (Signalling.restart). Registered only when the api has
 * a secret, as the live control route.
 */
export const sfuControlRoute: FastifyPluginAsync<SfuControlOptions> = async (app, { secret, signalling }) => {
  app.addHook('onRequest', async (request) => {
    if (!sameSecret(request.headers['x-sfu-control-secret'], secret)) throw new ApiError(403, 'sfuControlRefused');
  });

  app.post(SFU_RESTART_PATH, async (_request, reply) => {
    if (!signalling) throw new ApiError(503, 'sfuUnavailable');
    await signalling.restart();
    return reply.status(204).send();
  });
};
