// Root preinstall, before any dependency's install script: mediasoup's own postinstall downloads a
// worker from GitHub and else builds one with pip and meson's downloads, none of which this
// project's machines reach. package.json's `allowScripts: {"mediasoup": false}` turns it off, and
// build-worker.mjs (the root postinstall) builds the worker instead. npm 10 and older do not read
// allowScripts (npm 11.19.1 is the version checked), so there the install stops here and says why.
const agent = process.env.npm_config_user_agent ?? '';
const [major, minor] = (/\bnpm\/(\d+)\.(\d+)/.exec(agent) ?? []).slice(1).map(Number);
const skipped = Boolean(process.env.MEDIASOUP_WORKER_BIN);

if (major !== undefined && !skipped && (major < 11 || (major === 11 && minor < 19))) {
  const message =
    `npm ${major}.${minor} may not read package.json's allowScripts, so mediasoup's own postinstall would try ` +
    'GitHub and pip for its worker. Use npm >= 11.19 (`npm install -g npm@11`), or run ' +
    '`MEDIASOUP_WORKER_BIN=skip npm install` (the root postinstall still builds the worker).';
  if (major < 11) {
    console.error(`\n[mediasoup-worker] ${message}\n`);
    process.exit(1);
  }
  console.warn(`\n[mediasoup-worker] ${message}\n`);
}
