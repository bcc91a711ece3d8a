// One host's agent (issue 33): scripts/hosts.mjs starts it inside the host's network namespace
// (`ip netns exec`) with the host's processes in ATRIUM_HOST. It runs them as `npm start` runs its
// own (scripts/processes.mjs): each in turn once the one before answers, then restarted when one
// crashes or hangs. Every process of the namespace killed, this one too, is the host dying:
// nothing starts it again. SIGUSR2 restarts the host's processes (those not marked `rolled: false`
// in scripts/topology.mjs) one after the other, each ended
// with SIGTERM and started again from what is built on disk: a rolling update's step
// (scripts/rollHosts.mjs sends it once the edge has taken the host out of turn).
import { processGroup, stopOnSignals, waitFor } from './processes.mjs';

const { name, quiet, processes } = JSON.parse(process.env.ATRIUM_HOST);
delete process.env.ATRIUM_HOST;
const group = processGroup({ quiet });
const kept = [];
let up = false;
let restarting = null;
// Registered first: node's default for SIGUSR2 would end the agent. Before the host is up, it is ignored.
process.on('SIGUSR2', () => {
  if (!up) return;
  restarting ??= (async () => {
    for (const { p, started } of kept.filter(({ p }) => p.rolled)) {
      console.error(`[${name}] restarting ${p.name}`);
      const child = await started.restart();
      if (p.health) await waitFor(p.health, child, 120000);
    }
  })()
    .catch((error) => console.error(`[${name}] restart: ${error.message}`))
    .finally(() => {
      restarting = null;
    });
});

try {
  for (const p of processes) {
    const started = group.start(`${name} ${p.name}`, p.command, p.args, p.env, p.health);
    kept.push({ p, started });
    if (p.health) await waitFor(p.health, started.child, 120000);
  }
} catch (error) {
  console.error(`[${name}] ${error.message}`);
  await group.stop();
  process.exit(1);
}
group.supervise();
stopOnSignals(group.stop);
up = true;
