// A congregation arriving (npm run bench:check-in): BENCH_PEOPLE different accounts (default
// 1,000) each check in once with the door's code, at random moments over BENCH_WINDOW_SECONDS
// (default 60), against the API on PostgreSQL at church scale (10,000 members, two years of
// attendance). Runs on a copy of the DATABASE_URL database (church_scale, made by the seed with
// --scale church; nobody may be connected to it while it is copied), dropped afterwards. On the
// copy: a one-off service starting now (so its window is open), a session per account made
// directly in the database (signing in is not what is measured), and the admin's session that
// reads the code as the door's display does, every few seconds. Twenty other accounts check in
// first to warm the process up; they are not counted. Prints the answers, p50/p95/p99 and the
// records written; the budget is 0 errors and p99 ≤ 50 ms.
import { createHash, randomBytes } from 'node:crypto';
import { sleep, startApi, withFreshDatabase } from './support.mjs';

const people = Number(process.env.BENCH_PEOPLE ?? 1000);
const windowMs = Number(process.env.BENCH_WINDOW_SECONDS ?? 60) * 1000;
const WARM_UP = 20;
const CODE_POLL_MS = 5_000;
const BUDGET_P99_MS = 50;
const timeZone = process.env.CHURCH_TIMEZONE || 'Africa/Lagos';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The church's date and wall-clock minute of an instant ('2026-11-22', '08:05'). */
function churchClock(instant) {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

async function prepare(pg, databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { date, time } = churchClock(new Date());
    const { rows: [service] } = await client.query(
      `insert into services (name, is_recurring, service_date, start_time, active_from) values ('Bench Check-in Service', false, $1, $2, $1) returning id`,
      [date, `${time}:00`],
    );
    const { rows: members } = await client.query(
      `select u.id from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
       where r.name = 'member' and u.email like 'member%@church.example' order by u.id limit $1`,
      [people + WARM_UP],
    );
    if (members.length < people + WARM_UP) throw new Error(`The database has ${members.length} members; ${people + WARM_UP} are needed (seed with --scale church).`);
    const { rows: [admin] } = await client.query(`select u.id from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id where r.name = 'admin' order by u.id limit 1`);
    const sessionOf = async (userIds) => {
      const tokens = userIds.map(() => randomBytes(32).toString('base64url'));
      await client.query(
        `insert into sessions (user_id, token_hash, expires_at) select * from unnest($1::int[], $2::text[], array_fill(now() + interval '1 day', array[$3::int]))`,
        [userIds, tokens.map((t) => createHash('sha256').update(t).digest('hex')), userIds.length],
      );
      return tokens;
    };
    const memberTokens = await sessionOf(members.map((m) => m.id));
    const [adminToken] = await sessionOf([admin.id]);
    return { serviceId: service.id, date, adminToken, memberTokens };
  } finally {
    await client.end();
  }
}

async function run(pg, databaseUrl) {
  const api = await startApi({ DATABASE_URL: databaseUrl, NODE_ENV: 'production', SMTP_URL: process.env.SMTP_URL || 'smtp://127.0.0.1:9', LOG_LEVEL: 'warn', JOBS: '0' });
  try {
    const { serviceId, date, adminToken, memberTokens } = await prepare(pg, databaseUrl);
    let code = null;
    const readCode = async () => {
      const res = await fetch(`${api.base}/api/check-in/code`, { headers: { authorization: `Bearer ${adminToken}` } });
      if (!res.ok) throw new Error(`GET /api/check-in/code answered ${res.status}: ${await res.text()}`);
      code = (await res.json()).code;
    };
    await readCode();
    let polling = true;
    const poller = (async () => {
      while (polling) {
        await sleep(CODE_POLL_MS);
        if (polling) await readCode();
      }
    })();

    const checkIn = async (token, ref) => {
      const started = performance.now();
      const res = await fetch(`${api.base}/api/check-ins`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ code, client_ref: ref }),
      });
      const body = await res.text();
      return { status: res.status, ms: performance.now() - started, body };
    };

    for (let i = 0; i < WARM_UP; i += 1) await checkIn(memberTokens[people + i], `bench-warm-${i}`);

    const started = Date.now();
    const arrivals = memberTokens.slice(0, people).map((token, i) => ({ token, i, at: Math.random() * windowMs }));
    const answers = await Promise.all(arrivals.map(async ({ token, i, at }) => {
      await sleep(at);
      return checkIn(token, `bench-${i}`);
    }));
    const seconds = (Date.now() - started) / 1000;
    polling = false;
    await poller;

    const ok = answers.filter((a) => a.status === 201);
    const errors = answers.filter((a) => a.status !== 201);
    const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
    const byStatus = answers.reduce((counts, a) => ({ ...counts, [a.status]: (counts[a.status] ?? 0) + 1 }), {});
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows: [written] } = await client.query(
      `select count(*)::int as records, count(distinct user_id)::int as people from attendance where service_id = $1 and attended_on = $2 and client_ref like 'bench-%' and client_ref not like 'bench-warm-%'`,
      [serviceId, date],
    );
    await client.end();

    console.log(`\nA congregation checking in: ${people} accounts once each over ${(windowMs / 1000).toFixed(0)} s with the door's code, PostgreSQL at church scale`);
    console.table([{
      'checked in': ok.length,
      errors: errors.length,
      answers: JSON.stringify(byStatus),
      'p50 ms': percentile(latencies, 50).toFixed(1),
      'p95 ms': percentile(latencies, 95).toFixed(1),
      'p99 ms': percentile(latencies, 99).toFixed(1),
      'max ms': latencies.at(-1).toFixed(1),
      'all within s': seconds.toFixed(0),
      'records written': `${written.records} (${written.people} people)`,
    }]);
    for (const error of errors.slice(0, 5)) console.log(`  ${error.status}: ${error.body.slice(0, 200)}`);
    const pass = errors.length === 0 && written.records === people && written.people === people && percentile(latencies, 99) <= BUDGET_P99_MS;
    console.log(pass ? `PASS: 0 errors, each person recorded once, p99 ≤ ${BUDGET_P99_MS} ms.` : `FAIL (budget: 0 errors, p99 ≤ ${BUDGET_P99_MS} ms)`);
    if (!pass) process.exitCode = 1;
  } finally {
    await api.stop();
  }
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to the church-scale PostgreSQL database, e.g. postgres://postgres@127.0.0.1:25433/church_scale.');
  const { default: pg } = await import('pg');
  const source = new URL(process.env.DATABASE_URL).pathname.slice(1);
  await withFreshDatabase(process.env.DATABASE_URL, (url) => run(pg, url), { template: source });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
