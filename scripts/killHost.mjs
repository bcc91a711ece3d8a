// A host of `npm run start:hosts` dies: `node scripts/killHost.mjs api-2` sends SIGKILL to every
// process in its network namespace (a fault drill; the host-death e2e does the same).
import { killNamespace } from './hosts.mjs';
import { hostNamed, namespaceOf } from './topology.mjs';

killNamespace(namespaceOf(hostNamed(process.argv[2] ?? '')));
