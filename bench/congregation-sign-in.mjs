// A congregation behind one address (npm run bench:congregation): after a service, hundreds of
// members sign in from the church's Wi-Fi, which the site sees as one address. Seeds the church
// scale (10,000 members) into a fresh PostgreSQL database next to DATABASE_URL, starts the API as
// in production (default rate limits) behind the shell's /api proxy, and signs in BENCH_PEOPLE
// different accounts (default 500) from 127.0.0.1, arriving at random moments over
// BENCH_WINDOW_SECONDS (default 150: twice as fast as the five minutes a church needs). Meanwhile
// one account is guessed at from the same address: after five wrong guesses it waits (1, 2, 4, …
// minutes, one guess checked after each wait), and the right password sent while it waits is refused. Prints the answers and the sign-in latency.
// BENCH_SEEDED=1 uses DATABASE_URL as it is (already seeded with --scale church).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveApp } from '../scripts/serve-static.mjs';
import { demo, root, sleep, startApi, tsx, withFreshDatabase } from './support.mjs';

const people = Number(process.env.BENCH_PEOPLE ?? 500);
const windowMs = Number(process.env.BENCH_WINDOW_SECONDS ?? 150) * 1000;
const guesses = 20;

function seed(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['src/db/seed-cli.ts', '--scale', 'church'], { cwd: path.join(root, 'api'), env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed exited with ${code}`))));
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function signIn(base, email, password) {
  const started = performance.now();
  const response = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

async function run(databaseUrl) {
  // The shell's proxy needs a page to serve; the bench only uses its /api.
  const shellDir = mkdtempSync(path.join(tmpdir(), 'church-bench-shell-'));
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>bench</title>');
  // As `npm start` runs it: production limits, the shell's loopback proxy believed.
  const api = await startApi({ DATABASE_URL: databaseUrl, NODE_ENV: 'production', SMTP_URL: process.env.SMTP_URL || 'smtp://127.0.0.1:9', LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1,::1' });
  const shell = await serveApp({ dir: shellDir, port: 0, registry: { apiBaseUrl: '/api', remotes: {} }, apiTarget: api.base });
  const base = `http://127.0.0.1:${shell.server.address().port}`;
  try {
    const started = Date.now();
    const arrivals = Array.from({ length: people }, (_, i) => ({ email: `member${i + 1}@church.example`, at: Math.random() * windowMs })).sort((a, b) => a.at - b.at);
    const congregation = Promise.all(arrivals.map(async ({ email, at }) => {
      await sleep(at);
      return signIn(base, email, demo.password);
    }));
    // The guesser: one account, a wrong password every few seconds, then the right one.
    const guessed = [];
    for (let i = 0; i < guesses; i++) {
      guessed.push((await signIn(base, 'member9999@church.example', `not-the-password-${i}`)).status);
      await sleep(windowMs / (guesses + 2));
    }
    const rightPassword = (await signIn(base, 'member9999@church.example', demo.password)).status;
    const answers = await congregation;
    const seconds = (Date.now() - started) / 1000;
    const ok = answers.filter((a) => a.status === 200);
    const latencies = ok.map((a) => a.ms).sort((a, b) => a - b);
    const byStatus = answers.reduce((counts, a) => ({ ...counts, [a.status]: (counts[a.status] ?? 0) + 1 }), {});
    console.log(`\nCongregation behind one address: ${people} accounts signing in over ${(windowMs / 1000).toFixed(0)} s, through the shell's /api proxy, PostgreSQL`);
    console.table([{
      'signed in': ok.length,
      'refused': people - ok.length,
      'answers': JSON.stringify(byStatus),
      'p50 ms': Math.round(percentile(latencies, 50)),
      'p99 ms': Math.round(percentile(latencies, 99)),
      'all within s': seconds.toFixed(0),
    }]);
    console.log(`The guessed account: ${guesses} wrong guesses answered ${guessed.join(' ')}; then the right password: ${rightPassword}`);
    // Five guesses, then one more each time a wait (1, 2, 4, … minutes) has ended.
    const checked = guessed.filter((s) => s === 401).length;
    const allowed = 5 + Math.floor(Math.log2(seconds / 60 + 1));
    console.log(`Guesses checked: ${checked} (at most ${allowed} in ${seconds.toFixed(0)} s: five, then one after each ended wait)`);
    const guessingStopped = guessed.slice(0, 5).every((s) => s === 401) && guessed[5] === 429 && checked <= allowed && rightPassword === 429;
    console.log(ok.length === people && guessingStopped ? 'PASS: everyone signed in, the guessing stopped at five.' : 'FAIL');
    if (ok.length !== people || !guessingStopped) process.exitCode = 1;
  } finally {
    await shell.close();
    await api.stop();
    rmSync(shellDir, { recursive: true, force: true });
  }
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to a PostgreSQL server (the figures are PostgreSQL\'s at church scale).');
  if (process.env.BENCH_SEEDED === '1') return run(process.env.DATABASE_URL);
  await withFreshDatabase(process.env.DATABASE_URL, async (url) => {
    await seed({ DATABASE_URL: url });
    await run(url);
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
