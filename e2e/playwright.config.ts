import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The journeys run against the production build on a fresh PGlite directory with demo data,
// exactly what `npm start` serves. `npm run test:e2e` builds first.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
const GOOGLE_PORT = Number(process.env.E2E_GOOGLE_PORT ?? PORT + 90);
process.env.E2E_GOOGLE_PORT = String(GOOGLE_PORT);
// The provider names itself by localhost, and discovery checks the name it is given matches.
const googleIssuer = `http://localhost:${GOOGLE_PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'shuruaat-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  // CI shares two cores between the server, two browsers and the runner: a sign-up that answers
  // in one second on a quiet machine took more than five there, and the longest admin journeys
  // took 20–29 s of the 30 they had.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /.*\.phone\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'phone',
      testMatch: /.*\.phone\.spec\.ts/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
      },
    },
  ],
  webServer: [
    {
      // The journeys' Google (fixtures/google-provider.ts): a real OpenID provider, locally.
      command: '../node_modules/.bin/tsx fixtures/google-provider.ts',
      url: `${googleIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node ../apps/server/dist/server.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      // A first start migrates and loads the demo data through the real services.
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // Journeys share two cores with Chromium; a starved moment must not turn pages away.
        // load-shedding.test.ts proves the shedding itself.
        MAX_EVENT_LOOP_DELAY_MS: '0',
        // Signed resume links are absolute; they must name the origin the browser uses.
        PUBLIC_URL: baseURL,
        // POST /api/test/clock: journeys move the clock to see the 30-day answer (NODE_ENV=test only).
        TEST_CLOCK: '1',
        // The journeys sign up more people from 127.0.0.1 in an hour than one address may by default.
        REGISTER_LIMIT_PER_HOUR: '1000',
        // The demo employer posts a listing in many journeys.
        POSTINGS_LIMIT_PER_HOUR: '1000',
        // Data exports are built by a poller, which NODE_ENV=test leaves off by default.
        EXPORT_POLL_MS: '1000',
        GOOGLE_CLIENT_ID: 'shuruaat-e2e',
        GOOGLE_CLIENT_SECRET: 'shuruaat-e2e-secret',
        GOOGLE_ISSUER_URL: googleIssuer,
      },
    },
  ],
});
