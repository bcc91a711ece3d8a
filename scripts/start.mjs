// `npm start`: build every package, publish the remotes to the registry, run the product at one
// origin. `npm run dev`: the same back ends with webpack dev servers and hot reload.
import fs from 'node:fs';
import { build, publishLocal, settings, startServices, stopOnSignals } from './processes.mjs';

const dev = process.argv.includes('--dev');
const s = settings();

// --fresh starts from an empty data folder: a new database with the demo seed, an empty registry.
if (process.argv.includes('--fresh')) fs.rmSync(s.dataDir, { recursive: true, force: true });

if (!dev && !process.argv.includes('--no-build')) {
  console.log('Building every package…');
  build();
}
if (!dev) publishLocal(s);

// The demo's running live session streams ffmpeg's test picture (issue 16); LIVE_STREAMS=0 turns it off.
const { stop } = await startServices(s, { dev, env: { LIVE_STREAMS: process.env.LIVE_STREAMS ?? '1' } });
console.log(`\nAtrium is running at http://localhost:${s.port}  (Ctrl-C stops it)\n`);
stopOnSignals(stop);
