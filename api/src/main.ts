import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseFilesStorage } from '@atrium/shared/server';
import { seedIfEmpty } from './seed';
import { seedDocumentFiles } from './seed/files';
import { seedProfilePictures } from './seed/pictures';
import { createApi } from './server';
import { copyFilesFromDisk, DatabaseStorage } from './storage';

const repositoryRoot = path.resolve(__dirname, '../..');

async function main() {
  const port = Number(process.env.PORT ?? 3001);
  const host = process.env.HOST ?? '127.0.0.1';
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(repositoryRoot, process.env.DATA_DIR ?? '.data');
  const sqliteFile = process.env.SQLITE_FILE ?? path.join(dataDir, 'atrium.sqlite');
  const filesDir = path.join(dataDir, 'files');
  if (!databaseUrl && sqliteFile !== ':memory:') mkdirSync(path.dirname(sqliteFile), { recursive: true });

  const api = await createApi({
    databaseUrl,
    sqliteFile,
    redisUrl: process.env.REDIS_URL || undefined,
    redisPrefix: process.env.REDIS_PREFIX || undefined,
    jwtSecret: process.env.JWT_SECRET || undefined,
    trustedProxySecret: process.env.TRUSTED_PROXY_SECRET || undefined,
    logger: true,
    // PostgreSQL keeps uploads itself, so every api host serves every file; SQLite, this machine's disk.
    filesStorage: parseFilesStorage('FILES_STORAGE', process.env.FILES_STORAGE),
    filesDir,
    liveDir: path.join(dataDir, 'live'),
    liveStreams: process.env.LIVE_STREAMS === '1',
    liveStreamsHost: process.env.LIVE_STREAMS_HOST || undefined,
    liveDemoSource: process.env.LIVE_DEMO_SOURCE || undefined,
    liveControlSecret: process.env.LIVE_CONTROL_SECRET || undefined,
    sfu: process.env.SFU !== '0',
    networkingGraceMs: Number(process.env.NETWORKING_SEAT_GRACE_MS) || undefined,
    sfuAnnouncedIp: process.env.SFU_ANNOUNCED_IP || undefined,
    sfuHost: process.env.SFU_HOST || undefined,
    sfuThrottleSecret: process.env.SFU_THROTTLE_SECRET || undefined,
    sfuControlSecret: process.env.SFU_CONTROL_SECRET || undefined,
  });
  if (api.storage instanceof DatabaseStorage) {
    const copied = await copyFilesFromDisk(api.db, filesDir);
    if (copied) console.log(`Copied ${copied} uploaded files from ${filesDir} into the database`);
  }
  const seeded = await seedIfEmpty(api.db);
  if (seeded) {
    await seedProfilePictures(api.db, api.storage);
    await seedDocumentFiles(api.db, api.storage);
  }
  // The demo's running session streams as soon as it is seeded, not at the next check.
  await api.liveStreams?.sync();
  await api.app.listen({ port, host });
  console.log(
    `Atrium api on http://${host}:${port}/api/v2/ (${databaseUrl ? 'PostgreSQL' : sqliteFile}${seeded ? ', demo data seeded' : ''})`,
  );

  const stop = () => {
    api.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
