// `npm test`: lint, every package's jest tests, then the Playwright suites against the product
// started as `npm start` starts it (twice: the second with a quick health judge, for the canaries)
// and the one against the hosts of `npm run start:hosts`.
// Installs Chromium and ffmpeg with apt when they are missing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureDebianPackages, hasCommand, root } from './processes.mjs';

const results = path.join(root, '.test-results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

const sh = (command, args, options = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options }).status ?? 1;

function ensureSystemPackages() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  try {
    ensureDebianPackages([
      { name: 'chromium', present: () => fs.existsSync(chromium) },
      { name: 'ffmpeg', present: () => hasCommand('ffmpeg') },
    ]);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

const only = process.argv[2]; // 'unit' or 'e2e' runs one half
let failedSteps = 0;
let passed = 0;
let failed = 0;

if (only !== 'e2e') {
  if (sh('node', ['scripts/lint.mjs']) !== 0) failedSteps++;
  const jestOut = path.join(results, 'jest.json');
  if (sh('npx', ['jest', '--json', '--outputFile', jestOut]) !== 0) failedSteps++;
  if (fs.existsSync(jestOut)) {
    const jest = JSON.parse(fs.readFileSync(jestOut, 'utf8'));
    passed += jest.numPassedTests;
    failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
  }
}

if (only !== 'unit') {
  ensureSystemPackages();
  // The suite against `npm start`; the canary one against `npm start` with a health judge a test can
  // reach in a minute; the one against the hosts in network namespaces (as root).
  const suites = [
    { args: [], out: 'e2e.json' },
    { args: ['-c', 'playwright.canary.config.ts'], out: 'e2e-canary.json' },
    { args: ['-c', 'playwright.hosts.config.ts'], out: 'e2e-hosts.json' },
  ];
  for (const suite of suites) {
    if (sh('npx', ['playwright', 'test', ...suite.args], { cwd: path.join(root, 'e2e') }) !== 0) failedSteps++;
    const out = path.join(results, suite.out);
    if (fs.existsSync(out)) {
      const { stats } = JSON.parse(fs.readFileSync(out, 'utf8'));
      passed += stats.expected + stats.flaky;
      failed += stats.unexpected;
    }
  }
}

if (failedSteps > 0 && failed === 0) failed = failedSteps;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps > 0 || failed > 0 ? 1 : 0);
