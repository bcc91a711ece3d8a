import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

// The product `npm start` runs for the e2e suite, as ops reach it from this machine: its data
// folder and the root package's npm scripts (registry.spec.ts, opsPage.spec.ts).

export const root = path.resolve(__dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 4100);
export const dataDir = path.join(root, `.data/e2e-${port}`);
/** Where the registry keeps each published version's files. */
export const filesDir = path.join(dataDir, 'registry/files');

const run = promisify(execFile);

/** An npm script of the root package, as ops type it; its output is what they read. */
export async function npmRun(script: string, ...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', script, '--', ...args], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, REGISTRY_ACTOR: 'e2e@atrium' },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}
