// `npm test`: lint, every package's jest tests, then the Playwright suite against the product
// started as `npm start` starts it. Installs Chromium and ffmpeg with apt when they are missing.
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
  if (sh('npx', ['playwright', 'test'], { cwd: path.join(root, 'e2e') }) !== 0) failedSteps++;
  const e2eOut = path.join(results, 'e2e.json');
  if (fs.existsSync(e2eOut)) {
    const { stats } = JSON.parse(fs.readFileSync(e2eOut, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  }
}

if (failedSteps > 0 && failed === 0) failed = failedSteps;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps > 0 || failed > 0 ? 1 : 0);
