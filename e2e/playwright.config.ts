import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { TEST_ENV } from './support/test-env';

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // One retry in CI, a stopgap: about once a run on the 2-core CI host a navigation gets no answer
  // until the test's timeout (decision 0049, cause not found yet). A retried test is listed as
  // flaky in the summary, so it stays visible; locally nothing is retried.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${TEST_ENV.PORT_SHELL}`,
    browserName: 'chromium',
    // Debian's Chromium: a test tool's own browser download cannot work on these machines.
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // E2E_NETLOG=<path prefix>: Chromium's own log (one file per worker process) of every request and socket, to read what happened
      // to a navigation that got no answer.
      args: process.env.E2E_NETLOG ? [...CHROMIUM_ARGS, `--log-net-log=${process.env.E2E_NETLOG}-${process.pid}.json`, '--net-log-capture-mode=Default'] : CHROMIUM_ARGS,
    },
    trace: 'off',
  },
});
