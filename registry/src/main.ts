import { optionsFromEnv } from './config';
import { loadOpsToken } from './opsToken';
import { createRegistry } from './server';

async function main() {
  const port = Number(process.env.PORT ?? 3002);
  const host = process.env.HOST ?? '127.0.0.1';
  const options = optionsFromEnv();
  const ops = loadOpsToken(options.dataDir);
  if (ops.created) console.log(`registry: a new ops token is in ${ops.file} (the CLI reads it from there)`);
  const registry = await createRegistry({
    ...options,
    opsToken: ops.token,
    logger: true,
    devServers: process.env.REGISTRY_DEV_SERVERS === '1',
    trustedProxySecret: process.env.TRUSTED_PROXY_SECRET || undefined,
  });
  await registry.app.listen({ port, host });
  console.log(`registry listening on http://${host}:${port}`);
  const stop = () => void registry.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error('registry failed to start:', error);
  process.exit(1);
});
