// Import benchmark (npm run bench:import): a church moving in. Writes a members CSV (10,000
// people with their units) and two years of their attendance as one CSV per quarter (about two
// million rows, each file under the upload limit) in a temporary folder, starts the API on a
// fresh PostgreSQL database beside DATABASE_URL (default postgres://postgres@127.0.0.1:25433),
// and imports each file over HTTP as the admin's page does: upload (the preview), then commit,
// polling the progress meanwhile. Prints each file's preview and commit times, the total, the
// highest progress seen before a commit answered, and the API's peak memory (VmHWM of its
// processes). Budgets: the whole import within 3 minutes, under 500 MB; a 10,000-row preview within 5 s.
import { createWriteStream, mkdtempSync, openAsBlob, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { demo, startApi, withFreshDatabase } from './support.mjs';

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:25433/postgres';
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const DAYS = 730;
// Each person comes to about 64% of the 312 services of two years: ~2,000,000 records.
const ATTENDS = Number(process.env.BENCH_ATTENDS ?? 0.64);
const SERVICES = { 0: 'Sunday Service', 2: 'Tuesday Bible Study', 5: 'Friday Prayer Meeting' };
const UNITS = ['Choir', 'Ushers', 'Prayer Team', 'Media', 'Children', 'Welfare'];

const email = (i) => `member${String(i).padStart(5, '0')}@import.example`;
// A fixed pseudo-random sequence: the same files every run.
let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);

async function writeLines(file, lines) {
  const out = createWriteStream(file);
  for (const line of lines) if (!out.write(line)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

function* memberLines() {
  yield 'First name,Last name,Email,Phone,Unit\n';
  for (let i = 1; i <= MEMBERS; i += 1) yield `Person${i},Family${i % 997},${email(i)},080${String(10_000_000 + i)},${UNITS[i % UNITS.length]}\n`;
}

function* attendanceLines(days) {
  yield 'Email,Date,Service,Category\n';
  for (const day of days) {
    const service = SERVICES[new Date(`${day}T12:00:00Z`).getUTCDay()];
    for (let i = 1; i <= MEMBERS; i += 1) if (random() < ATTENDS) yield `${email(i)},${day},${service},${i % 50 === 0 ? 'Pre-Service' : ''}\n`;
  }
}

async function writeFiles(folder) {
  await writeLines(path.join(folder, 'members.csv'), memberLines());
  const quarters = new Map();
  const today = new Date();
  for (let back = DAYS; back >= 1; back -= 1) {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - back));
    if (!(date.getUTCDay() in SERVICES)) continue;
    const day = date.toISOString().slice(0, 10);
    const quarter = `${date.getUTCFullYear()}-q${Math.floor(date.getUTCMonth() / 3) + 1}`;
    quarters.set(quarter, [...(quarters.get(quarter) ?? []), day]);
  }
  for (const [quarter, days] of quarters) await writeLines(path.join(folder, `attendance-${quarter}.csv`), attendanceLines(days));
  return ['members.csv', ...[...quarters.keys()].map((q) => `attendance-${q}.csv`)];
}

// The peak resident memory of the API: its process and every process under it.
function peakRss(rootPid) {
  const children = new Map();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch { /* ended meanwhile */ }
  }
  let peak = 0;
  const visit = (pid) => {
    try {
      const kb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      peak = Math.max(peak, kb);
    } catch { /* ended meanwhile */ }
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(rootPid);
  return peak / 1024;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function importFile(base, token, folder, name, kind) {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', await openAsBlob(path.join(folder, name)), name);
  const started = performance.now();
  const uploaded = await fetch(`${base}/api/imports`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const draft = await uploaded.json();
  if (uploaded.status !== 201) throw new Error(`${name}: upload ${uploaded.status} ${JSON.stringify(draft).slice(0, 300)}`);
  const previewMs = performance.now() - started;
  const { id, preview } = draft.data;
  if (preview.errors_total > 0) throw new Error(`${name}: ${preview.errors_total} errors, first ${JSON.stringify(preview.errors[0])}`);

  let seenProgress = 0;
  let committing = true;
  const poll = (async () => {
    while (committing) {
      await new Promise((r) => setTimeout(r, 1000));
      const res = await fetch(`${base}/api/imports/${id}`, { headers: { authorization: `Bearer ${token}` } });
      const { data } = await res.json();
      if (data.status === 'committing') seenProgress = Math.max(seenProgress, data.rows_done);
    }
  })();
  const commitStarted = performance.now();
  const committed = await fetch(`${base}/api/imports/${id}/commit`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
  const report = await committed.json();
  const commitMs = performance.now() - commitStarted;
  committing = false;
  await poll;
  if (committed.status !== 200) throw new Error(`${name}: commit ${committed.status} ${JSON.stringify(report).slice(0, 300)}`);
  return { name, rows: preview.rows_total, mb: statSync(path.join(folder, name)).size / 1024 / 1024, previewMs, commitMs, seenProgress, report: report.data };
}

const folder = mkdtempSync(path.join(tmpdir(), 'church-import-'));
try {
  const generated = performance.now();
  const files = await writeFiles(folder);
  console.log(`Wrote ${files.length} files in ${seconds(performance.now() - generated)} (${folder})`);
  await withFreshDatabase(serverUrl, async (url) => {
    const api = await startApi({ DATABASE_URL: url, LOG_LEVEL: 'warn', RATE_LIMIT_LOGIN: '1000' });
    try {
      const login = await fetch(`${api.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: demo.accounts.admin, password: demo.password }) });
      const token = (await login.json()).data.token;
      console.log(`API started (with the demo seed): peak memory so far ${peakRss(api.pid).toFixed(0)} MB`);
      const results = [];
      const started = performance.now();
      for (const name of files) {
        const result = await importFile(api.base, token, folder, name, name.startsWith('members') ? 'members' : 'attendance');
        results.push(result);
        console.log(`${name.padEnd(26)} ${String(result.rows).padStart(9)} rows ${result.mb.toFixed(1).padStart(5)} MB  preview ${seconds(result.previewMs).padStart(7)}  commit ${seconds(result.commitMs).padStart(7)}  progress seen ${result.seenProgress}  peak ${peakRss(api.pid).toFixed(0)} MB  ${JSON.stringify(result.report)}`);
      }
      const total = performance.now() - started;
      const rows = results.reduce((sum, r) => sum + r.rows, 0);
      console.log(`\nTotal: ${rows} rows in ${seconds(total)} (budget 180 s); API peak memory ${peakRss(api.pid).toFixed(0)} MB (budget 500 MB)`);
      console.log(`Preview of the ${results[0].rows}-row members file: ${seconds(results[0].previewMs)} (budget 5 s)`);

      // The same members file again: nothing changes.
      const again = await importFile(api.base, token, folder, files[0], 'members');
      console.log(`members.csv again: ${JSON.stringify(again.report)} (preview ${seconds(again.previewMs)}, commit ${seconds(again.commitMs)})`);
    } finally {
      await api.stop();
    }
  });
} finally {
  rmSync(folder, { recursive: true, force: true });
}
