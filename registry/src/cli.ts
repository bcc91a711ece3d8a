import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildRemote } from './build';
import { readBuild } from './buildFiles';
import { parseHold, parseRamp, parseShare, type CanaryState } from './canary';
import { createClient, type RegistryClient } from './client';
import { actorFromEnv, optionsFromEnv, registryUrlFromEnv, REMOTES, repoRoot } from './config';
import { describeCanaryChange, describeChange, formatHistory, formatStatus } from './format';
import type { HistoryEntry } from './history';
import type { Status } from './manifest';
import { isRemoteName } from './names';
import { readOpsToken } from './opsToken';
import { promote, type PointerChange } from './pointers';
import { publishFiles, recordShell, type PublishResult } from './publish';
import { DEFAULT_BRAND, migrate, openStore } from './store';

const USAGE = `usage: registry <command>   (npm run registry -- <command>)

  publish <remote> [--version V] [--brand B | --no-promote] [--source DIR | --dist DIR | --url URL]
      builds the remote (or takes a built folder, or a build hosted at URL), publishes it as an
      immutable version and makes it current for every brand, or for brand B only
  promote <remote> <version> [--brand B]     make a published version current (for B only)
  rollback <remote> [--brand B]              back to the version before (B: its override); with a
                                             canary running there, the canary ends instead
  canary <remote> <version> --brand <B|*> (--share N% | --ramp 5,25,50,100 --hold 10m)
      gives a published version to N% of the brand's browser sessions (* : every brand that runs
      the default), the others keep the current version; a ramp goes up a step after each hold by
      itself and, after its hold at 100%, the canary becomes current. Again with the same version
      changes the share or the ramp; promote makes it current now, rollback ends it.
  status [remote]                            what runs where, canaries, last good versions, load failures
  history [remote] [--brand B] [--limit N]   every publish, promote, rollback, canary and ramp step
  record-shell [--manifest FILE]             the deployed shell's shared versions (npm start does it)
  publish-local                              npm start: publish every built remote of this checkout

The registry is REGISTRY_URL (scripts/registry.mjs derives it from PORT); changes need the ops
token, REGISTRY_OPS_TOKEN or the file the registry wrote under DATA_DIR.`;

class UsageError extends Error {}

const { values: flags, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        version: { type: 'string' },
        brand: { type: 'string' },
        'no-promote': { type: 'boolean' },
        source: { type: 'string' },
        dist: { type: 'string' },
        url: { type: 'string' },
        manifest: { type: 'string' },
        limit: { type: 'string' },
        share: { type: 'string' },
        ramp: { type: 'string' },
        hold: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
})();
const [command, ...args] = positionals;

/** Paths on the command line are the user's, also under `npm run` (which changes directory). */
const userPath = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

function remoteArg(): string {
  const remote = args[0];
  if (!remote) throw new UsageError('which remote?');
  if (!isRemoteName(remote)) throw new UsageError(`"${remote}" is not a remote name`);
  return remote;
}

function client(): RegistryClient {
  return createClient(registryUrlFromEnv(), readOpsToken(optionsFromEnv().dataDir));
}

const actor = actorFromEnv();

async function publish() {
  const remote = remoteArg();
  if ([flags.source, flags.dist, flags.url].filter(Boolean).length > 1) {
    throw new UsageError('--source, --dist and --url are alternatives');
  }
  if (flags['no-promote'] && flags.brand) throw new UsageError('--brand says who gets it; --no-promote says nobody');
  const registry = client();
  let result: PublishResult;
  if (flags.url) {
    result = await registry.post('/registry/versions', { remote, version: flags.version, actor, url: flags.url });
  } else {
    const built = flags.dist
      ? null
      : buildRemote(remote, flags.source ? userPath(flags.source) : path.join(repoRoot, remote));
    const dir = built ?? userPath(flags.dist!);
    try {
      const files = readBuild(dir).map((f) => ({ path: f.path, content: f.content.toString('base64') }));
      result = await registry.post('/registry/versions', { remote, version: flags.version, actor, files });
    } finally {
      if (built) fs.rmSync(built, { recursive: true, force: true });
    }
  }
  console.log(`${remote}@${result.version} ${result.created ? 'published' : 'was already published (the same build)'}`);
  if (flags['no-promote']) return;
  const change = await registry.post<PointerChange>('/registry/promote', {
    remote,
    version: result.version,
    brand: flags.brand ?? DEFAULT_BRAND,
    actor,
  });
  console.log(describeChange('promote', change));
}

async function promoteCommand() {
  const remote = remoteArg();
  const version = args[1];
  if (!version) throw new UsageError('which version?');
  const change = await client().post<PointerChange>('/registry/promote', {
    remote,
    version,
    brand: flags.brand ?? DEFAULT_BRAND,
    actor,
  });
  console.log(describeChange('promote', change));
}

async function rollbackCommand() {
  const remote = remoteArg();
  const change = await client().post<PointerChange>('/registry/rollback', {
    remote,
    brand: flags.brand ?? DEFAULT_BRAND,
    actor,
  });
  console.log(describeChange('rollback', change));
}

async function canaryCommand() {
  const remote = remoteArg();
  const version = args[1];
  if (!version) throw new UsageError('which version?');
  if (!flags.brand) throw new UsageError('--brand says whose sessions: a brand, or * for every brand');
  if (Boolean(flags.share) === Boolean(flags.ramp)) throw new UsageError('give either --share or --ramp');
  if (Boolean(flags.ramp) !== Boolean(flags.hold)) {
    throw new UsageError(flags.ramp ? '--ramp needs --hold: how long each step lasts' : '--hold goes with --ramp');
  }
  const body = flags.ramp
    ? { ramp: parseRamp(flags.ramp), holdSeconds: parseHold(flags.hold!) }
    : { share: parseShare(flags.share!) };
  const state = await client().post<CanaryState>('/registry/canary', {
    remote,
    version,
    brand: flags.brand,
    actor,
    ...body,
  });
  console.log(describeCanaryChange(state));
}

async function status() {
  const remote = args[0];
  const query = remote ? `?remote=${encodeURIComponent(remote)}` : '';
  const answer = await client().get<Status>(`/registry/status${query}`);
  console.log(formatStatus(answer, { versionsShown: remote ? Infinity : 5 }));
}

async function history() {
  const query = new URLSearchParams();
  if (args[0]) query.set('remote', args[0]);
  if (flags.brand) query.set('brand', flags.brand);
  if (flags.limit) query.set('limit', flags.limit);
  const entries = await client().get<HistoryEntry[]>(`/registry/history?${query}`);
  console.log(formatHistory(entries));
}

/** The shell's shared singletons, from the mf-manifest.json its build wrote. */
function shellRecord(file: string) {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the shell first`);
  const mf = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {
    buildVersion: String(mf.metaData?.buildInfo?.buildVersion ?? '0.0.0'),
    shared: (mf.shared ?? []).map((s: { name: string; version: string }) => ({ name: s.name, version: s.version })),
  };
}

const shellManifest = () =>
  flags.manifest ? userPath(flags.manifest) : path.join(repoRoot, 'shell/dist/mf-manifest.json');

async function recordShellCommand() {
  const answer = await client().post<{ version: string; changed: boolean }>('/registry/shell', {
    ...shellRecord(shellManifest()),
    actor,
  });
  console.log(`shell ${answer.version} ${answer.changed ? 'recorded' : 'unchanged'}`);
}

/**
 * `npm start`, before the registry listens: records the shell and publishes every built remote of
 * this checkout, making new builds current. The one command that writes to storage directly.
 */
async function publishLocal() {
  const options = optionsFromEnv();
  const db = openStore(options);
  try {
    await migrate(db);
    const shell = await recordShell(db, { ...shellRecord(shellManifest()), actor });
    console.log(`shell ${shell.version} ${shell.changed ? 'recorded' : 'unchanged'}`);
    for (const remote of Object.keys(REMOTES)) {
      const dist = path.join(repoRoot, remote, 'dist');
      if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
        throw new Error(`${remote} is not built (no ${remote}/dist/mf-manifest.json)`);
      }
      const result = await publishFiles(db, options, { remote, files: readBuild(dist), actor });
      const current = await db('registry_pointers').where({ remote, brand: DEFAULT_BRAND }).first('version');
      if (result.created || !current) await promote(db, { remote, version: result.version, actor });
      console.log(`${remote}@${result.version}${result.created ? ' published and current' : ' unchanged'}`);
    }
  } finally {
    await db.destroy();
  }
}

const commands: Record<string, () => Promise<void>> = {
  publish,
  promote: promoteCommand,
  rollback: rollbackCommand,
  canary: canaryCommand,
  status,
  history,
  'record-shell': recordShellCommand,
  'publish-local': publishLocal,
};

const run = commands[command ?? ''];
if (flags.help || !run) {
  console.log(USAGE);
  process.exit(flags.help ? 0 : 2);
}
run().catch((error: Error) => {
  console.error(error instanceof UsageError ? `${error.message}\n\n${USAGE}` : error.message);
  process.exit(error instanceof UsageError ? 2 : 1);
});
