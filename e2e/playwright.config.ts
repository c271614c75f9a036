import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { ADMIN, APP_PORT, BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH, DATA_DIR, MAIL_API_PORT, SMTP_PORT } from './support/env.ts';

// A fresh data directory for every run (the config is read again in workers; only the main process starts servers).
if (!process.env.TEST_WORKER_INDEX) rmSync(DATA_DIR, { recursive: true, force: true });

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Two spec files at a time against the one server (a file's tests stay in order), one on a one-core machine;
  // E2E_WORKERS overrides. On a quiet two-core machine two workers took 6.9 min (the tests' own times summing to
  // 779 s) where one had taken 13.3 min (~800 s): one worker left a core idle. None was flaky. Two had timed out
  // long journeys only at load 12-14, with other agents' benches on the same two cores.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : Math.min(2, availableParallelism()),
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Recording a trace costs a journey about a quarter of its time on two cores (deed-names: 59-63 s with, 43-47 s
    // without), so only a retry records one: a test that fails once runs again with the trace (CI retries once). The
    // first failure still leaves its screenshot and the page's snapshot in error-context.md.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'node --import tsx e2e/support/mail-sink.ts',
      cwd: '..',
      url: `http://127.0.0.1:${MAIL_API_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node --import tsx apps/server/src/main.ts',
      cwd: '..',
      url: `${BASE_URL}/api/wst/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(APP_PORT),
        PUBLIC_URL: BASE_URL,
        DATA_DIR,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
