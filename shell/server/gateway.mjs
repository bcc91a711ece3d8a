// The one origin of `npm start` (http://localhost:3000): the shell's files, with the api,
// socket.io, the registry and published remotes proxied to their own processes.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import httpProxy from 'http-proxy';
import sirv from 'sirv';
import { createDocuments } from './document.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3001';
const registryUrl = process.env.REGISTRY_URL ?? 'http://127.0.0.1:3002';
const dist = path.join(here, '../dist');
const { apiBodyBytes, uploadBodyBytes, uploadFileBytes, uploadCalls } = createRequire(import.meta.url)(
  '@atrium/shared/limits.json',
);

const envelopeBody = (message, validationErrors = null) =>
  JSON.stringify({ hasError: true, message, data: null, validationErrors });

/** An answer shaped like the api's, for what the gateway answers itself. */
function envelope(res, status, message, validationErrors) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(envelopeBody(message, validationErrors));
}

const TOO_LARGE = 'The request body is too large.';

// The upload calls (one route family, issue 12) take a file up to uploadFileBytes; every other api
// call keeps apiBodyBytes. Paths as the api matches them: any case, duplicate or trailing slashes.
const UPLOAD_PATHS = new Set(uploadCalls.map((name) => `/api/v2/${name}`.toLowerCase()));
const isUpload = (url) => UPLOAD_PATHS.has(url.split('?')[0].toLowerCase().replace(/\/+/g, '/').replace(/\/$/, ''));
const FILE_TOO_LARGE = {
  en: `The file is larger than ${uploadFileBytes / 1024 / 1024} MB.`,
  tr: `Dosya ${uploadFileBytes / 1024 / 1024} MB’tan büyük.`,
};

/** The api's 413: for an upload, the file's field error in the caller's language, as the api words it. */
function tooLarge(req, res) {
  if (!isUpload(req.url ?? '')) return envelope(res, 413, TOO_LARGE);
  const message = FILE_TOO_LARGE[/^\s*tr/i.test(req.headers['accept-language'] ?? '') ? 'tr' : 'en'];
  envelope(res, 413, message, { file: message });
}

/**
 * A body sent in chunks has no length to refuse it by, so it is read here up to the limit: over it
 * answers 413 (the rest is read and dropped, so the connection stays open), within it goes on with
 * its length. Without this the api stops reading at its limit and the proxied request resets (502).
 */
function readChunkedBody(req, res, limit, forward) {
  const chunks = [];
  let size = 0;
  const onData = (chunk) => {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
  };
  req.on('data', onData);
  req.on('end', () => {
    req.off('data', onData);
    if (size > limit) return tooLarge(req, res);
    const body = Buffer.concat(chunks);
    delete req.headers['transfer-encoding'];
    req.headers['content-length'] = String(body.length);
    forward(Readable.from([body]));
  });
}

// Issue 32 item 7: the api and the registry believe X-Forwarded-For only on a request carrying
// this deployment's secret (TRUSTED_PROXY_SECRET, made by the start scripts), which the gateway adds.
const trustedProxySecret = process.env.TRUSTED_PROXY_SECRET || '';
const TRUSTED_PROXY_HEADER = 'x-trusted-proxy'; // shared/src/server/forwarded.ts
const sameSecret = (given) =>
  typeof given === 'string' &&
  crypto.timingSafeEqual(
    crypto.createHash('sha256').update(given).digest(),
    crypto.createHash('sha256').update(trustedProxySecret).digest(),
  );

/**
 * Who the api and the registry are told the caller is: the address this request came from, in
 * place of whatever X-Forwarded-For the client sent; or, when it came through the edge (which
 * sends the secret), the address the edge wrote.
 */
function forwardFor(req) {
  const fromEdge = trustedProxySecret !== '' && sameSecret(req.headers[TRUSTED_PROXY_HEADER]);
  if (!fromEdge) {
    req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    req.headers['x-forwarded-proto'] = 'http';
    delete req.headers['x-forwarded-host'];
  }
  if (trustedProxySecret) req.headers[TRUSTED_PROXY_HEADER] = trustedProxySecret;
  else delete req.headers[TRUSTED_PROXY_HEADER];
}

// Without an agent http-proxy sends `connection: close` and pays a handshake per proxied request.
// No xfwd: forwardFor writes the X-Forwarded-* headers, since appending would pass the client's on.
const proxy = httpProxy.createProxyServer({ agent: new http.Agent({ keepAlive: true }) });
proxy.on('error', (error, _req, res) => {
  // A back end that is down answers like the api would, never with a hang or a stack trace.
  if (res && 'writeHead' in res && !res.headersSent) envelope(res, 502, 'Service unavailable');
  else if (res && 'destroy' in res) res.destroy();
  console.error(`[gateway] ${error.message}`);
});

// The policy browsers enforce (issue 10): scripts only from here, the registered remotes' origins
// and the boot script index.html inlines (by its hash); styles inline too (styled-components
// injects <style> tags); calls and the socket only to this origin; never framed by another site.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
const inlineScripts = [...fs.readFileSync(path.join(dist, 'index.html'), 'utf8').matchAll(INLINE_SCRIPT)].map(
  ([, body]) => `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`,
);
const policy = (origins) =>
  [
    "default-src 'self'",
    `script-src 'self' ${[...inlineScripts, ...origins].join(' ')}`,
    `style-src 'self' 'unsafe-inline' ${origins.join(' ')}`,
    `font-src 'self' data: ${origins.join(' ')}`,
    `connect-src 'self' ${origins.join(' ')}`,
    // Logos and photos are the brands' own, from wherever they host them.
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    // The event's venue map is an embedded Google map (spec 2 §2.4), and gallery videos the video
    // site's privacy-enhanced player (spec 2 §2.10, §2.13); nothing else may be framed.
    'frame-src https://maps.google.com https://www.google.com https://www.youtube-nocookie.com',
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ]
    .join('; ')
    .replace(/ +;/g, ';');

// Remotes may be hosted elsewhere: the registry names the origins its versions load from. Asked
// again at most every few seconds, so a newly published remote is allowed on the next page loads;
// a registry that does not answer leaves the origins last known.
const ORIGINS_TTL_MS = 5000;
let origins = { list: [], at: 0, asking: null };
async function remoteOrigins() {
  if (Date.now() - origins.at < ORIGINS_TTL_MS) return origins.list;
  origins.asking ??= fetch(`${registryUrl}/registry/origins`, { signal: AbortSignal.timeout(2000) })
    .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`registry answered ${res.status}`))))
    .then(({ origins: list }) => {
      origins = { list, at: Date.now(), asking: null };
    })
    .catch((error) => {
      console.error(`[gateway] remote origins: ${error.message}`);
      origins = { ...origins, at: Date.now(), asking: null };
    });
  await origins.asking;
  return origins.list;
}

// Content-hashed chunks never change; everything else (index.html, main.js, whose name the
// federation runtime keeps fixed) is revalidated on every load.
const HASHED = /\.[0-9a-f]{8}\.js(\.map)?$/;
const shell = sirv(dist, {
  single: true,
  etag: true,
  // The build's .br and .gz beside each file, brotli for browsers that take it; the compression
  // below then leaves them alone.
  brotli: true,
  gzip: true,
  setHeaders(res, pathname) {
    res.setHeader('Cache-Control', HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});

// A route's page (no file extension): the document with its first screen named (document.mjs).
const renderDocument = createDocuments({ dist, apiUrl, registryUrl });
const isDocument = (req) =>
  (req.method === 'GET' || req.method === 'HEAD') && !/\.[^/]*$/.test((req.url ?? '/').split('?')[0]);

async function serveDocument(req, res) {
  let html;
  try {
    html = await renderDocument(new URL(req.url ?? '/', 'http://gateway').pathname, req.headers['accept-language']);
  } catch (error) {
    console.error(`[gateway] document: ${error.message}`);
    return shell(req, res); // the plain index.html: the browser asks for everything itself
  }
  const etag = `"${crypto.createHash('sha1').update(html).digest('base64url')}"`;
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Language');
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304);
    return res.end();
  }
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(req.method === 'HEAD' ? undefined : html);
}

const target = (url) => {
  if (url.startsWith('/api/') || url.startsWith('/socket.io/')) return apiUrl;
  if (url.startsWith('/registry/') || url.startsWith('/remotes/')) return registryUrl;
  return null;
};

// Everything a browser downloads (shell, remotes, api answers) goes out compressed.
const compress = compression();

const server = http.createServer(async (req, res) => {
  const to = target(req.url ?? '/');
  // Answers of the api and the registry are never pages: nothing in them may run.
  res.setHeader(
    'Content-Security-Policy',
    to ? "default-src 'none'; frame-ancestors 'none'" : policy(await remoteOrigins()),
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  compress(req, res, () => {
    // Refused here, with the 413 the api would give, before a byte reaches it: the api stops
    // reading an over-limit body and closes, which reset the proxied request (a 502). Node
    // reads and drops the rest of the body, so the client's connection stays open.
    const limit = isUpload(req.url ?? '') ? uploadBodyBytes : apiBodyBytes;
    if (to) forwardFor(req);
    if (to === apiUrl && Number(req.headers['content-length']) > limit) {
      tooLarge(req, res);
    } else if (to === apiUrl && req.headers['transfer-encoding']) {
      readChunkedBody(req, res, limit, (buffer) => proxy.web(req, res, { target: to, buffer }));
    } else if (to) proxy.web(req, res, { target: to });
    else if (isDocument(req)) void serveDocument(req, res);
    else shell(req, res);
  });
});
// What Node refuses before a request exists (headers over its size limit, a request it cannot
// parse) still gets the envelope, not an empty body; the connection closes, as Node's own answer does.
server.on('clientError', (error, socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request headers are too large.']
      : [400, 'Bad Request', 'The request could not be read.'];
  const body = envelopeBody(message);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
});
// Websockets: the shell's one socket, and the meeting room's signalling (SIGNALLING_PATH, issue 17).
server.on('upgrade', (req, socket, head) => {
  const url = req.url ?? '';
  if (url.startsWith('/socket.io/') || url.startsWith('/api/media/socket.io/')) {
    forwardFor(req);
    proxy.ws(req, socket, head, { target: apiUrl });
  } else socket.destroy();
});
server.listen(port, host, () => console.log(`gateway listening on http://localhost:${port}`));

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
