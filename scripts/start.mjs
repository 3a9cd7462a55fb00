// npm start: build every app for production, start the API on the embedded database and serve
// each app from its own port. `--only <app>` serves one remote standalone (with shared-ui and the API).
// `--no-build` reuses existing builds.
import { APP_NAMES, DEMO, apiPort, portOf } from './apps.mjs';
import { buildApps } from './build-all.mjs';
import { serveApps, startApi } from './site.mjs';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
if (only && !APP_NAMES.includes(only)) {
  console.error(`Unknown app ${only}; one of ${APP_NAMES.join(', ')}`);
  process.exit(1);
}
const apps = only ? [...new Set([only, 'shared-ui'])] : APP_NAMES;

if (!args.includes('--no-build')) {
  console.log(`Building ${apps.join(', ')} for production…`);
  await buildApps(apps);
}
// The OpenAPI docs at /api/docs are for developers; a production server leaves API_DOCS unset.
const api = await startApi({ API_DOCS: '1', ...process.env });
const site = await serveApps(apps);

const entry = only ?? 'shell';
console.log(`
  Site:     http://localhost:${portOf(entry)}${only ? `  (${only} standalone)` : ''}
  API:      http://localhost:${apiPort()}/api  (docs at /api/docs unless API_DOCS=0)
  Apps:     ${apps.map((app) => `${app} ${portOf(app)}`).join(', ')}
  Sign in:  ${Object.values(DEMO.accounts).join(', ')}; password ${DEMO.password}
  Ctrl-C stops everything.
`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([site.stop(), api.stop()]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
