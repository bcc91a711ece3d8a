import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { repoRoot } from './config';

// Issue 34 item 5: the ops page. The page and its script hold nothing secret and are served to
// anyone; every figure and every button goes through the ops routes, which need the ops token the
// visitor pastes in. Read once at start: they change only with a new build of the registry.

const OPS_DIR = path.join(repoRoot, 'registry/ops');
const FILES: Record<string, { file: string; type: string }> = {
  '/registry/ops': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/registry/ops/ops.js': { file: 'ops.js', type: 'text/javascript; charset=utf-8' },
  '/registry/ops/ops.css': { file: 'ops.css', type: 'text/css; charset=utf-8' },
};

/** Only its own files, no inline code, no frames: a script injected through shown text would not run. */
const POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function registerOpsPage(app: FastifyInstance): void {
  for (const [url, { file, type }] of Object.entries(FILES)) {
    const body = fs.readFileSync(path.join(OPS_DIR, file));
    app.get(url, async (_req, reply) =>
      reply
        .header('Content-Type', type)
        .header('Cache-Control', 'no-cache')
        .header('Content-Security-Policy', POLICY)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Referrer-Policy', 'no-referrer')
        .send(body),
    );
  }
}
