import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const port = Number(process.env.E2E_HOSTS_PORT ?? 4300);

/**
 * The product as hosts in network namespaces (`npm run start:hosts`, as root), reached through a
 * port of this machine forwarded to the edge: localhost, so the browser may use the camera.
 */
export default defineConfig({
  ...base,
  testDir: './hosts',
  reporter: [['list'], ['json', { outputFile: '../.test-results/e2e-hosts.json' }]],
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  // One topology for both: the roll needs both api hosts alive, and the host-death test leaves
  // api-2 dead, so it runs second (Playwright would otherwise take the files in name order).
  projects: [
    { name: 'rolling update', testMatch: /rollingUpdate\.spec\.ts$/, use: base.projects![0].use },
    {
      name: 'host death',
      testMatch: /hostDeath\.spec\.ts$/,
      use: base.projects![0].use,
      dependencies: ['rolling update'],
    },
  ],
  webServer: {
    command: 'node scripts/hosts.mjs --fresh',
    cwd: '..',
    url: `http://localhost:${port}/registry/health`,
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: { PORT: String(port), DATA_DIR: `.data/e2e-hosts-${port}` },
  },
});
