import { healthFromEnv, optionsFromEnv } from './config';
import { RegistryError } from './errors';
import { loadOpsToken } from './opsToken';
import { createRegistry } from './server';

/** API_URL: the api knows the brands; a canary for a slug it does not know is refused. */
function brandLookup(apiUrl: string | undefined) {
  if (!apiUrl) return undefined;
  return async (slug: string): Promise<boolean> => {
    let res: Response;
    try {
      res = await fetch(`${apiUrl.replace(/\/+$/, '')}/api/v2/login/getapplication`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: slug }),
        signal: AbortSignal.timeout(5000),
      });
    } catch (error) {
      throw new RegistryError(503, `could not ask the api whether brand "${slug}" exists: ${(error as Error).message}`);
    }
    if (res.status === 404) return false;
    if (!res.ok) throw new RegistryError(503, `the api answered ${res.status} when asked for brand "${slug}"`);
    return true;
  };
}

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
    brandExists: brandLookup(process.env.API_URL),
    health: healthFromEnv(),
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
