const { createHostConfig } = require('@atrium/shared/build');

const api = process.env.API_URL ?? 'http://127.0.0.1:3001';
const registry = process.env.REGISTRY_URL ?? 'http://127.0.0.1:3002';

module.exports = createHostConfig('shell', {
  dirname: __dirname,
  port: 3000,
  // `npm run dev` keeps one origin too: the dev server proxies what the gateway would.
  proxy: [
    { context: ['/api', '/socket.io'], target: api, ws: true },
    { context: ['/registry', '/remotes'], target: registry },
  ],
});
