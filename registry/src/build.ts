import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './config';

/**
 * Builds one remote with its own webpack config into a temporary folder, so nothing else is built
 * and no dist/ in the checkout changes. `source` may be another copy of the remote's folder (a
 * brand's own build), as long as it sits inside this checkout, where its dependencies resolve.
 */
export function buildRemote(remote: string, source: string): string {
  const config = path.join(source, 'webpack.config.js');
  if (!fs.existsSync(config)) throw new Error(`${source} has no webpack.config.js: is it a remote's folder?`);
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `atrium-${remote}-`));
  console.log(`Building ${remote} from ${path.relative(repoRoot, source) || '.'}…`);
  const result = spawnSync(
    path.join(repoRoot, 'node_modules/.bin/webpack'),
    ['--mode', 'production', '-c', config, '--output-path', out],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  if (result.status !== 0) {
    fs.rmSync(out, { recursive: true, force: true });
    throw new Error(`building ${remote} failed`);
  }
  return out;
}
