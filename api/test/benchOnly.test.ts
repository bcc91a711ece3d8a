import { calls } from '@atrium/shared/contract';
import { sqlite } from '@atrium/shared/server/testing';
import { createApi } from '../src/server';

/** Every route the api serves, with its methods, read from Fastify's printed route tree. */
function routesOf(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const at = line.indexOf('── ');
    if (at < 0) continue;
    const depth = Math.floor(at / 4);
    const [, segment, methods] = /^(.*?)(?: \(([^)]*)\))?$/.exec(line.slice(at + 3)) ?? [];
    stack[depth] = (depth ? stack[depth - 1] : '') + segment;
    stack.length = depth + 1;
    if (methods) routes.push(stack[depth]);
  }
  return routes;
}

// What the api serves besides the contract's calls: the streaming host (and its answer to the
// balancer, whether this process streams), files, the ops console's control (only with its secret)
// and the meeting room's signalling (issue 16, 12, 17, 29, 33).
const OTHER_ROUTES = [
  /^\/api\/live\/:sessionId\/:hash\/:file$/,
  /^\/api\/live\/stream\/:sessionId\/:key\/:file$/,
  /^\/api\/live\/streamer$/,
  // /api/files/*, which Fastify's tree prints as a bare '*'.
  /^\*$/,
  /^\/api\/ops\/live\/:sessionId$/,
  /^\/api\/media\//,
];

test('the product serves the contract and nothing else: the bench makes its attendees and tokens in the database, through no route (issue 29)', async () => {
  const opened = await sqlite.open();
  const api = await createApi({ ...opened.options, jwtSecret: 'bench-only' });
  try {
    const routes = routesOf(api.app.printRoutes({ commonPrefix: false }));
    const callNames = new Set(Object.keys(calls).map((name) => `/api/v2/${name.toLowerCase()}`));
    callNames.add('/api/v2/health');
    const unknown = routes.filter(
      (route) => !callNames.has(route.toLowerCase()) && !OTHER_ROUTES.some((pattern) => pattern.test(route)),
    );
    expect(routes.length).toBeGreaterThan(100);
    expect(unknown).toEqual([]);
  } finally {
    await api.close();
    await opened.drop();
  }
});
