// API benchmark (npm run bench:api): seeds the church scale (10,000 members, two years of
// attendance) into a fresh database, starts the API on loopback, signs in and runs autocannon
// against GET /api/me, the GET /api/members list and its search (a full name, a phone), the
// member's monthly attendance summary, the admin's month of attendance (per occurrence, the
// list, the CSV), the admin's first-timers (a filtered list, the monthly analytics), and the
// largest unit's roster and absent members (also with 3,000 absences in the church), the member's
// year, and every unit with this month's attendance, and a
// welcome-team station's people search as typed (a slip, a name and its start, a phone), and the
// admin's overview after one account's 3,000 absence attempts. PGlite always; PostgreSQL as well when
// DATABASE_URL is set (a fresh database is created next to the given one and dropped after).
// Env: BENCH_DURATION seconds per run (default 10; BENCH_WARMUP before it, default 2), BENCH_CONNECTIONS (default 10), BENCH_PGLITE=0
// to measure PostgreSQL only (the budgets are PostgreSQL's; PGlite's church-scale seed takes minutes),
// BENCH_SEEDED=1 to measure DATABASE_URL as it is (already seeded with --scale church; nothing is
// created or dropped), BENCH_ONLY=<regex> to run only the runs whose label matches.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { demo, root, startApi, tsx, withFreshDatabase } from './support.mjs';
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

function run(command, args, env, label) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: path.join(root, 'api'), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => process.stdout.write(`  [${label}] ${d}`));
    child.stderr.on('data', (d) => process.stderr.write(`  [${label}] ${d}`));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${label} exited with ${code}`))));
  });
}

// Production mode refuses to start without SMTP_URL (decision 0014); the bench sends no mail, so a
// transport that is never opened will do.
const startBenchApi = (env) =>
  // No scheduled jobs: they would write reminders into the measured database.
  startApi({ SMTP_URL: process.env.SMTP_URL || 'smtp://127.0.0.1:9', ...env, NODE_ENV: 'production', LOG_LEVEL: 'warn', RATE_LIMIT_LOGIN: '1000', RATE_LIMIT_STATION_SEARCHES: '1000000', JOBS: '0' });

async function login(base, email = demo.accounts.admin) {
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: demo.password }) });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return (await res.json()).data.token;
}

// The church's month (Africa/Lagos unless CHURCH_TIMEZONE says otherwise) as a query string.
function churchMonth(offset = 0) {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: process.env.CHURCH_TIMEZONE || 'Africa/Lagos', year: 'numeric', month: '2-digit' }).formatToParts(new Date());
  const index = Number(parts.find((p) => p.type === 'year').value) * 12 + Number(parts.find((p) => p.type === 'month').value) - 1 + offset;
  return `month=${(index % 12) + 1}&year=${Math.floor(index / 12)}`;
}
const thisChurchMonth = () => churchMonth(0);
// A whole month of records (this month is still filling up).
const previousChurchMonth = () => churchMonth(-1);

const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;

// Each run is measured after the same load for BENCH_WARMUP seconds (default 2), not counted: the
// budgets are a running server's, not its first seconds' (compiling the route's code, the pool's
// connections opening). The cold start has its own rows (the analytics' first requests).
const warmup = Number(process.env.BENCH_WARMUP ?? 2);

async function measure(label, url, token, { overallRate, connections: clients = connections, scheme = 'Bearer' } = {}) {
  if (only && !only.test(label)) return null;
  const load = { url, connections: clients, headers: { authorization: `${scheme} ${token}` }, ...(overallRate ? { overallRate } : {}) };
  if (warmup > 0) await autocannon({ ...load, duration: warmup });
  const result = await autocannon({ ...load, duration });
  return {
    run: label,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

// `count` notifications for one person (a third unread, an hour apart), written straight into
// PostgreSQL for the run and deleted after it.
async function withNotifications(databaseUrl, email, count, work) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const prefix = `bench:${process.pid}:`;
  try {
    await client.query(
      `insert into notifications (user_id, kind, subject, day, title, body, link, mail_status, read_at, created_at)
       select u.id, 'follow_up_due', $2 || n, current_date - n / 24, 'A follow-up is due ' || n, 'Call them today.', '/dashboard/first-timers/1', 'none',
              case when n % 3 = 0 then null else now() end, now() - make_interval(hours => n)
       from users u, generate_series(1, $3) n where u.email = $1`,
      [email, prefix, count],
    );
    return await work();
  } finally {
    await client.query('delete from notifications where subject like $1', [`${prefix}%`]);
    await client.end();
  }
}

// 3,000 announced absences across the church (a week each, spread over the last 16 weeks and the
// next 4, one person in three), written straight into PostgreSQL for the run and deleted after it.
async function withChurchAbsences(databaseUrl, work) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `insert into absences (user_id, from_on, to_on, reason)
       select u.id, current_date - 112 + ((n * 7) % 140)::int, current_date - 106 + ((n * 7) % 140)::int, 'travel'
       from (select id, row_number() over (order by id) as n from users where id % 3 = 0 limit 3000) u(id, n) returning id`,
    );
    try {
      return await work();
    } finally {
      await client.query('delete from absences where id = any($1)', [rows.map((r) => r.id)]);
    }
  } finally {
    await client.end();
  }
}

async function benchTarget(name, env, { seed = true } = {}) {
  if (seed) {
    console.log(`\n== ${name}: seeding church scale ==`);
    const started = Date.now();
    await run(tsx, ['src/db/seed-cli.ts', '--scale', 'church'], env, 'seed');
    console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const api = await startBenchApi(env);
  try {
    const token = await login(api.base);
    // Unmeasured warm-up: JIT, connection pool and database caches.
    await autocannon({ url: `${api.base}/api/me`, connections, duration: 3, headers: { authorization: `Bearer ${token}` } });
    await autocannon({ url: `${api.base}/api/members?per_page=20`, connections, duration: 2, headers: { authorization: `Bearer ${token}` } });
    const rows = [];
    rows.push(await measure(`${name} GET /api/me @1000 req/s`, `${api.base}/api/me`, token, { overallRate: 1000 }));
    rows.push(await measure(`${name} GET /api/me max`, `${api.base}/api/me`, token));
    rows.push(await measure(`${name} GET /api/members?per_page=20 max`, `${api.base}/api/members?per_page=20`, token));
    // Directory search over 10,000 people: a full name, and a phone typed the national way.
    rows.push(await measure(`${name} GET /api/members?search=Grace+Bello max`, `${api.base}/api/members?search=Grace%20Bello&per_page=20`, token));
    rows.push(await measure(`${name} GET /api/members?search=0900+000+1234 max`, `${api.base}/api/members?search=0900%20000%201234&per_page=20`, token));
    // Attendance: the member's month (budget p99 <= 25 ms at 200 req/s) and the
    // admin's month of 10,000 people (budget p99 <= 250 ms), this month in the church's calendar.
    const member = await login(api.base, demo.accounts.member);
    const month = thisChurchMonth();
    rows.push(await measure(`${name} GET /api/attendance/summary (member) @200 req/s`, `${api.base}/api/attendance/summary?${month}`, member, { overallRate: 200 }));
    // The member's year: the twelve months up to this one (their page's chart).
    rows.push(await measure(`${name} GET /api/attendance/history (member, a year) 1 connection`, `${api.base}/api/attendance/history`, member, { connections: 1 }));
    rows.push(await measure(`${name} GET /api/attendance/history (member, a year) max`, `${api.base}/api/attendance/history`, member));
    rows.push(await measure(`${name} GET /api/attendance/by-occurrence (admin) max`, `${api.base}/api/attendance/by-occurrence?${month}`, token));
    rows.push(await measure(`${name} GET /api/attendance?per_page=20 (admin) max`, `${api.base}/api/attendance?${month}&per_page=20`, token));
    // A month's CSV (about 85,000 rows, 5 MB) is one admin's download, not ten at once.
    rows.push(await measure(`${name} GET /api/attendance/export.csv (admin, one month) 1 connection`, `${api.base}/api/attendance/export.csv?${previousChurchMonth()}`, token, { connections: 1 }));
    // The notification centre's list (budget p99 <= 50 ms): a person with 500 notifications,
    // the bell's first page. PostgreSQL only (PGlite's database belongs to the running API).
    const bell = `${name} GET /api/notifications (member, 500 notifications)`;
    if (env.DATABASE_URL && (!only || only.test(bell))) {
      await withNotifications(env.DATABASE_URL, demo.accounts.member, 500, async () => {
        rows.push(await measure(`${bell} 1 connection`, `${api.base}/api/notifications?per_page=20`, member, { connections: 1 }));
        rows.push(await measure(`${bell} max`, `${api.base}/api/notifications?per_page=20`, member));
      });
    }
    // First-timers (budget p99 <= 150 ms): 3,000 over two years, filtered as an admin
    // works through them, and the monthly follow-up analytics of this year.
    const year = thisChurchMonth().split('year=')[1];
    rows.push(await measure(`${name} GET /api/first-timers?status=Contacted&visits=2 (admin) max`, `${api.base}/api/first-timers?status=Contacted&visits=2&per_page=20`, token));
    rows.push(await measure(`${name} GET /api/first-timers?overdue=true&search=grace (admin) max`, `${api.base}/api/first-timers?overdue=true&search=grace&per_page=20`, token));
    rows.push(await measure(`${name} GET /api/analytics/follow-ups?year (admin) max`, `${api.base}/api/analytics/follow-ups?year=${year}`, token));
    // Units (budget p99 <= 150 ms for a 500-member unit): the church scale has 20
    // fellowships of 500 members; the largest unit is measured, and the admin's list of every
    // unit with this month's attendance (the leaders' dashboard).
    const unitList = (await (await fetch(`${api.base}/api/units`, { headers: { authorization: `Bearer ${token}` } })).json()).data;
    const largest = unitList.reduce((a, b) => (b.member_count > a.member_count ? b : a));
    // Each twice: one request at a time (the latency a leader feels; autocannon's overallRate
    // sends in bursts, so it measures queueing too) and flat out at 10 connections (throughput).
    const roster = `${api.base}/api/units/${largest.id}/members`;
    const absent = `${api.base}/api/units/${largest.id}/absent-members?misses=2`;
    rows.push(await measure(`${name} GET /api/units/:id/members (${largest.member_count} members) 1 connection`, roster, token, { connections: 1 }));
    rows.push(await measure(`${name} GET /api/units/:id/members (${largest.member_count} members) max`, roster, token));
    rows.push(await measure(`${name} GET /api/units/:id/absent-members?misses=2 (${largest.member_count} members) 1 connection`, absent, token, { connections: 1 }));
    rows.push(await measure(`${name} GET /api/units/:id/absent-members?misses=2 (${largest.member_count} members) max`, absent, token));
    rows.push(await measure(`${name} GET /api/units?include=attendance (admin, ${unitList.length} units) max`, `${api.base}/api/units?include=attendance`, token));
    // The same absent list with 3,000 announced absences in the church (PostgreSQL only: PGlite's
    // database belongs to the running API).
    const absentWithAbsences = `${name} GET /api/units/:id/absent-members?misses=2 with 3,000 absences in the church`;
    if (env.DATABASE_URL && (!only || only.test(absentWithAbsences))) {
      await withChurchAbsences(env.DATABASE_URL, async () => {
        rows.push(await measure(`${absentWithAbsences} 1 connection`, absent, token, { connections: 1 }));
        rows.push(await measure(`${absentWithAbsences} max`, absent, token));
      });
    }
    // A welcome-team station finding people as they are typed at the door (budget p99 <= 50 ms at
    // 10,000 members): paired for the run, and removed after it on PostgreSQL.
    const stationRun = `${name} GET /api/station/people`;
    if (!only || only.test(stationRun)) {
      const post = (url, body, auth) => fetch(`${api.base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) }, body: JSON.stringify(body) }).then((r) => r.json());
      const made = (await post('/api/stations', { name: 'Bench door' }, token)).data;
      const station = (await post('/api/stations/pair', { pairing_code: made.pairing_code })).data.token;
      try {
        for (const q of ['Jonh', 'Grace Bel', 'Ade', '0900 000 1234']) {
          const url = `${api.base}/api/station/people?q=${encodeURIComponent(q)}`;
          rows.push(await measure(`${stationRun}?q=${q} 1 connection`, url, station, { connections: 1, scheme: 'Station' }));
          rows.push(await measure(`${stationRun}?q=${q} max`, url, station, { scheme: 'Station' }));
        }
      } finally {
        await fetch(`${api.base}/api/stations/${made.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
        if (env.DATABASE_URL) {
          const { default: pg } = await import('pg');
          const client = new pg.Client({ connectionString: env.DATABASE_URL });
          await client.connect();
          await client.query('delete from check_in_stations where id = $1', [made.id]).finally(() => client.end());
        }
      }
    }
    // The admin's dashboard (budget p99 <= 100 ms at 50 req/s after a warm-up). The
    // first request computes a figure (printed as "first request"); the runs then measure what
    // the dashboard's callers get for the next minute (docs/decisions/0012-admin-analytics.md).
    const leader = await login(api.base, demo.accounts.leader);
    const analytics = [
      ['overview', '/api/analytics/overview', token],
      ['attendance-trend?weeks=12', '/api/analytics/attendance-trend?weeks=12', token],
      ['first-timer-funnel?year', `/api/analytics/first-timer-funnel?year=${year}`, token],
      ['retention?year', `/api/analytics/retention?year=${year}`, token],
      ['slipping-members (admin)', '/api/analytics/slipping-members', token],
      ['slipping-members (leader)', '/api/analytics/slipping-members', leader],
    ];
    for (const [label, route, who] of analytics) {
      const run = `${name} GET /api/analytics/${label} @50 req/s`;
      if (only && !only.test(run)) continue;
      const started = performance.now();
      const first = await fetch(`${api.base}${route}`, { headers: { authorization: `Bearer ${who}` } });
      await first.arrayBuffer();
      rows.push({ run: `${name} GET /api/analytics/${label} first request`, 'req/s': null, 'p50 ms': Math.round(performance.now() - started), 'p99 ms': null, errors: first.ok ? 0 : 1, requests: 1 });
      rows.push(await measure(run, `${api.base}${route}`, who, { overallRate: 50 }));
    }
    rows.push(...(await absenceFlood(name, api.base, token)));
    return rows.filter(Boolean);
  } finally {
    await api.stop();
  }
}

// One account's 3,000 attempts at announcing year-long absences (starting on 300 days in turn, as
// a script would send them; the answers' statuses are printed), then the admin's overview. Its
// figure is kept 60 s and was computed before the five analytics runs after it, so this run
// computes it again with whatever the attempts stored. Budget: the overview's p99 without them.
async function absenceFlood(name, base, token) {
  const run = `${name} GET /api/analytics/overview after one account's 3,000 absence attempts`;
  if (only && !only.test(run)) return [];
  const member = await login(base, demo.accounts.member);
  const answers = {};
  const today = new Date();
  for (let i = 0; i < 3000; i += 1) {
    const from = new Date(today.getTime() + ((i % 300) - 20) * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.parse(from) + 365 * 86_400_000).toISOString().slice(0, 10);
    const res = await fetch(`${base}/api/me/absences`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${member}` }, body: JSON.stringify({ from, to }) });
    await res.arrayBuffer();
    answers[res.status] = (answers[res.status] ?? 0) + 1;
  }
  console.log(`  [${name}] 3,000 absence attempts answered ${JSON.stringify(answers)}`);
  return [await measure(`${run} @50 req/s`, `${base}/api/analytics/overview`, token, { overallRate: 50 })];
}

async function main() {
  const results = [];
  if (process.env.BENCH_PGLITE !== '0') {
    const dir = mkdtempSync(path.join(tmpdir(), 'church-bench-'));
    try {
      results.push(...(await benchTarget('PGlite', { PGLITE_DIR: dir, DATABASE_URL: '' })));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (process.env.DATABASE_URL && process.env.BENCH_SEEDED === '1') {
    results.push(...(await benchTarget('PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL }, { seed: false })));
  } else if (process.env.DATABASE_URL) {
    results.push(...(await withFreshDatabase(process.env.DATABASE_URL, (url) => benchTarget('PostgreSQL', { DATABASE_URL: url }))));
  } else {
    console.log('\n(DATABASE_URL not set: PostgreSQL run skipped)');
  }
  console.log(`\nAPI benchmark: ${duration} s per run, ${connections} connections, loopback`);
  console.table(results);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
