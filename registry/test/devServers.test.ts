import type { AddressInfo } from 'node:net';
import REMOTES from '@atrium/shared/remotes.json';
import { createRegistry, type Registry } from '../src/server';
import { sqlite } from './databases';

// `npm run dev`: the manifest points every remote of the catalogue at its own dev server.

let registry: Registry;
let drop: () => Promise<void>;
let base: string;

beforeAll(async () => {
  const opened = await sqlite.open();
  drop = opened.drop;
  registry = await createRegistry({ ...opened.options, opsToken: 'test-ops-token-0123456789', devServers: true });
  // Real HTTP, as the suite's other tests call it.
  await registry.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(registry.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await registry?.close();
  await drop?.();
});

test("each remote's entry is its catalogue dev port, under its container name", async () => {
  const res = await fetch(`${base}/registry/manifest?brand=demo`);
  expect(res.status).toBe(200);
  const { remotes } = await res.json();
  expect(Object.keys(remotes).sort()).toEqual(Object.keys(REMOTES).sort());
  expect(remotes['mf-event-content']).toEqual({
    name: 'mf_event_content',
    version: 'dev',
    entry: 'http://localhost:3104/remoteEntry.js',
    lastGood: null,
  });
  for (const [remote, { container, devPort }] of Object.entries(REMOTES)) {
    expect(remotes[remote]).toMatchObject({ name: container, entry: `http://localhost:${devPort}/remoteEntry.js` });
  }
});
