// The one origin of `npm start` (http://localhost:3000): the shell's files, with the api,
// socket.io, the registry and published remotes proxied to their own processes.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import httpProxy from 'http-proxy';
import sirv from 'sirv';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3001';
const registryUrl = process.env.REGISTRY_URL ?? 'http://127.0.0.1:3002';

// Without an agent http-proxy sends `connection: close` and pays a handshake per proxied request.
const proxy = httpProxy.createProxyServer({ xfwd: true, agent: new http.Agent({ keepAlive: true }) });
proxy.on('error', (error, _req, res) => {
  // A back end that is down answers like the api would, never with a hang or a stack trace.
  if (res && 'writeHead' in res && !res.headersSent) {
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ hasError: true, message: 'Service unavailable', data: null, validationErrors: null }));
  } else if (res && 'destroy' in res) {
    res.destroy();
  }
  console.error(`[gateway] ${error.message}`);
});

// Content-hashed chunks never change; everything else (index.html, main.js, whose name the
// federation runtime keeps fixed) is revalidated on every load.
const HASHED = /\.[0-9a-f]{8}\.js(\.map)?$/;
const shell = sirv(path.join(here, '../dist'), {
  single: true,
  etag: true,
  gzip: true, // the build's .gz beside each file; the compression below then leaves it alone
  setHeaders(res, pathname) {
    res.setHeader('Cache-Control', HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});

const target = (url) => {
  if (url.startsWith('/api/') || url.startsWith('/socket.io/')) return apiUrl;
  if (url.startsWith('/registry/') || url.startsWith('/remotes/')) return registryUrl;
  return null;
};

// Everything a browser downloads (shell, remotes, api answers) goes out compressed.
const compress = compression();

const server = http.createServer((req, res) => {
  compress(req, res, () => {
    const to = target(req.url ?? '/');
    if (to) proxy.web(req, res, { target: to });
    else shell(req, res);
  });
});
server.on('upgrade', (req, socket, head) => {
  if ((req.url ?? '').startsWith('/socket.io/')) proxy.ws(req, socket, head, { target: apiUrl });
  else socket.destroy();
});
server.listen(port, host, () => console.log(`gateway listening on http://localhost:${port}`));

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
