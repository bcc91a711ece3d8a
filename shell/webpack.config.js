const path = require('node:path');
const { buildSync } = require('esbuild');
const { createHostConfig } = require('@atrium/shared/build');

const api = process.env.API_URL ?? 'http://127.0.0.1:3001';
const registry = process.env.REGISTRY_URL ?? 'http://127.0.0.1:3002';

// The boot script (src/boot) is inlined in index.html and adds the entry scripts itself, so the
// version reload of spec 1 §1 happens before anything else is downloaded.
const boot = buildSync({
  entryPoints: [path.join(__dirname, 'src/boot/index.ts')],
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  write: false,
}).outputFiles[0].text.trim();

module.exports = createHostConfig('shell', {
  dirname: __dirname,
  port: 3000,
  // `npm run dev` keeps one origin too: the dev server proxies what the gateway would.
  proxy: [
    { context: ['/api', '/socket.io'], target: api, ws: true },
    { context: ['/registry', '/remotes'], target: registry },
  ],
  html: { inject: false, templateParameters: { boot } },
});
