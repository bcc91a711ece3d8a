import fs from 'node:fs';
import path from 'node:path';
import { optionsFromEnv, REMOTES, repoRoot } from './config';
import { promote, publishBuild } from './publish';
import { migrate, openStore } from './store';

/**
 * `publish-local`: publishes every remote built in this checkout and makes new builds current,
 * which is what `npm start` does after building. (Per-remote publish, per-brand promote and
 * rollback commands come with the registry issue.)
 */
async function publishLocal() {
  const options = optionsFromEnv();
  const db = openStore(options);
  try {
    await migrate(db);
    for (const remote of REMOTES) {
      const dir = path.join(repoRoot, remote);
      const dist = path.join(dir, 'dist');
      if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
        throw new Error(`${remote} is not built (no ${remote}/dist/mf-manifest.json)`);
      }
      const { version: base } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      const result = await publishBuild(db, options, remote, dist, base);
      if (result.created) await promote(db, remote, result.version);
      console.log(`${remote}@${result.version}${result.created ? ' published and current' : ' unchanged'}`);
    }
  } finally {
    await db.destroy();
  }
}

const [command] = process.argv.slice(2);
const commands: Record<string, () => Promise<void>> = { 'publish-local': publishLocal };
const run = commands[command ?? ''];
if (!run) {
  console.error(`usage: registry <${Object.keys(commands).join('|')}>`);
  process.exit(2);
}
run().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
