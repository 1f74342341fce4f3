import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { DEMO_PASSWORD, MAIL_HTTP_PORT, MAIL_SMTP_PORT, PORT } from './fixtures.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'folio-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'node e2e/mail-catcher.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { MAIL_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_HTTP_PORT: String(MAIL_HTTP_PORT) },
    },
    {
      command: 'node --import tsx apps/server/src/main.ts',
      cwd: '..',
      url: `http://127.0.0.1:${PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        FOLIO_DATA_DIR: dataDir,
        FOLIO_DEMO_PASSWORD: DEMO_PASSWORD,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        // The outbox is delivered to the journeys' mailbox, where a journey opens its links.
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}?ignoreTLS=true`,
        // Issue 17: the blog journey moves the collections' clock (refused off loopback).
        FOLIO_TEST_CLOCK: 'on',
        // Every journey signs up from 127.0.0.1; the suite makes more than the default 10 in 15
        // minutes (the limit itself is proven in apps/server/src/modules/platform/routes.test.ts).
        SIGN_UPS_PER_ADDRESS_PER_15_MINUTES: '200',
        // Decision 043: every page load measures, so the performance journey is deterministic (the
        // default 0.1 and the small-site rule are proven in modules/performance/routes.test.ts)…
        PERFORMANCE_SAMPLE_RATE: '1',
        // …and with the tracking calls every journey's page loads make from 127.0.0.1, parallel
        // journeys could pass the 120 a minute (that limit is proven in the same test file).
        ANALYTICS_CALLS_PER_ADDRESS_PER_MINUTE: '100000',
        // Decision 056: the feature-flags journey's platform administrator (signs up and confirms).
        FOLIO_PLATFORM_ADMINS: 'platform-admin@folio.test',
      },
    },
  ],
});
