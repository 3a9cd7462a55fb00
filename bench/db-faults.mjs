// Database faults (npm run bench:db-faults): starts its own PostgreSQL in a temporary
// directory and the API on it (demo data), then an admin records attendance for the demo people
// at forty services held today, about 40 marks a second, each refused mark tried again later.
// A few seconds in, PostgreSQL is stopped for 10 s (fast shutdown: connections are cut), then
// started again. Printed: marks sent, acknowledged (200/201), found in the database afterwards
// (must equal acknowledged), the answers during the outage, the longest request then, and the
// seconds from PostgreSQL's return to the first acknowledged mark.
// Needs PostgreSQL's server binaries (Debian's postgresql; PG_BIN to point elsewhere); as root,
// PostgreSQL runs as the postgres user.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { demo, freePort, sleep, startApi } from './support.mjs';
const SERVICES = 40;
const RATE_PER_SECOND = 40;
const WORKERS = 8;
const OUTAGE_AFTER_MS = 4000;
const OUTAGE_MS = 10_000;
const TIME_LIMIT_MS = 120_000;
const ZONE = process.env.CHURCH_TIMEZONE || 'Africa/Lagos';

function pgBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const version = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a))[0] : null;
  if (!version) throw new Error('PostgreSQL server binaries not found: apt-get install postgresql, or set PG_BIN');
  return path.join(base, version, 'bin');
}

/** PostgreSQL refuses to run as root: run its tools as the postgres user then. */
function pgTool(tool, args) {
  const command = path.join(pgBin(), tool);
  const asRoot = userInfo().uid === 0;
  execFileSync(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, { stdio: 'ignore' });
}

function startPostgres(dir, port) {
  pgTool('pg_ctl', ['-D', dir, '-w', '-l', path.join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start']);
}
const stopPostgres = (dir) => pgTool('pg_ctl', ['-D', dir, '-w', '-m', 'fast', 'stop']);

/** The church's date and wall-clock time `minutesAgo` minutes ago. */
function churchNow(minutesAgo = 0) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(Date.now() - minutesAgo * 60_000))
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

async function call(base, token, method, url, body) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'church-db-faults-'));
  if (userInfo().uid === 0) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const port = await freePort();
  pgTool('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '--no-sync']);
  startPostgres(dir, port);
  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/church`;
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database church');
  await admin.end();
  const server = await startApi({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'error', RATE_LIMIT_LOGIN: '1000' }, { stdio: 'ignore' });
  const api = { base: `${server.base}/api`, stop: server.stop };
  try {
    const login = await call(api.base, null, 'POST', '/login', { email: demo.accounts.admin, password: demo.password });
    const token = login.body.data.token;
    const people = (await call(api.base, token, 'GET', '/members?per_page=100')).body.data.map((p) => p.id);
    // Forty one-off services held today, begun five minutes ago: an admin may record anyone there.
    const { date, time } = churchNow(5);
    const services = [];
    for (let i = 0; i < SERVICES; i += 1) {
      const created = await call(api.base, token, 'POST', '/services', { name: `Fault drill ${i + 1}`, is_recurring: false, service_date: date, start_time: time });
      if (created.status !== 201) throw new Error(`creating a service: ${created.status} ${JSON.stringify(created.body)}`);
      services.push(created.body.data.id);
    }
    const queue = services.flatMap((serviceId) => people.map((userId) => ({ serviceId, userId })));
    const total = queue.length;
    const acknowledged = [];
    const statuses = {};
    let sent = 0;
    let longestInOutage = 0;
    let outage = null; // { from, to }
    let firstAckAfterReturn = null;
    const started = Date.now();

    const worker = async () => {
      while (acknowledged.length < total && Date.now() - started < TIME_LIMIT_MS) {
        const mark = queue.shift();
        if (!mark) {
          await sleep(50);
          continue;
        }
        const at = Date.now();
        sent += 1;
        let status;
        try {
          status = (await call(api.base, token, 'POST', '/attendance', { service_id: mark.serviceId, date, category: 'Others', user_id: mark.userId })).status;
        } catch {
          status = 'network error';
        }
        const took = Date.now() - at;
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (outage && at >= outage.from && (!outage.to || at < outage.to)) longestInOutage = Math.max(longestInOutage, took);
        if (status === 200 || status === 201) {
          acknowledged.push(mark);
          if (outage?.to && !firstAckAfterReturn && at >= outage.to) firstAckAfterReturn = Date.now();
        } else {
          queue.push(mark); // tried again later
        }
        await sleep(Math.max(0, (WORKERS * 1000) / RATE_PER_SECOND - took));
      }
    };

    const fault = (async () => {
      await sleep(OUTAGE_AFTER_MS);
      outage = { from: Date.now(), to: null };
      stopPostgres(dir);
      await sleep(OUTAGE_MS);
      startPostgres(dir, port);
      outage.to = Date.now();
    })();
    await Promise.all([...Array.from({ length: WORKERS }, worker), fault]);

    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    const { rows } = await check.query('select user_id, service_id from attendance where service_id = any($1::int[]) and attended_on = $2', [services, date]);
    await check.end();
    const stored = new Set(rows.map((r) => `${r.user_id}@${r.service_id}`));
    const lost = acknowledged.filter((m) => !stored.has(`${m.userId}@${m.serviceId}`));
    console.log(`
Database faults: PostgreSQL stopped ${OUTAGE_MS / 1000} s, ${OUTAGE_AFTER_MS / 1000} s into ${total} marks (${RATE_PER_SECOND}/s, ${WORKERS} at once)
  marks sent (retries included)       ${sent}
  answers                             ${Object.entries(statuses).map(([s, n]) => `${s}: ${n}`).join(', ')}
  acknowledged (200/201)              ${acknowledged.length} of ${total}
  found in the database afterwards    ${rows.length} (acknowledged but missing: ${lost.length})
  longest request during the outage   ${longestInOutage} ms
  first mark acknowledged after the return  ${firstAckAfterReturn && outage?.to ? ((firstAckAfterReturn - outage.to) / 1000).toFixed(2) : 'never'} s
`);
    if (lost.length > 0 || rows.length !== acknowledged.length) process.exitCode = 1;
  } finally {
    await api.stop();
    try {
      stopPostgres(dir);
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
