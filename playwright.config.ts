import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Chosen once in the main process; workers inherit the environment, so everyone agrees.
process.env.TASBIR_E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.TASBIR_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tasbir-e2e-'));
// An admin approves credit requests, so a test can give a user credits the way the product does.
process.env.TASBIR_E2E_ADMIN_EMAIL ??= 'e2e-admin@example.com';
process.env.TASBIR_E2E_ADMIN_PASSWORD ??= 'e2e-admin-secret-1';

const port = process.env.TASBIR_E2E_PORT;
const dataDir = process.env.TASBIR_E2E_DATA_DIR;
const baseURL = `http://127.0.0.1:${port}`;

/** Browser tests against the built app (`npm run build` first) in Debian's chromium. */
export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
  webServer: {
    command: 'node packages/api/dist/main.js',
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${join(dataDir, 'app.db')}`,
      DEMO_DATA: '0',
      ENABLE_TEST_ROUTES: '1',
      ADMIN_EMAIL: process.env.TASBIR_E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: process.env.TASBIR_E2E_ADMIN_PASSWORD,
      PUBLIC_URL: baseURL,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // The fixtures' API registrations each come from an address of their own (e2e/fixtures.ts).
      TRUST_PROXY: '1',
      // eSewa and Khalti are the in-process sandbox (/sandbox), whose checkout pages the payment tests
      // click through; on outside production already, and said here so a production-like run keeps it.
      PAYMENTS_SANDBOX: '1',
    },
  },
});
