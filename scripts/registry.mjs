// `npm run registry -- <command>` and `npm run publish-remote -- <remote> [...]`: the registry CLI
// (registry/src/cli.ts) aimed at the product `npm start` runs with the same PORT and DATA_DIR.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root, settings } from './processes.mjs';

const s = settings();
const result = spawnSync(
  path.join(root, 'node_modules/.bin/tsx'),
  [path.join(root, 'registry/src/cli.ts'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      DATA_DIR: s.dataDir,
      REGISTRY_URL: process.env.REGISTRY_URL ?? `http://127.0.0.1:${s.registryPort}`,
    },
  },
);
process.exit(result.status ?? 1);
