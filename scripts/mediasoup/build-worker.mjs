// The mediasoup worker (the SFU's C++ process), built at `npm install` by the root postinstall, as
// ../../../shared/notes/mediasoup-on-node20.md says: mediasoup's own worker sources against Debian's
// libraries (its meson subprojects replaced by ./subprojects), meson from bookworm-backports, and an
// upstream OpenSSL 3.0.x (from `apt-get source openssl`) loaded through a wrapper script, because the
// worker crashes on Debian's libssl3. The result is cached outside the checkout, one folder per
// (mediasoup, OpenSSL) version, and reused when it still runs.
//
// It writes api/.mediasoup-worker.json: { workerBin, mediasoup, openssl } when the worker is there,
// { error } when it is not (the api then reports the SFU as unavailable). It never fails the install:
// the rest of the product works without the SFU, and the message says what is missing and how to
// get it. `--check` only looks for a cached worker and the prerequisites, and builds nothing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const pointerFile = path.join(root, 'api', '.mediasoup-worker.json');
const checkOnly = process.argv.includes('--check');
const isRoot = process.getuid?.() === 0;
const jobs = '2'; // the machines are 2 cores, shared

const aptPackages = [
  'build-essential',
  'pkg-config',
  'python3',
  'ninja-build',
  'libuv1-dev',
  'libssl-dev',
  'libsrtp2-dev',
  'libusrsctp-dev',
  'libabsl-dev',
  'flatbuffers-compiler',
  'libflatbuffers-dev',
];
const backportsPackages = ['meson'];
const minMeson = [1, 1];
const opensslLibraries = ['libssl.so.3', 'libcrypto.so.3'];
const sourcesFile = '/etc/apt/sources.list.d/atrium-mediasoup.sources';

const log = (line) => console.log(`[mediasoup-worker] ${line}`);

class Missing extends Error {}

// Cache folders, first the one a build writes to.
function cacheRoots() {
  // ATRIUM_CACHE_DIR alone when set (a build of its own, e.g. to time a cold build).
  if (process.env.ATRIUM_CACHE_DIR) return [process.env.ATRIUM_CACHE_DIR];
  const home = os.homedir();
  const user = path.join(process.env.XDG_CACHE_HOME || path.join(home, '.cache'), 'atrium');
  const roots = [isRoot ? '/var/cache/atrium' : undefined, user, '/var/cache/atrium'];
  return [...new Set(roots.filter(Boolean))];
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    const how = result.error ? result.error.message : `exit ${result.status ?? result.signal}`;
    throw new Error(`\`${[command, ...args].join(' ')}\` failed (${how})`);
  }
}

const output = (command, args, options = {}) => {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  return result.status === 0 ? result.stdout.trim() : undefined;
};

// Exit code 41 is the worker's answer when started without MEDIASOUP_VERSION (its main.cpp): it
// loaded, with its libraries, and ran.
function workerRuns(bin) {
  if (!fs.existsSync(bin)) return false;
  const env = { ...process.env };
  delete env.MEDIASOUP_VERSION;
  return spawnSync(bin, [], { env, stdio: 'ignore', timeout: 10_000 }).status === 41;
}

// The installed mediasoup package, as api/ resolves it (its exports do not list package.json).
function mediasoupPackage() {
  for (let dir = path.join(root, 'api'); ; dir = path.dirname(dir)) {
    const pkg = path.join(dir, 'node_modules', 'mediasoup', 'package.json');
    if (fs.existsSync(pkg)) {
      return { dir: path.dirname(pkg), version: JSON.parse(fs.readFileSync(pkg, 'utf8')).version };
    }
    if (dir === path.dirname(dir)) {
      throw new Missing('the mediasoup package is not installed in api/: run `npm install` at the repository root.');
    }
  }
}

function cachedWorker(mediasoupVersion) {
  for (const dir of cacheRoots()) {
    let names = [];
    try {
      names = fs.readdirSync(dir);
    } catch {
      continue;
    }
    const prefix = `mediasoup-${mediasoupVersion}-openssl-`;
    for (const name of names
      .filter((n) => n.startsWith(prefix))
      .sort()
      .reverse()) {
      const workerBin = path.join(dir, name, 'mediasoup-worker');
      if (workerRuns(workerBin)) return { workerBin, openssl: name.slice(prefix.length) };
    }
  }
  return undefined;
}

const installed = (pkg) => output('dpkg-query', ['-W', '-f=${db:Status-Abbrev}', pkg]) === 'ii';

function mesonOk() {
  const version = output('meson', ['--version']);
  if (!version) return false;
  const [major, minor] = version.split('.').map(Number);
  return major > minMeson[0] || (major === minMeson[0] && minor >= minMeson[1]);
}

// The text of apt's source lists; with `own` false, without the file this script writes.
function aptSources(own) {
  const files = ['/etc/apt/sources.list'];
  try {
    for (const name of fs.readdirSync('/etc/apt/sources.list.d')) {
      const file = path.join('/etc/apt/sources.list.d', name);
      if (/\.(list|sources)$/.test(name) && (own || file !== sourcesFile)) files.push(file);
    }
  } catch {
    // no sources.list.d
  }
  return files.map((file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '')).join('\n');
}

// The stanzas of sourcesFile that `sources` lacks: bookworm-backports, deb-src for `apt-get source`.
function stanzasMissingFrom(sources) {
  const stanzas = [];
  if (!/^[^#\n]*bookworm-backports/m.test(sources)) stanzas.push(['deb', 'debian', 'bookworm-backports']);
  if (!/^[^#\n]*deb-src/m.test(sources)) {
    stanzas.push(
      ['deb-src', 'debian', 'bookworm bookworm-updates'],
      ['deb-src', 'debian-security', 'bookworm-security'],
    );
  }
  return stanzas;
}

function codename() {
  const release = fs.existsSync('/etc/os-release') ? fs.readFileSync('/etc/os-release', 'utf8') : '';
  return /^VERSION_CODENAME=(.*)$/m.exec(release)?.[1].replace(/"/g, '');
}

// What the build needs that this machine does not have, as the commands that get it.
function missingPrerequisites() {
  const suite = codename();
  if (!fs.existsSync('/usr/bin/apt-get') || suite !== 'bookworm') {
    return {
      sources: [],
      packages: [],
      meson: false,
      unsupported: `this is not Debian 12 (bookworm) (VERSION_CODENAME=${suite ?? 'unknown'}); the build is known to work there only`,
    };
  }
  // What is missing counts this script's own file; what it writes into that file is everything it
  // must hold, so a rewrite keeps what an earlier run added.
  const missing = stanzasMissingFrom(aptSources(true));
  const stanzas = missing.length > 0 ? stanzasMissingFrom(aptSources(false)) : [];
  return { sources: stanzas, packages: aptPackages.filter((p) => !installed(p)), meson: !mesonOk() };
}

function sourcesText(stanzas) {
  const lines = [
    '# Added by Atrium (scripts/mediasoup/build-worker.mjs): meson >= 1.1 from bookworm-backports and',
    '# the openssl source package that `apt-get source openssl` fetches, for the mediasoup worker.',
  ];
  for (const [types, archive, suites] of stanzas) {
    lines.push(
      '',
      `Types: ${types}`,
      `URIs: http://deb.debian.org/${archive}`,
      `Suites: ${suites}`,
      'Components: main',
      'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg',
    );
  }
  return `${lines.join('\n')}\n`;
}

function prerequisiteCommands(missing) {
  const commands = [];
  if (missing.sources.length > 0) {
    commands.push(`cat > ${sourcesFile} <<'EOF'\n${sourcesText(missing.sources)}EOF`);
  }
  commands.push('apt-get update');
  if (missing.packages.length > 0) commands.push(`apt-get install -y ${missing.packages.join(' ')}`);
  if (missing.meson) commands.push(`apt-get install -y -t bookworm-backports ${backportsPackages.join(' ')}`);
  return commands;
}

function ensurePrerequisites() {
  const missing = missingPrerequisites();
  if (missing.unsupported) throw new Missing(`cannot build the mediasoup worker: ${missing.unsupported}.`);
  const needed = missing.sources.length > 0 || missing.packages.length > 0 || missing.meson;
  if (!needed) return;
  const what = [
    ...missing.packages,
    ...(missing.meson ? ['meson >= 1.1 (bookworm-backports)'] : []),
    ...(missing.sources.length > 0 ? ['apt sources: ' + missing.sources.map((s) => `${s[0]} ${s[2]}`).join(', ')] : []),
  ];
  if (!isRoot || checkOnly) {
    throw new Missing(
      `the mediasoup worker's build prerequisites are missing: ${what.join('; ')}.\n` +
        `As root, run:\n\n${prerequisiteCommands(missing).join('\n')}\n\nthen \`npm install\` again ` +
        '(or `node scripts/mediasoup/build-worker.mjs`). Running `npm install` as root does all of this itself.',
    );
  }
  log(`installing the build prerequisites with apt: ${what.join('; ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    if (missing.sources.length > 0) fs.writeFileSync(sourcesFile, sourcesText(missing.sources));
    run('apt-get', ['update', '-q'], { env });
    if (missing.packages.length > 0) run('apt-get', ['install', '-y', '-q', ...missing.packages], { env });
    if (missing.meson)
      run('apt-get', ['install', '-y', '-q', '-t', 'bookworm-backports', ...backportsPackages], { env });
  } catch (error) {
    throw new Missing(
      `apt could not install the mediasoup worker's build prerequisites (${what.join('; ')}): ${error.message}. ` +
        `Check that Debian's mirror is reachable, then run:\n\n${prerequisiteCommands(missing).join('\n')}\n\nand \`npm install\` again.`,
    );
  }
  if (!mesonOk())
    throw new Missing('meson >= 1.1 is still not on the PATH after installing it from bookworm-backports.');
}

function opensslArch() {
  const arch = { x64: 'linux-x86_64', arm64: 'linux-aarch64' }[process.arch];
  if (!arch) throw new Missing(`no OpenSSL build target known for ${process.arch}.`);
  return arch;
}

// OpenSSL's upstream tarball from the openssl source package: ./Configure shared, the libraries only,
// kept in <cache>/openssl-<version>/ so a failed worker build does not build them again.
function buildOpenssl(work, cache) {
  const download = path.join(work, 'openssl-source');
  fs.mkdirSync(download, { recursive: true });
  const tarballIn = () => fs.readdirSync(download).find((name) => /^openssl_3\.0\.\d+\.orig\.tar\.gz$/.test(name));
  // Only the upstream tarball is used. Some mirrors lack the .dsc of bookworm-security's version (apt
  // then exits 100 after fetching the tarball, checked against its hash); bookworm's own is the fallback.
  for (const spec of ['openssl', 'openssl/bookworm']) {
    log(`fetching the openssl source package (apt-get source --download-only ${spec})`);
    spawnSync('apt-get', ['source', '--download-only', '-q', spec], { cwd: download, stdio: 'inherit' });
    if (tarballIn()) break;
  }
  const tarball = tarballIn();
  if (!tarball)
    throw new Missing(
      '`apt-get source --download-only openssl` fetched no OpenSSL 3.0.x tarball: it needs deb-src lines for ' +
        `bookworm (see ${sourcesFile}) and Debian's mirror.`,
    );
  const version = /^openssl_(3\.0\.\d+)\./.exec(tarball)[1];
  const libs = path.join(cache, `openssl-${version}`);
  if (opensslLibraries.every((lib) => fs.existsSync(path.join(libs, lib)))) {
    log(`using the cached OpenSSL ${version} libraries in ${libs}`);
    return { version, libs };
  }
  run('tar', ['xzf', path.join(download, tarball), '-C', work]);
  const src = path.join(work, `openssl-${version}`);
  log(`building OpenSSL ${version}`);
  run('./Configure', [opensslArch(), 'shared', 'no-tests'], { cwd: src, stdio: ['ignore', 'ignore', 'inherit'] });
  run('make', [`-j${jobs}`, 'build_libs'], { cwd: src, stdio: ['ignore', 'ignore', 'inherit'] });
  const staged = path.join(work, 'openssl-libs');
  fs.mkdirSync(staged);
  for (const lib of opensslLibraries) fs.copyFileSync(path.join(src, lib), path.join(staged, lib));
  fs.rmSync(libs, { recursive: true, force: true });
  fs.renameSync(staged, libs);
  return { version, libs };
}

function buildWorker(work, mediasoup) {
  const worker = path.join(work, 'worker');
  fs.cpSync(path.join(mediasoup.dir, 'worker'), worker, { recursive: true });
  const subprojects = path.join(worker, 'subprojects');
  for (const wrap of fs.readdirSync(subprojects).filter((name) => name.endsWith('.wrap'))) {
    const name = wrap.slice(0, -'.wrap'.length);
    const stub = path.join(here, 'subprojects', name);
    if (!fs.existsSync(stub)) continue; // liburing and wingetopt: not used on this build
    const directory = /^directory\s*=\s*(.+)$/m.exec(fs.readFileSync(path.join(subprojects, wrap), 'utf8'))?.[1].trim();
    if (!directory) throw new Error(`no directory in worker/subprojects/${wrap}`);
    fs.rmSync(path.join(subprojects, directory), { recursive: true, force: true });
    fs.cpSync(stub, path.join(subprojects, directory), { recursive: true });
  }
  log(`building mediasoup-worker ${mediasoup.version} (meson, ninja -j${jobs})`);
  const build = path.join(work, 'build');
  run(
    'meson',
    ['setup', build, worker, '--buildtype=release', '-Dms_disable_liburing=true', '--wrap-mode=nodownload'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  // The flatbuffers headers first: libwebrtc's sources include them without depending on their target.
  run('ninja', ['-C', build, `-j${jobs}`, 'fbs/FBS'], { stdio: ['ignore', 'ignore', 'inherit'] });
  run('ninja', ['-C', build, `-j${jobs}`, 'mediasoup-worker']);
  return path.join(build, 'mediasoup-worker');
}

const wrapper = `#!/bin/sh
# mediasoup-worker on the OpenSSL next to it (Debian's libssl3 crashes it on the first DTLS flight).
# Written by Atrium's scripts/mediasoup/build-worker.mjs.
here=$(dirname "$(readlink -f "$0")")
LD_LIBRARY_PATH="$here/lib\${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" exec "$here/bin/mediasoup-worker" "$@"
`;

function writableCacheRoot() {
  for (const dir of cacheRoots()) {
    try {
      fs.mkdirSync(dir, { recursive: true });
      fs.accessSync(dir, fs.constants.W_OK);
      return dir;
    } catch {
      // next one
    }
  }
  throw new Missing(`none of these cache folders is writable: ${cacheRoots().join(', ')}; set ATRIUM_CACHE_DIR.`);
}

function build(mediasoup) {
  ensurePrerequisites();
  const cache = writableCacheRoot();
  const work = fs.mkdtempSync(path.join(cache, `build-mediasoup-${mediasoup.version}-`));
  try {
    const openssl = buildOpenssl(work, cache);
    const target = path.join(cache, `mediasoup-${mediasoup.version}-openssl-${openssl.version}`);
    const workerBin = path.join(target, 'mediasoup-worker');
    if (!workerRuns(workerBin)) {
      const binary = buildWorker(work, mediasoup);
      const staged = path.join(work, 'out');
      fs.mkdirSync(path.join(staged, 'bin'), { recursive: true });
      fs.mkdirSync(path.join(staged, 'lib'), { recursive: true });
      fs.copyFileSync(binary, path.join(staged, 'bin', 'mediasoup-worker'));
      fs.chmodSync(path.join(staged, 'bin', 'mediasoup-worker'), 0o755);
      for (const lib of opensslLibraries) fs.copyFileSync(path.join(openssl.libs, lib), path.join(staged, 'lib', lib));
      fs.writeFileSync(path.join(staged, 'mediasoup-worker'), wrapper, { mode: 0o755 });
      if (!workerRuns(path.join(staged, 'mediasoup-worker'))) {
        throw new Error('the built worker does not start (expected exit code 41 without MEDIASOUP_VERSION)');
      }
      fs.rmSync(target, { recursive: true, force: true });
      fs.renameSync(staged, target);
    }
    return { workerBin, openssl: openssl.version };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

function writePointer(content) {
  try {
    fs.writeFileSync(pointerFile, `${JSON.stringify(content, null, 2)}\n`);
  } catch (error) {
    console.error(`[mediasoup-worker] could not write ${pointerFile}: ${error.message}`);
  }
}

const started = Date.now();
try {
  const mediasoup = mediasoupPackage();
  let found = cachedWorker(mediasoup.version);
  if (found) {
    log(`using the cached worker ${found.workerBin}`);
  } else if (checkOnly) {
    ensurePrerequisites();
    throw new Missing(
      `no cached worker for mediasoup ${mediasoup.version}; the prerequisites are there: run \`node scripts/mediasoup/build-worker.mjs\`.`,
    );
  } else {
    log(`no cached worker for mediasoup ${mediasoup.version}: building it (6 to 15 minutes on 2 cores)`);
    found = build(mediasoup);
    log(`built ${found.workerBin} in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  writePointer({ workerBin: found.workerBin, mediasoup: mediasoup.version, openssl: found.openssl });
} catch (error) {
  const message = error instanceof Missing ? error.message : `the mediasoup worker build failed: ${error.message}`;
  writePointer({ error: message });
  console.error(
    `\n[mediasoup-worker] ${message}\n[mediasoup-worker] The install goes on; the api reports the meeting room SFU ` +
      'as unavailable until the worker is built.\n',
  );
}
