// The compiled api alone under npm start's supervisor (processes.mjs), for supervisor.test.ts: prints
// `ready` once it answers, then keeps it running until SIGTERM or until stdin closes (the test is gone).
// PORT and DATA_DIR come from the environment; the supervisor's own lines go to stderr.
import path from 'node:path';
import { processGroup, server, stopOnSignals, waitFor } from '../processes.mjs';

const port = process.env.PORT;
const dataDir = process.env.DATA_DIR;
const health = `http://127.0.0.1:${port}/api/v2/health`;
const { start, supervise, stop } = processGroup({ quiet: true });
const api = start(
  'api',
  ...server('api', 'main', false),
  { PORT: port, DATA_DIR: dataDir, SQLITE_FILE: path.join(dataDir, 'atrium.sqlite'), SFU: '0', LIVE_STREAMS: '0' },
  health,
);

process.stdin.on('end', stopOnSignals(stop));
process.stdin.resume();

try {
  await waitFor(health, api.child, 120_000);
} catch (error) {
  console.error(error.message);
  await stop();
  process.exit(1);
}
supervise();
console.log('ready');
