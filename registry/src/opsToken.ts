import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const tokenFile = (dataDir: string) => path.join(dataDir, 'ops-token');

function fromEnv(env: NodeJS.ProcessEnv): string | null {
  const token = env.REGISTRY_OPS_TOKEN?.trim();
  if (!token) return null;
  if (token.length < 16) throw new Error('REGISTRY_OPS_TOKEN must be at least 16 characters');
  return token;
}

/**
 * The token every change to the registry needs: REGISTRY_OPS_TOKEN, else one generated on the
 * first start and kept (readable by its owner only) beside the registry's data, as the api keeps
 * its signing secret.
 */
export function loadOpsToken(
  dataDir: string,
  env = process.env,
): { token: string; file: string | null; created: boolean } {
  const given = fromEnv(env);
  if (given) return { token: given, file: null, created: false };
  const file = tokenFile(dataDir);
  const token = crypto.randomBytes(32).toString('base64url');
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
    return { token, file, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { token: fs.readFileSync(file, 'utf8').trim(), file, created: false };
  }
}

/** What the CLI sends: the same env var, or the file the registry wrote on this machine. */
export function readOpsToken(dataDir: string, env = process.env): string {
  const given = fromEnv(env);
  if (given) return given;
  const file = tokenFile(dataDir);
  if (!fs.existsSync(file)) {
    throw new Error(`no ops token: set REGISTRY_OPS_TOKEN, or start the registry once (it writes ${file})`);
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** Constant-time comparison, so the answer time says nothing about the token. */
export function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}
