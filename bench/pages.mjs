// npm run bench:pages — what a visitor feels: Lighthouse (the npm package, Debian's Chromium), three
// runs per page, mobile and desktop presets, printing the median score, FCP, LCP, TBT and CLS.
// Public pages signed out; /dashboard (the member) and /dashboard/admin (the admin) signed in.
// Also per page: the sequential round trips before the LCP element was painted (the longest chain
// of requests, each started by the one before it, among those finished by then) and the gzipped
// JavaScript downloaded before that moment. It serves the production builds (building them if
// missing) on its own ports, on the embedded database. BENCH_PAGES=/,/login narrows the pages;
// BENCH_RUNS=1 for a quick look, BENCH_PRESETS=mobile for one preset.
// The returning member ('/dashboard repeat', mobile): the page visited twice before the measured
// load, so the service worker controls it and keeps its files; storage and caches are kept
// (Lighthouse's disableStorageReset), throttled by DevTools (see runOnce). BENCH_REPEAT=0 leaves it out.
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { APP_NAMES, DEMO, distOf } from '../scripts/apps.mjs';
import { buildApps } from '../scripts/build-all.mjs';
import { serveApps, startApi } from '../scripts/site.mjs';
import { signIn, siteEnv } from './support.mjs';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.mjs';

const chromiumPath = requireChromium('npm run bench:pages');
const RUNS = Number(process.env.BENCH_RUNS || 3);
const PUBLIC_PAGES = ['/', '/forms', '/welcome', '/login'];
const SIGNED_IN_PAGES = { '/dashboard': DEMO.accounts.member, '/dashboard/admin': DEMO.accounts.admin };
const TARGETS = {
  public: { mobile: 95, desktop: 99, lcpMs: 1800, tbtMs: 150 },
  signedIn: { mobile: 90, desktop: 98 },
  repeat: { mobile: 90, lcpMs: 1000 },
};
const REPEAT_PAGES = process.env.BENCH_REPEAT === '0' ? {} : { '/dashboard': DEMO.accounts.member };
const only = process.env.BENCH_PAGES?.split(',');
const presets = process.env.BENCH_PRESETS?.split(',') ?? ['mobile', 'desktop'];
const wanted = (page) => !only || only.includes(page);

const env = siteEnv(3300);
const origin = `http://localhost:${env.PORT_SHELL}`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The longest chain of requests, each started by one before it (the HTML's parser, a script's
 * call stack), among those finished before `untilTs`; and the JS bytes (as sent) they brought.
 */
function chainBefore(devtoolsLog, untilTs) {
  const byId = new Map();
  const depthOfUrl = new Map();
  for (const { method, params } of devtoolsLog) {
    if (method === 'Network.requestWillBeSent' && !byId.has(params.requestId)) {
      const initiator = params.initiator ?? {};
      const frames = [];
      for (let stack = initiator.stack; stack; stack = stack.parent) frames.push(...(stack.callFrames ?? []));
      const parents = [initiator.url, ...frames.map((frame) => frame.url)].filter(Boolean);
      const depth = 1 + Math.max(0, ...parents.map((url) => depthOfUrl.get(url) ?? 0));
      byId.set(params.requestId, { url: params.request.url, depth, type: params.type });
      if (!depthOfUrl.has(params.request.url)) depthOfUrl.set(params.request.url, depth);
    } else if (method === 'Network.responseReceived' && byId.has(params.requestId)) {
      byId.get(params.requestId).type = params.type;
    } else if (method === 'Network.loadingFinished' && byId.has(params.requestId)) {
      Object.assign(byId.get(params.requestId), { endTs: params.timestamp, bytes: params.encodedDataLength });
    }
  }
  const done = [...byId.values()].filter((request) => request.endTs !== undefined && request.endTs <= untilTs);
  return {
    roundTrips: Math.max(0, ...done.map((request) => request.depth)),
    jsKb: done.filter((request) => request.type === 'Script').reduce((sum, request) => sum + request.bytes, 0) / 1024,
  };
}

/** A returning visitor: two visits, the first installing the worker, the second through it. */
async function visitTwice(page, url) {
  await page.goto(url, { waitUntil: 'networkidle0' });
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, { timeout: 20_000 });
  await page.goto(url, { waitUntil: 'networkidle0' });
}

async function runOnce(browser, url, preset, account, { repeat = false } = {}) {
  // Each run in a fresh profile: no worker or cache of an earlier run.
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    // Signed in as the app does it: the session the login answered, stored before any script runs.
    if (account) {
      const session = await signIn(env.API_PORT, account);
      await page.evaluateOnNewDocument((value) => localStorage.setItem('auth-user', JSON.stringify(value)), session);
    }
    if (repeat) await visitTwice(page, url);
    // A repeat visit is throttled by DevTools (the mobile preset's network and CPU, applied):
    // Lighthouse's simulation models every request as the network's, even one the worker answered
    // from the device's cache, and so cannot see what a returning visitor gets.
    const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(repeat && { disableStorageReset: true, throttlingMethod: 'devtools' }) };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined, page);
    const { audits } = result.lhr;
    const observed = audits.metrics.details.items[0];
    // Trace timestamps are in microseconds on the same clock as the network log's seconds.
    const lcpTs = observed.observedLargestContentfulPaintTs / 1e6;
    const log = result.artifacts.DevtoolsLog ?? result.artifacts.devtoolsLogs?.defaultPass ?? [];
    return {
      score: Math.round(result.lhr.categories.performance.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      ...chainBefore(log, lcpTs),
    };
  } finally {
    await context.close();
  }
}

function row(page, preset, runs, target) {
  const pick = (key) => median(runs.map((run) => run[key]));
  const score = pick('score');
  const checks = [score >= target[preset]];
  if (target.lcpMs && preset === 'mobile') checks.push(pick('lcp') <= target.lcpMs);
  if (target.tbtMs && preset === 'mobile') checks.push(pick('tbt') <= target.tbtMs, pick('cls') === 0);
  const cells = [
    page.padEnd(17),
    preset.padEnd(8),
    String(score).padStart(5),
    `${(pick('fcp') / 1000).toFixed(2)} s`.padStart(8),
    `${(pick('lcp') / 1000).toFixed(2)} s`.padStart(8),
    `${Math.round(pick('tbt'))} ms`.padStart(8),
    pick('cls').toFixed(3).padStart(6),
    String(pick('roundTrips')).padStart(7),
    pick('jsKb').toFixed(1).padStart(9),
    `${checks.every(Boolean) ? 'met' : 'NOT met'} (${target[preset]}${target.lcpMs && preset === 'mobile' ? `, LCP ≤ ${target.lcpMs / 1000} s` : ''}${target.tbtMs && preset === 'mobile' ? `, TBT ≤ ${target.tbtMs} ms, CLS 0` : ''})`,
  ];
  console.log(cells.join(' '));
}

const missing = APP_NAMES.filter((app) => !fs.existsSync(path.join(distOf(app), 'mf-manifest.json')));
if (missing.length) await buildApps(missing);
const api = await startApi(env, { stdio: 'ignore' });
const site = await serveApps(APP_NAMES, env);
const browser = await puppeteer.launch({
  executablePath: chromiumPath,
  headless: true,
  args: CHROMIUM_ARGS,
});
try {
  console.log(`Lighthouse ${RUNS} run(s) per page and preset, medians. Round trips and JS (KB as sent, gzipped) before the LCP element painted.`);
  console.log('page              preset   score      FCP      LCP      TBT    CLS  trips  JS KB    target');
  const pages = [...PUBLIC_PAGES.map((page) => [page, null, TARGETS.public]), ...Object.entries(SIGNED_IN_PAGES).map(([page, account]) => [page, account, TARGETS.signedIn])];
  for (const [page, account, target] of pages.filter(([page]) => wanted(page))) {
    for (const preset of presets) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await runOnce(browser, `${origin}${page}`, preset, account));
      row(page, preset, runs, target);
    }
  }
  for (const [page, account] of Object.entries(REPEAT_PAGES).filter(([page]) => wanted(page) && presets.includes('mobile'))) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await runOnce(browser, `${origin}${page}`, 'mobile', account, { repeat: true }));
    row(`${page} repeat`, 'mobile', runs, TARGETS.repeat);
  }
} finally {
  await browser.close();
  await site.stop();
  await api.stop();
  fs.rmSync(env.PGLITE_DIR, { recursive: true, force: true });
}
