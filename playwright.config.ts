import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The built app on a throwaway data dir; tests read mail from its .eml store.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'sightline-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const port = Number(process.env.E2E_PORT ?? 3123);

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  // Screenshot runs (e2e/shots.spec.ts) only on demand: E2E_SHOTS=1 npx playwright test --grep @shots.
  grepInvert: process.env.E2E_SHOTS ? undefined : /@shots/,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1366, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node apps/server/src/main.ts',
    url: `http://127.0.0.1:${port}/api/subscription/plans/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      CAPTCHA_COST: '2000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Engines that take a moment, as real ones do: a report is seen running before it finishes.
      SANDBOX_LATENCY_MS: '250',
      // Keyword volumes take a moment too, so an analysis is seen running before it completes.
      KEYWORD_SANDBOX_LATENCY_MS: '2000',
      // Test only: the brand wizard specs analyze a small website served on 127.0.0.1.
      SIGHTLINE_ALLOW_LOOPBACK_FETCH: '1',
      // Service requests are mailed here (e2e/content.spec.ts reads the mail).
      OPERATOR_EMAIL: 'operator@sightline.test',
      // Admins once confirmed (e2e/stored-xss.spec.ts); a retry of that test takes the second.
      ADMIN_EMAILS: 'e2e-admin-0@sightline.test,e2e-admin-1@sightline.test',
    },
  },
});
