// Starts the composed site from the production builds (built by `npm run test:e2e` before
// Playwright runs) with a fresh embedded database, for the whole suite.
import fs from 'node:fs';
import { serveApps, startApi } from '../../scripts/site.mjs';
import { startMailSink } from './mail-sink';
import { TEST_ENV } from './test-env';

export default async function globalSetup() {
  const env: NodeJS.ProcessEnv = { ...process.env, ...TEST_ENV };
  delete env.DATABASE_URL;
  fs.rmSync(TEST_ENV.PGLITE_DIR, { recursive: true, force: true });
  const stopMailSink = await startMailSink();
  const apiLog = fs.openSync(TEST_ENV.API_LOG, 'w');
  const api = await startApi(env, { stdio: apiLog });
  let site: Awaited<ReturnType<typeof serveApps>>;
  try {
    site = await serveApps(undefined, env);
  } catch (error) {
    // A port already taken must not leave the API (or the mail sink) running behind a failed run.
    await api.stop();
    await stopMailSink();
    throw error;
  }
  return async () => {
    await site.stop();
    await api.stop();
    await stopMailSink();
    fs.rmSync(TEST_ENV.PGLITE_DIR, { recursive: true, force: true });
  };
}
