// npm run bench:check-in-display — the admin's check-in display left open for three hours of a
// simulated clock, without a reload: the JS heap after a forced garbage collection every simulated
// 15 minutes, the document's element count, and how many codes were asked for and shown.
// It serves the production builds (building them if missing) on its own ports with a fresh
// embedded database, signs in as the admin in Debian's Chromium and installs Playwright's clock
// before the page loads. The door's code is answered from the simulated clock (a new code every
// slot, as the API does on a real one), so the display rotates as it would at church; every other
// request goes to the real API. CHECK_IN_BENCH_HOURS and CHECK_IN_BENCH_STEP_MS change the run.
/* global document -- functions run inside the page */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { APP_NAMES, DEMO, distOf } from '../scripts/apps.mjs';
import { buildApps } from '../scripts/build-all.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, requireChromium } from '../scripts/chromium.mjs';
import { serveApps, startApi } from '../scripts/site.mjs';
import { signIn, siteEnv } from './support.mjs';

const HOURS = Number(process.env.CHECK_IN_BENCH_HOURS || 3);
// The page's clock moves in steps this long: each step runs the timers due in it, then the real
// network answers what they asked before the next step.
const STEP_MS = Number(process.env.CHECK_IN_BENCH_STEP_MS || 2_000);
const SAMPLE_EVERY_MS = 15 * 60_000;
// The API's default slot (CHECK_IN_SLOT_SECONDS in contracts/src/check-in.ts, CHECK_IN_CODE_SECONDS unset).
const SLOT_MS = 45_000;

const env = siteEnv(3300);
const origin = `http://localhost:${env.PORT_SHELL}`;
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(2);

/** The code for the slot holding `now`, shaped as GET /api/check-in/code answers it. */
function codeAt(now) {
  const slot = Math.floor(now / SLOT_MS);
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let n = slot;
  let code = '';
  for (let i = 0; i < 6; i += 1) {
    code += alphabet[n % alphabet.length];
    n = Math.floor(n / alphabet.length);
  }
  const day = new Date(now).toISOString().slice(0, 10);
  return {
    occurrence: { service_id: 1, date: day, name: 'Sunday Service', starts_at: new Date(now - 30 * 60_000).toISOString() },
    code,
    url: `${origin}/check-in?code=${code}`,
    expires_at: new Date((slot + 1) * SLOT_MS).toISOString(),
  };
}

requireChromium('bench:check-in-display');
const missing = APP_NAMES.filter((app) => !fs.existsSync(path.join(distOf(app), 'mf-manifest.json')));
if (missing.length) await buildApps(missing);

const api = await startApi(env, { stdio: 'ignore' });
const site = await serveApps(APP_NAMES, env);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc'] });
try {
  const session = await signIn(env.API_PORT, DEMO.accounts.admin);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript((value) => localStorage.setItem('auth-user', JSON.stringify(value)), session);

  const start = Date.now();
  let simulated = 0;
  let codeRequests = 0;
  // Answered for the page's own clock (it also moves with real time between the steps).
  await page.route('**/api/check-in/code', async (route) => {
    codeRequests += 1;
    const now = await page.evaluate(() => Date.now());
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(codeAt(now)) });
  });
  await page.clock.install({ time: start });
  await page.goto(`${origin}/dashboard/admin/check-in`);
  await page.getByTestId('check-in-code').waitFor();
  await page.getByRole('heading', { name: 'Welcome stations' }).waitFor();

  const cdp = await context.newCDPSession(page);
  const sample = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    const code = await page.getByTestId('check-in-code').textContent();
    return { minutes: Math.round(simulated / 60_000), heap: usedSize, elements, code, requests: codeRequests };
  };

  const series = [await sample()];
  const codesShown = new Set([series[0].code]);
  const total = HOURS * 3_600_000;
  const wallStart = Date.now();
  while (simulated < total) {
    await page.clock.runFor(STEP_MS);
    simulated += STEP_MS;
    // The step's refresh, if one was due, is answered before the clock moves on.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    codesShown.add(await page.getByTestId('check-in-code').textContent());
    if (simulated % SAMPLE_EVERY_MS === 0) series.push(await sample());
  }
  const wallSeconds = ((Date.now() - wallStart) / 1000).toFixed(0);

  console.log(`Check-in display, ${HOURS} h on a simulated clock in ${STEP_MS / 1000} s steps (${wallSeconds} s of real time), no reload`);
  console.log('  minute   JS heap after GC (MB)   elements   code requests   code shown');
  for (const row of series) {
    console.log(`  ${String(row.minutes).padStart(6)}   ${mb(row.heap).padStart(21)}   ${String(row.elements).padStart(8)}   ${String(row.requests).padStart(13)}   ${row.code}`);
  }
  const first = series[0];
  const last = series.at(-1);
  // After its first quarter hour the page has loaded everything it will: growth is measured from there.
  const settled = series[1] ?? first;
  const peak = Math.max(...series.map((row) => row.heap));
  console.log(`\n  heap: ${mb(first.heap)} MB at the start, ${mb(settled.heap)} MB after 15 minutes, ${mb(last.heap)} MB at the end, peak ${mb(peak)} MB`);
  console.log(`  growth from minute 15 to the end: ${((last.heap - settled.heap) / 1024).toFixed(1)} KB (${(((last.heap - settled.heap) / settled.heap) * 100).toFixed(1)} %)`);
  // The trend, less sensitive to one sample than the two ends: least squares over minute 15 onwards.
  const after = series.slice(1);
  const meanX = after.reduce((sum, row) => sum + row.minutes, 0) / after.length;
  const meanY = after.reduce((sum, row) => sum + row.heap, 0) / after.length;
  const slope = after.reduce((sum, row) => sum + (row.minutes - meanX) * (row.heap - meanY), 0) / after.reduce((sum, row) => sum + (row.minutes - meanX) ** 2, 0);
  console.log(`  trend from minute 15: ${((slope * 60) / 1024).toFixed(1)} KB per hour; median ${mb([...after].sort((a, b) => a.heap - b.heap)[after.length >> 1].heap)} MB`);
  console.log(`  elements: ${first.elements} at the start, ${last.elements} at the end`);
  console.log(`  resource timing entries kept by the browser: ${await page.evaluate(() => performance.getEntriesByType('resource').length)}`);
  console.log(`  codes: ${codeRequests} requests for ${Math.ceil(total / SLOT_MS)} slots; ${codesShown.size} different codes seen on screen`);
  await context.close();
} finally {
  await browser.close();
  await site.stop();
  await api.stop();
  fs.rmSync(env.PGLITE_DIR, { recursive: true, force: true });
}
