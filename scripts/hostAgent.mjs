// One host's agent (issue 33): scripts/hosts.mjs starts it inside the host's network namespace
// (`ip netns exec`) with the host's processes in ATRIUM_HOST. It runs them as `npm start` runs its
// own (scripts/processes.mjs): each in turn once the one before answers, then restarted when one
// crashes or hangs. Every process of the namespace killed, this one too, is the host dying:
// nothing starts it again.
import { processGroup, stopOnSignals, waitFor } from './processes.mjs';

const { name, quiet, processes } = JSON.parse(process.env.ATRIUM_HOST);
delete process.env.ATRIUM_HOST;
const group = processGroup({ quiet });
try {
  for (const p of processes) {
    const started = group.start(`${name} ${p.name}`, p.command, p.args, p.env, p.health);
    if (p.health) await waitFor(p.health, started.child, 120000);
  }
} catch (error) {
  console.error(`[${name}] ${error.message}`);
  await group.stop();
  process.exit(1);
}
group.supervise();
stopOnSignals(group.stop);
