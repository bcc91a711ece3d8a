import { optionsFromEnv } from './config';
import { createRegistry } from './server';

async function main() {
  const port = Number(process.env.PORT ?? 3002);
  const host = process.env.HOST ?? '127.0.0.1';
  const devRemotes = process.env.REGISTRY_DEV_REMOTES ? JSON.parse(process.env.REGISTRY_DEV_REMOTES) : undefined;
  const registry = await createRegistry({ ...optionsFromEnv(), logger: false, devRemotes });
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
