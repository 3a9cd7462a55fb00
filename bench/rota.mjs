// Rota benchmark (npm run bench:rota): the proposed rota of a church's serving teams, asked
// through the API on the database at DATABASE_URL (PostgreSQL seeded with `--scale church`, as
// bench:api's BENCH_SEEDED). It makes 4 teams of 3 positions (12 positions), puts 15 volunteers
// in each (60 people, each serving two of the three positions, one in four happy to serve two
// weeks running), writes 30 blockouts straight into the database (5 of them monthly), and asks
// each team's rota for the next 8 weeks of the seeded services (Sundays and two midweek
// services). Prints each team's first answer and the p50 / max of 10 more, and checks what the
// rules promise: nobody proposed on a day they blocked out, and each person's turns within one of
// the team's mean where their blockouts allow (the people without one). Everything it made is
// removed at the end.
import { demo, startApi } from './support.mjs';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is needed: a PostgreSQL database seeded with `npm run seed -w api -- --scale church`.');
  process.exit(1);
}
const { default: pg } = await import('pg');

const DAY_MS = 86_400_000;
const addDays = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const weekOfMonth = (day) => Math.ceil(Number(day.slice(8, 10)) / 7);
const weekday = (day) => new Date(`${day}T00:00:00Z`).getUTCDay();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const api = await startApi({ DATABASE_URL: url, NODE_ENV: 'production', LOG_LEVEL: 'warn', SMTP_URL: 'smtp://127.0.0.1:9', JOBS: '0', RATE_LIMIT_LOGIN: '1000' });
const client = new pg.Client({ connectionString: url });
await client.connect();
const teamIds = [];
let blockoutIds = [];
const login = await (await fetch(`${api.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: demo.accounts.admin, password: demo.password }) })).json();
const signedIn = { authorization: `Bearer ${login.data.token}` };
const headers = { ...signedIn, 'content-type': 'application/json' };
try {
  const call = async (method, path, body) => {
    const res = await fetch(`${api.base}${path}`, body ? { method, headers, body: JSON.stringify(body) } : { method, headers: signedIn });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };

  // 60 active members who are not the demo accounts.
  const { rows: people } = await client.query(
    `select u.id from users u join user_roles r on r.user_id = u.id and r.role_id = 3
     where u.deactivated_at is null and u.email not like '%@example.com' order by u.id limit 60`,
  );
  const stamp = Date.now();
  const from = addDays(new Date().toISOString().slice(0, 10), 7);
  const to = addDays(from, 55);
  for (let t = 0; t < 4; t += 1) {
    const team = (await call('POST', '/api/teams', { name: `Bench team ${stamp} ${t + 1}` })).data;
    teamIds.push(team.id);
    const positions = [];
    for (const [name, needed] of [['Lead', 1], ['Crew', 2], ['Runner', 1]]) positions.push((await call('POST', `/api/teams/${team.id}/positions`, { name, needed })).data.id);
    for (let i = 0; i < 15; i += 1) {
      const person = people[t * 15 + i].id;
      await call('PUT', `/api/teams/${team.id}/members/${person}`, { position_ids: positions.filter((_, k) => (i + k) % 3 !== 0), back_to_back: i % 4 === 0 });
    }
  }
  // 30 blockouts: 25 stretches of one to three days, 5 monthly.
  const blockouts = people.slice(0, 30).map(({ id }, i) => {
    const start = addDays(from, (i * 11) % 50);
    return { user_id: id, from_on: start, to_on: addDays(start, i % 3), repeat: i % 6 === 5 ? 'monthly' : null };
  });
  const inserted = await client.query(
    `insert into blockouts (user_id, from_on, to_on, repeat)
     select * from unnest($1::int[], $2::date[], $3::date[], $4::text[]) returning id`,
    [blockouts.map((b) => b.user_id), blockouts.map((b) => b.from_on), blockouts.map((b) => b.to_on), blockouts.map((b) => b.repeat)],
  );
  blockoutIds = inserted.rows.map((r) => r.id);
  // A monthly blockout covers its length from each month's same week and weekday.
  const length = (b) => Math.round((Date.parse(b.to_on) - Date.parse(b.from_on)) / DAY_MS);
  const startsMonthly = (b, start) => start >= b.from_on && weekday(start) === weekday(b.from_on) && weekOfMonth(start) === weekOfMonth(b.from_on);
  const blockedOn = (personId, day) => blockouts.some((b) => b.user_id === personId && (
    b.repeat === null ? b.from_on <= day && day <= b.to_on : Array.from({ length: length(b) + 1 }, (_, k) => addDays(day, -k)).some((start) => startsMonthly(b, start))
  ));

  const rows = [];
  for (const [t, teamId] of teamIds.entries()) {
    const ask = async () => {
      const started = performance.now();
      const answer = (await call('POST', `/api/teams/${teamId}/auto-schedule`, { from, to })).data;
      return { ms: performance.now() - started, answer };
    };
    const first = await ask();
    const again = [];
    for (let i = 0; i < 10; i += 1) again.push((await ask()).ms);
    const { proposed, unfilled } = first.answer;
    const members = people.slice(t * 15, t * 15 + 15).map((p) => p.id);
    const turns = members.map((id) => proposed.filter((p) => p.person_id === id).length);
    const mean = turns.reduce((a, b) => a + b, 0) / turns.length;
    const free = members.map((id, i) => ({ id, turns: turns[i] })).filter(({ id }) => !blockouts.some((b) => b.user_id === id));
    rows.push({
      team: `team ${t + 1}`,
      'first ms': Math.round(first.ms),
      'p50 ms': Math.round(median(again)),
      'max ms': Math.round(Math.max(...again)),
      proposed: proposed.length,
      open: unfilled.reduce((sum, u) => sum + u.missing, 0),
      'on a blocked day': proposed.filter((p) => blockedOn(p.person_id, p.date)).length,
      'turns min-max (mean)': `${Math.min(...turns)}-${Math.max(...turns)} (${mean.toFixed(1)})`,
      'free people off the mean by more than 1': `${free.filter((f) => Math.abs(f.turns - mean) > 1).length} of ${free.length}`,
    });
  }
  console.log(`\nRota benchmark: 4 teams x 15 volunteers, 12 positions, 30 blockouts, services from ${from} to ${to}`);
  console.table(rows);
  if (rows.some((r) => r['on a blocked day'] > 0)) process.exitCode = 1;
} finally {
  for (const id of teamIds) await fetch(`${api.base}/api/teams/${id}`, { method: 'DELETE', headers: signedIn });
  if (blockoutIds.length > 0) await client.query('delete from blockouts where id = any($1)', [blockoutIds]);
  await client.end();
  await api.stop();
}
