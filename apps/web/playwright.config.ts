import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { patience } from './e2e/time';

// E2E_PORT lets two runs share a machine (each with its own server and database). E2E_BASE_URL
// points the journeys at a portal served already (scripts/scale-check.ts), and none is started.
const port = process.env.E2E_PORT ?? '3100';
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${port}`;
const repoRoot = path.resolve(import.meta.dirname, '../..');
// The served portal's data (its embedded PostgreSQL among it), under the repository's root.
const dataDir = port === '3100' ? 'data/e2e' : `data/e2e-${port}`;

// Debian's Chromium, no browser download. The flags keep it quiet and offline-safe in CI.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: 'list',
  // Sign-in crosses the compliance system and a page waits on several calls: 10 s alone, stretched
  // for the API tests beside (e2e/time.ts). Assertions still return as soon as they pass.
  expect: { timeout: patience(10_000) },
  // Axe over a full page of the portfolio takes several seconds alone.
  timeout: patience(60_000),
  outputDir: path.join(repoRoot, 'test-results'),
  use: {
    baseURL,
    // A failed journey keeps its trace (actions, DOM snapshots, network), without the filmstrip:
    // the screencast behind it cost about a fifth of the suite's CPU (measured 2026-11-27).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: external
    ? undefined
    : {
        // From a fresh demo every time: the journeys change the demo (they resolve access issues,
        // approve quotes ...), so a second run on the first one's database would find them done.
        command: `rm -rf ${dataDir} && node --import tsx apps/server/src/main.ts`,
        cwd: repoRoot,
        url: `${baseURL}/healthz`,
        env: {
          PORT: port,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          // Every simulated invoice upload is refused, so the upload journey (e2e/billing.spec.ts)
          // meets a failure and its retry deterministically. Set it to '' to keep the demo's rates.
          PROPERTY_SOFTWARE_FAILURE_RATE: process.env.PROPERTY_SOFTWARE_FAILURE_RATE ?? '1',
          // The webhook journey (e2e/api-keys.spec.ts) runs its receiver on loopback, over http.
          WEBHOOKS_ALLOW_LOOPBACK_HTTP: 'true',
          ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
        },
        reuseExistingServer: !process.env.CI,
        timeout: 180_000,
        // SIGTERM lets the server stop its database; Playwright's default SIGKILL would orphan it.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
