// The hosts' way to PostgreSQL and Redis (issue 33): both listen on the machine's 127.0.0.1 only,
// and this forwards each port of the hosts' bridge address to one of them. No firewall rule is
// made (this machine has neither iptables nor nft), so a crash leaves nothing behind. It also
// stands for the network between one host and the databases: `cut` drops that host's open
// connections and holds its new ones unanswered, as a lost route would; `restore` lets the held
// ones through. Started by scripts/hosts.mjs with fork(): the mappings as argv[2], `{ cut | restore:
// address, id }` messages answered `{ id }`; it exits when its parent goes.
import net from 'node:net';

const mappings = JSON.parse(process.argv[2]);
const cut = new Set();
/** Open pairs by the host's address. */
const open = new Map();
/** Connections held while their host is cut: started on restore. */
const held = [];

const addressOf = (socket) => (socket.remoteAddress ?? '').replace(/^::ffff:/, '');

function forward(client, target) {
  const address = addressOf(client);
  const upstream = net.connect(target.port, target.host);
  const pair = [client, upstream];
  if (!open.has(address)) open.set(address, new Set());
  open.get(address).add(pair);
  const end = () => {
    for (const socket of pair) socket.destroy();
    open.get(address)?.delete(pair);
  };
  client.on('error', end).on('close', end).pipe(upstream);
  upstream.on('error', end).on('close', end).pipe(client);
  client.resume();
}

const servers = mappings.map(
  ({ listen, target }) =>
    new Promise((resolve, reject) => {
      const server = net.createServer({ pauseOnConnect: true }, (client) => {
        client.setNoDelay(true);
        if (cut.has(addressOf(client))) {
          // Read nothing, answer nothing: the client waits as on a dead route.
          client.on('error', () => client.destroy());
          held.push({ client, target });
          return;
        }
        forward(client, target);
      });
      server.once('error', reject);
      server.listen(listen.port, listen.host, () => resolve(server));
    }),
);

Promise.all(servers).then(
  () => process.send({ ready: true }),
  (error) => {
    console.error(`forwarder: ${error.message}`);
    process.exit(1);
  },
);

process.on('message', ({ id, cut: cutting, restore }) => {
  if (cutting) {
    cut.add(cutting);
    for (const pair of open.get(cutting) ?? []) for (const socket of pair) socket.destroy();
    open.delete(cutting);
  }
  if (restore) {
    cut.delete(restore);
    for (const { client, target } of held.splice(0)) {
      if (cut.has(addressOf(client))) held.push({ client, target });
      else if (!client.destroyed) forward(client, target);
    }
  }
  process.send({ id });
});

process.on('disconnect', () => process.exit(0));
