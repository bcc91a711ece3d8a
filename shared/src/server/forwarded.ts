import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The header the gateway and the edge add to every request they forward, holding the deployment's
 * TRUSTED_PROXY_SECRET (issue 32 item 7). shell/server/gateway.mjs and scripts/edge.mjs write it too.
 */
export const TRUSTED_PROXY_HEADER = 'x-trusted-proxy';

/**
 * Fastify's `trustProxy` for a server behind the gateway or the edge: the peer is trusted, so
 * request.ip is the last address of X-Forwarded-For, the one the proxy in front wrote (the
 * outermost writes the address it saw in place of what the client sent; one behind it passes that
 * on). Only with forgetUntrustedForwarding, which drops the header unless that peer is a proxy of ours.
 */
export const trustTheProxyInFront = (_address: string, hop: number): boolean => hop === 0;

const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'];

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Run on every request before anything reads `request.ip` (a first onRequest hook): the
 * X-Forwarded-* headers are kept only when the request carries the secret, so a caller that
 * reaches the server directly (on loopback too, where the gateway sits) is counted by its own
 * address, whatever it claims. Without a secret none is ever kept. The secret's header is removed
 * either way, so nothing after this sees it.
 */
export function forgetUntrustedForwarding(headers: IncomingHttpHeaders, secret: string | undefined): void {
  const sent = headers[TRUSTED_PROXY_HEADER];
  const trusted = Boolean(secret) && typeof sent === 'string' && timingSafeEqual(digest(sent), digest(secret!));
  delete headers[TRUSTED_PROXY_HEADER];
  if (!trusted) for (const name of FORWARDED) delete headers[name];
}
