import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// One throwaway database for the run; workers inherit the variable, so they all see the same one.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'soroban-quiz-e2e-'));
const port = Number(process.env.E2E_PORT ?? 4310);

export default defineConfig({
  testDir: './tests',
  // One folder per port, so suites run side by side on one machine don't delete each other's traces.
  outputDir: `test-results/port-${port}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // CI is a 2-core machine that may be busy: a screen that takes 5 s there is slow, not broken.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium, never a downloaded browser (the machine has no network for it).
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: '..',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Signing in many times from one address is what this suite does.
      SIGNIN_LIMIT_PER_ADDRESS: '10000',
      SIGNUP_LIMIT_PER_ADDRESS: '10000',
      LOG_LEVEL: 'warn',
      CHECK_ANSWERS: '1',
      // A browser context may live on another day (x-test-clock-offset-ms): My mistakes' two-days rule.
      TEST_CLOCK_HEADER: '1',
      DATABASE_URL: '',
    },
  },
});
