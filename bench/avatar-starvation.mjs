// Avatar decoding against sign-ins (npm run bench:avatar): starts the API on loopback (embedded
// database; DATABASE_URL for PostgreSQL, in a fresh database created beside it and dropped after),
// then measures one account's sign-in latency, one sign-in at a time, while nothing else runs and
// while another signed-in account uploads pictures from eight connections in a loop: a 6000×6000
// GIF (25 KB, costly to decode), then a 5000×5000 progressive JPEG (a picture still accepted
// whole, so it shows the decoding queue). Decoding shares libuv's threads with argon2.
// Env: BENCH_SIGNINS sign-ins per run (default 100), BENCH_RUN_SECONDS at most per run (default
// 60), BENCH_UPLOADERS (default 8). The per-account upload limit is raised for the bench
// (RATE_LIMIT_AVATAR_UPLOADS), so the decoding itself is measured, not the limit's 429s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { demo, sleep, startApi, withFreshDatabase } from './support.mjs';

const SIGNINS = Number(process.env.BENCH_SIGNINS ?? 100);
const RUN_MS = Number(process.env.BENCH_RUN_SECONDS ?? 60) * 1000;
const UPLOADERS = Number(process.env.BENCH_UPLOADERS ?? 8);

async function post(url, body, token, method = 'POST') {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json().catch(() => null) };
}

async function signIn(base, email) {
  const res = await post(`${base}/api/login`, { email, password: demo.password });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return res.json.data.token;
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);

/** Sign-ins of the leader, one at a time, at most SIGNINS of them and for at most RUN_MS. */
async function measureSignIns(base) {
  const times = [];
  const deadline = Date.now() + RUN_MS;
  while (times.length < SIGNINS && Date.now() < deadline) {
    const started = performance.now();
    await signIn(base, demo.accounts.leader);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { count: times.length, p50: percentile(times, 50), p99: percentile(times, 99), max: times.at(-1) };
}

/** UPLOADERS loops of PUT /api/me/avatar by one account until `stop()`; answers counted by status. */
function uploadLoops(base, token, dataUrl) {
  let running = true;
  const statuses = {};
  const times = [];
  const loops = Array.from({ length: UPLOADERS }, async () => {
    while (running) {
      const started = performance.now();
      const res = await post(`${base}/api/me/avatar`, { avatar: dataUrl }, token, 'PUT');
      times.push(performance.now() - started);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      times.sort((a, b) => a - b);
      return { statuses, p50: percentile(times, 50) };
    },
  };
}

const round = (ms) => (ms === null ? null : Math.round(ms));

async function benchTarget(name, env) {
  const gif = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: { r: 200, g: 80, b: 40 } } }).gif().toBuffer();
  const jpeg = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: { r: 40, g: 80, b: 200 } } }).jpeg({ progressive: true }).toBuffer();
  const pictures = [
    [`6000×6000 GIF (${Math.round(gif.length / 1024)} KB)`, `data:image/gif;base64,${gif.toString('base64')}`],
    [`5000×5000 progressive JPEG (${Math.round(jpeg.length / 1024)} KB)`, `data:image/jpeg;base64,${jpeg.toString('base64')}`],
  ];
  // Development mode seeds the demo accounts (with the production password hashing).
  const api = await startApi({ ...env, NODE_ENV: 'development', LOG_LEVEL: 'warn', RATE_LIMIT_LOGIN: '100000', RATE_LIMIT_AVATAR_UPLOADS: '100000' });
  try {
    const uploader = await signIn(api.base, demo.accounts.member);
    for (let i = 0; i < 10; i += 1) await signIn(api.base, demo.accounts.leader); // warm-up, not counted
    const rows = [];
    const quiet = await measureSignIns(api.base);
    rows.push({ run: `${name}: sign-ins, no uploads`, 'sign-ins': quiet.count, 'p50 ms': round(quiet.p50), 'p99 ms': round(quiet.p99), 'max ms': round(quiet.max), uploads: '', 'upload p50 ms': null });
    for (const [label, dataUrl] of pictures) {
      const loops = uploadLoops(api.base, uploader, dataUrl);
      await sleep(500); // the uploads are under way
      const busy = await measureSignIns(api.base);
      const uploads = await loops.stop();
      rows.push({
        run: `${name}: sign-ins, ${UPLOADERS} uploaders of a ${label}`,
        'sign-ins': busy.count, 'p50 ms': round(busy.p50), 'p99 ms': round(busy.p99), 'max ms': round(busy.max),
        uploads: Object.entries(uploads.statuses).map(([status, n]) => `${n}×${status}`).join(' '), 'upload p50 ms': round(uploads.p50),
      });
    }
    return rows;
  } finally {
    await api.stop();
  }
}

async function main() {
  let rows;
  if (process.env.DATABASE_URL) {
    rows = await withFreshDatabase(process.env.DATABASE_URL, (url) => benchTarget('PostgreSQL', { DATABASE_URL: url }));
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'church-bench-'));
    try {
      rows = await benchTarget('PGlite', { PGLITE_DIR: dir, DATABASE_URL: '' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(`\nAvatar decoding against sign-ins: up to ${SIGNINS} sign-ins or ${RUN_MS / 1000} s per run, loopback`);
  console.table(rows);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
