import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import path from 'node:path';
import type { Knex } from 'knex';
import { buildManifest, type Manifest } from './manifest';
import { migrate, openStore, type RegistryOptions } from './store';

const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/i;

export interface Registry {
  app: FastifyInstance;
  db: Knex;
  close(): Promise<void>;
}

export interface RegistryServerOptions extends RegistryOptions {
  logger?: boolean;
  /** `npm run dev`: remote -> dev server port; the manifest points at the dev servers instead. */
  devRemotes?: Record<string, number>;
}

function withDevServers(manifest: Manifest, ports: Record<string, number>): Manifest {
  const remotes = Object.fromEntries(
    Object.entries(ports).map(([remote, port]) => [
      remote,
      {
        name: remote.replace(/-/g, '_'),
        version: 'dev',
        entry: `http://localhost:${port}/remoteEntry.js`,
        lastGood: null,
      },
    ]),
  );
  return { ...manifest, remotes: { ...manifest.remotes, ...remotes } };
}

export async function createRegistry(options: RegistryServerOptions): Promise<Registry> {
  const db = openStore(options);
  await migrate(db);
  const app = Fastify({ logger: options.logger ?? false });

  // The manifest must never be cached: a promote or rollback is live on the next page load.
  app.get<{ Querystring: { brand?: string } }>('/registry/manifest', async (req, reply) => {
    const brand = req.query.brand ?? '';
    if (brand && !SLUG.test(brand)) {
      return reply.code(400).send({ error: 'brand must be a slug' });
    }
    reply.header('Cache-Control', 'no-cache');
    const manifest = await buildManifest(db, brand || 'default');
    return options.devRemotes ? withDevServers(manifest, options.devRemotes) : manifest;
  });

  // Published versions never change, so browsers may keep them forever.
  await app.register(fastifyStatic, {
    root: path.join(options.dataDir, 'files'),
    prefix: '/remotes/',
    cacheControl: false,
    setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
  });

  app.get('/registry/health', async () => ({ ok: true }));

  return {
    app,
    db,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}
