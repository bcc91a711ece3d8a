import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4100);
export const baseURL = `http://localhost:${port}`;

/**
 * The whole product, started exactly as `npm start` starts it (scripts/start.mjs), on its own
 * port and a fresh data folder, in Debian's Chromium.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '../.test-results/e2e.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/start.mjs --fresh',
    cwd: '..',
    url: `${baseURL}/registry/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // A hung process is found within seconds here (scripts/processes.mjs asks every 5 s and kills
    // after 30 s without an answer by default).
    // LIVE_CONTROL_SECRET turns on the api's ops route that live.spec.ts switches sessions with.
    env: {
      PORT: String(port),
      DATA_DIR: `.data/e2e-${port}`,
      LIVENESS_EVERY_MS: '2000',
      LIVENESS_UNRESPONSIVE_MS: '10000',
      LIVE_CONTROL_SECRET: process.env.LIVE_CONTROL_SECRET ?? 'e2e-live-control',
      // meeting.spec.ts restarts the signalling server through the api's ops route this turns on.
      SFU_CONTROL_SECRET: process.env.SFU_CONTROL_SECRET ?? 'e2e-sfu-control',
    },
  },
});
