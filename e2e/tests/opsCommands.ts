import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

// The product `npm start` runs for the e2e suite, as ops reach it from this machine: its data
// folder, the root package's npm scripts, and a team's own build of a remote (registry.spec.ts,
// opsPage.spec.ts, canary/progressiveDelivery.spec.ts).

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

/**
 * A copy of a remote's folder, changed by `edit`: a brand's or a team's own build, made without
 * touching the checkout. It sits under the product's data folder (ignored by git), where the
 * workspace's dependencies resolve; removeForks() removes them all.
 */
export function forkOf(remote: string, label: string, edit: (fork: string) => void): string {
  const fork = path.join(dataDir, 'forks', label, remote);
  fs.rmSync(fork, { recursive: true, force: true });
  fs.mkdirSync(fork, { recursive: true });
  for (const item of ['package.json', 'webpack.config.js', 'src']) {
    fs.cpSync(path.join(root, remote, item), path.join(fork, item), { recursive: true });
  }
  edit(fork);
  return fork;
}

export const removeForks = () => fs.rmSync(path.join(dataDir, 'forks'), { recursive: true, force: true });

/** The registry's bucket of a browser's canary session for a remote (registry/src/canary.ts bucketOf). */
export const bucketOf = (remote: string, session: string) =>
  crypto.createHash('sha256').update(`${remote}\n${session}`).digest().readUInt32BE(0) % 100;
