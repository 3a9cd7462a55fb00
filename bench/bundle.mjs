// npm run bench:bundle — the gzipped JavaScript a browser downloads before the first paint of /
// (and of /dashboard signed in), per file and per package, then what it downloads after that
// paint until the network is idle, plus each remote's remoteEntry.js and exposed chunks.
// The first paint is the moment the page's heading enters the document: a script counts for it
// when its request started before that moment. It serves the production builds (building them
// if missing) on its own ports, loads the pages in Debian's Chromium and gzips what was really
// downloaded.
/* global window, document, MutationObserver -- functions run inside the page */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { APP_NAMES, DEMO, REMOTE_APPS, distOf } from '../scripts/apps.mjs';
import { buildApps } from '../scripts/build-all.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { serveApps, startApi } from '../scripts/site.mjs';
import { signIn, siteEnv } from './support.mjs';

const BUDGET_SHARED_UI_KB = 40;
const env = siteEnv(3200);
const origin = `http://localhost:${env.PORT_SHELL}`;

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 6 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);

/** Package a bundled source belongs to, from its source-map path; `app` owns relative ./src paths. */
function packageOf(source, app) {
  const match = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (match) return match[1];
  const workspace = source.match(/(?:^|\/)(contracts|platform|shared-ui|shell|mfe-[a-z]+)\/src\//);
  if (workspace) return `(${workspace[1]})`;
  if (/(^|\/)\.?\/?src\//.test(source.replace(/^webpack:\/\/[^/]*\//, ''))) return `(${app})`;
  return '(bundler runtime)';
}

/** Splits a file's gzipped size over the packages in it, in proportion to their source size. */
function packagesIn(app, distFile, gzBytes) {
  const shares = {};
  const mapFile = `${distFile}.map`;
  if (!fs.existsSync(mapFile)) return { '(no source map)': gzBytes };
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const lengths = map.sources.map((source, i) => [packageOf(source, app), map.sourcesContent?.[i]?.length ?? 0]);
  const total = lengths.reduce((sum, [, length]) => sum + length, 0) || 1;
  for (const [pkg, length] of lengths) shares[pkg] = (shares[pkg] ?? 0) + (gzBytes * length) / total;
  return shares;
}

function distFileFor(url) {
  const { port, pathname } = new URL(url);
  const app = APP_NAMES.find((name) => env[`PORT_${name.replace(/-/g, '_').toUpperCase()}`] === port);
  return app ? { app, file: path.join(distOf(app), pathname) } : null;
}

/** In the page: when the first heading of the page's content entered the document. */
function recordFirstContent() {
  const seen = () => {
    if (window.__firstContentAt === undefined && document.querySelector('h1')) window.__firstContentAt = performance.now();
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
}

/**
 * The scripts a page downloaded, split at the moment its heading appeared: what the first paint
 * needed, and what came after it (deferred code such as toasts) until the network was idle.
 */
async function measure(browser, pathname, session) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The session is stored before the first script runs: an earlier visit would warm the cache.
  if (session) await page.addInitScript((value) => localStorage.setItem('auth-user', JSON.stringify(value)), session);
  await page.addInitScript(recordFirstContent);
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().then((body) => ({ url: response.url(), gz: gzipSize(body) }), () => null));
  });
  await page.goto(`${origin}${pathname}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const { firstContentAt, started } = await page.evaluate(() => ({
    firstContentAt: window.__firstContentAt,
    started: Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime])),
  }));
  await context.close();
  const files = (await Promise.all(bodies)).filter(Boolean);
  return {
    firstPaint: files.filter((file) => (started[file.url] ?? 0) <= firstContentAt),
    later: files.filter((file) => (started[file.url] ?? 0) > firstContentAt),
  };
}

/** From navigation to the admin dashboard's three charts, its tables and its slipping list on screen. */
async function dashboardReadyMs(browser, session) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  const page = await context.newPage();
  await page.addInitScript((value) => localStorage.setItem('auth-user', JSON.stringify(value)), session);
  const started = Date.now();
  await page.goto(`${origin}/dashboard/admin`);
  await page.getByRole('heading', { level: 1, name: 'Admin dashboard' }).waitFor();
  const heading = Date.now() - started;
  for (const title of ['Attendance per service, last 12 weeks', 'Progress levels this month', 'Follow-up statuses now']) {
    await page.getByRole('region', { name: title }).getByRole('img').waitFor();
  }
  await page.getByRole('table', { name: /^Retention of/ }).getByRole('row').nth(12).waitFor();
  await page.getByRole('table', { name: 'Slipping members' }).waitFor();
  const ms = Date.now() - started;
  await context.close();
  return `${ms} (its heading at ${heading})`;
}

function reportLater(files) {
  const total = files.reduce((sum, file) => sum + file.gz, 0);
  const names = files.map((file) => `${file.url.replace(/^http:\/\/localhost:/, ':')} ${kb(file.gz).trim()} KB`);
  console.log(`  after the first paint, until the network was idle: ${kb(total).trim()} KB in ${files.length} files${names.length ? ` (${names.join(', ')})` : ''}`);
}

function report(title, files) {
  const total = files.reduce((sum, file) => sum + file.gz, 0);
  console.log(`\n${title}: ${kb(total)} KB gzipped JS in ${files.length} files`);
  const packages = {};
  for (const file of files.sort((a, b) => b.gz - a.gz)) {
    const local = distFileFor(file.url);
    console.log(`  ${kb(file.gz)} KB  ${file.url.replace(/^http:\/\/localhost:/, ':')}${local ? `  [${local.app}]` : ''}`);
    const shares = local && fs.existsSync(local.file) ? packagesIn(local.app, local.file, file.gz) : { '(unknown)': file.gz };
    for (const [pkg, bytes] of Object.entries(shares)) packages[pkg] = (packages[pkg] ?? 0) + bytes;
  }
  const fromSharedUi = files.filter((file) => distFileFor(file.url)?.app === 'shared-ui').reduce((sum, file) => sum + file.gz, 0);
  console.log(`  from shared-ui (its remoteEntry.js, exposed chunks and the shared packages it provided): ${kb(fromSharedUi).trim()} KB (budget ${BUDGET_SHARED_UI_KB} KB)`);
  console.log('  per package (approx., split by source size within each file):');
  for (const [pkg, bytes] of Object.entries(packages).sort((a, b) => b[1] - a[1])) {
    if (bytes >= 100) console.log(`  ${kb(bytes)} KB  ${pkg}`);
  }
  return total;
}

function remoteSizes() {
  console.log('\nEach remote: remoteEntry.js + exposed chunks (gzipped)');
  for (const app of REMOTE_APPS) {
    const dist = distOf(app);
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    const entry = gzipSize(fs.readFileSync(path.join(dist, 'remoteEntry.js')));
    const exposes = manifest.exposes.map((expose) => {
      const bytes = expose.assets.js.sync.reduce((sum, file) => sum + gzipSize(fs.readFileSync(path.join(dist, file))), 0);
      return `${expose.path} ${kb(bytes).trim()} KB`;
    });
    console.log(`  ${app.padEnd(11)} remoteEntry.js ${kb(entry).trim()} KB; ${exposes.join('; ')}`);
  }
}

/** The shell's fallback copy of shared-ui (decision 0016): its size, and that / did not load it. */
function sharedUiFallbackSizes(homeFiles) {
  const dist = distOf('shell');
  const files = fs.readdirSync(dist).filter((file) => /^shared-ui-fallback.*\.js$/.test(file));
  const sizes = files.map((file) => [file, gzipSize(fs.readFileSync(path.join(dist, file)))]);
  const total = sizes.reduce((sum, [, bytes]) => sum + bytes, 0);
  const loaded = [...homeFiles.firstPaint, ...homeFiles.later].filter((file) => /\/shared-ui-fallback[.-]/.test(file.url));
  console.log(`\nThe shell's copy of shared-ui, loaded only when shared-ui cannot be reached: ${kb(total).trim()} KB gzipped (${sizes.map(([file, bytes]) => `${file} ${kb(bytes).trim()} KB`).join('; ')})`);
  console.log(`  loaded by / with shared-ui up: ${loaded.length ? `YES (${loaded.map((file) => file.url).join(', ')})` : 'nothing'}`);
}

const missing = APP_NAMES.filter((app) => !fs.existsSync(path.join(distOf(app), 'mf-manifest.json')));
if (missing.length) await buildApps(missing);

const api = await startApi(env, { stdio: 'ignore' });
const site = await serveApps(APP_NAMES, env);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const homeFiles = await measure(browser, '/');
  report('First paint of /', homeFiles.firstPaint);
  reportLater(homeFiles.later);
  const dashboardFiles = await measure(browser, '/dashboard', await signIn(env.API_PORT, DEMO.accounts.member));
  report('First paint of /dashboard (signed in as the member)', dashboardFiles.firstPaint);
  reportLater(dashboardFiles.later);
  // The admin's dashboard: Chart.js comes after the first paint, with the first chart.
  const admin = await signIn(env.API_PORT, DEMO.accounts.admin);
  const adminFiles = await measure(browser, '/dashboard/admin', admin);
  report('First paint of /dashboard/admin (signed in as the admin)', adminFiles.firstPaint);
  reportLater(adminFiles.later);
  console.log(`  every chart and table drawn ${await dashboardReadyMs(browser, admin)} ms after navigation (desktop window, loopback, demo data)`);
  remoteSizes();
  sharedUiFallbackSizes(homeFiles);
  // The first paint's budget is what a visitor feels (npm run bench:pages), not a byte count for /.
  console.log('\nBudgets for the first paint: npm run bench:pages (Lighthouse); these bytes are printed to explain its figures.');
} finally {
  await browser.close();
  await site.stop();
  await api.stop();
  fs.rmSync(env.PGLITE_DIR, { recursive: true, force: true });
}
