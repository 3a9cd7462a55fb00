// Import benchmark (npm run bench:import): a church moving in. Writes a members CSV (10,000
// people with their units) and two years of their attendance as one CSV per quarter (about two
// million rows, each file under the upload limit) in a temporary folder, starts the API on a
// fresh PostgreSQL database beside DATABASE_URL (default postgres://postgres@127.0.0.1:25433),
// and imports each file over HTTP as the admin's page does: upload (the preview), then commit,
// polling the progress meanwhile. Prints each file's preview and commit times, the total, the
// highest progress seen before a commit answered, and the API's peak memory (VmHWM of its
// processes). Budgets: the whole import within 3 minutes, under 500 MB; a 10,000-row preview within 5 s.
// Then crafted files (bombs), each uploaded to an API on the embedded database (PGlite, where one
// query waits for another) while /api/health is asked every 20 ms: each bomb's answer, the API's
// resident memory during it, the temporary files it left and /api/health's p99. Budgets: each bomb
// refused with a sentence, health p99 within 200 ms, memory under 500 MB, no temporary file left.
import { createWriteStream, mkdtempSync, openAsBlob, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { tsImport } from 'tsx/esm/api';
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

// The resident memory of the API now (its process and every process under it), in MB.
function rss(rootPid) {
  let kb = 0;
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(entry) !== rootPid && Number(stat[1]) !== rootPid) continue;
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1] ?? 0);
    } catch { /* ended meanwhile */ }
  }
  return kb / 1024;
}

/** Asks /api/health every 20 ms and samples the API's memory until stopped. */
function watch(api) {
  const latencies = [];
  let peak = rss(api.pid);
  let running = true;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${api.base}/api/health`).then((r) => r.arrayBuffer()).catch(() => {});
      latencies.push(performance.now() - started);
      peak = Math.max(peak, rss(api.pid));
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return async () => {
    running = false;
    await probe;
    latencies.sort((a, b) => a - b);
    return { p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0, peak };
  };
}

const tempFiles = () => readdirSync(tmpdir()).filter((name) => name.startsWith('tmp-')).length;

/** The crafted files, made here: the workbooks by the tests' own generator. */
async function bombs() {
  const { excelWorkbook, plainTexts, sharedStringsXml, sheetXml } = await tsImport('../api/src/resources/imports/test-workbook.ts', import.meta.url);
  const runs = '<r><rPr><b/><i/><sz val="11"/><color rgb="FF000000"/><rFont val="Calibri"/></rPr><t>a</t></r>';
  const header = plainTexts(['First name', 'Last name', 'Email']);
  const rows = Array.from({ length: 200_000 }, (_, i) => [3 + (i % 1000), 3 + (i % 1000), 3 + (i % 1000)]);
  const wide = (n) => `${Array(n).fill('Name').join(',')}\n${Array(n).fill('x').join(',')}\n`;
  const members = Array.from({ length: 80_000 }, (_, i) => `Bomb${i},Family${i % 997},bomb${i}@import.example,080${String(20_000_000 + i)},Choir\n`);
  return [
    { name: 'rich-text shared strings', file: 'runs.xlsx', bytes: excelWorkbook(sheetXml([[0]]), sharedStringsXml(Array.from({ length: 200 }, () => runs.repeat(5000)))) },
    { name: 'sheet before shared strings', file: 'excel-order.xlsx', bytes: excelWorkbook(sheetXml([[0, 1, 2], ...rows]), sharedStringsXml([...header, ...plainTexts(Array.from({ length: 1000 }, (_, i) => `n${i}`))])) },
    { name: 'sheet unpacking to 400 MB', file: 'deflate.xlsx', bytes: excelWorkbook(Buffer.alloc(400 * 1024 * 1024, ' '), sharedStringsXml(header)) },
    { name: '4,000 equal headers', file: 'h4000.csv', bytes: Buffer.from(wide(4000)) },
    { name: '20,000 equal headers', file: 'h20000.csv', bytes: Buffer.from(wide(20_000)) },
    { name: '5 MB members CSV (commit too)', file: 'members-5mb.csv', bytes: Buffer.from(`First name,Last name,Email,Phone,Unit\n${members.join('')}`), commit: true },
  ];
}

async function bomb(api, token, { name, file, bytes, commit }) {
  const before = tempFiles();
  const atRest = rss(api.pid);
  const form = new FormData();
  form.set('kind', 'members');
  form.set('file', new Blob([bytes]), file);
  let stop = watch(api);
  let started = performance.now();
  const res = await fetch(`${api.base}/api/imports`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = await res.json();
  const during = (what, { p99, peak }) => `${what} ${seconds(performance.now() - started).padStart(6)}, health p99 ${p99.toFixed(0).padStart(5)} ms, memory ${atRest.toFixed(0)} -> ${peak.toFixed(0)} MB${p99 > 200 || peak > 500 ? ' OVER BUDGET' : ''}`;
  const lines = [`${res.status} ${body.message ?? `${body.data?.preview?.rows_total} rows`}`, during('upload', await stop())];
  if (commit && res.status === 201) {
    stop = watch(api);
    started = performance.now();
    const committed = await fetch(`${api.base}/api/imports/${body.data.id}/commit`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
    lines.push(`commit ${committed.status} ${(await committed.json()).message}`, during('commit', await stop()));
  }
  console.log(`${name} (${(bytes.length / 1024).toFixed(0)} KB): temporary files left ${tempFiles() - before}\n  ${lines.join('\n  ').slice(0, 600)}`);
}

async function runBombs(label, env) {
  console.log(`\nCrafted files, ${label}:`);
  // BENCH_ONLY=<words>: only the crafted files whose name holds them (e.g. BENCH_ONLY='5 MB').
  const made = (await bombs()).filter(({ name }) => !process.env.BENCH_ONLY || name.includes(process.env.BENCH_ONLY));
  const api = await startApi({ LOG_LEVEL: 'error', RATE_LIMIT_LOGIN: '1000', ...env });
  try {
    const login = await fetch(`${api.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: demo.accounts.admin, password: demo.password }) });
    const token = (await login.json()).data.token;
    console.log(`API memory at rest: ${rss(api.pid).toFixed(0)} MB`);
    for (const crafted of made) await bomb(api, token, crafted);
  } finally {
    await api.stop();
  }
}

const onPglite = () => runBombs('on the embedded database (PGlite: one query at a time)', { DATABASE_URL: '', PGLITE_DIR: mkdtempSync(path.join(tmpdir(), 'church-import-pglite-')) });
// BENCH_BOMBS_ONLY=1: the crafted files only; BENCH_BOMBS_ONLY=pglite or =postgres: on that database only.
if (process.env.BENCH_BOMBS_ONLY) {
  if (process.env.BENCH_BOMBS_ONLY !== 'pglite') await withFreshDatabase(serverUrl, (url) => runBombs('on PostgreSQL', { DATABASE_URL: url }));
  if (process.env.BENCH_BOMBS_ONLY !== 'postgres') await onPglite();
  process.exit(0);
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
await withFreshDatabase(serverUrl, (url) => runBombs('on PostgreSQL', { DATABASE_URL: url }));
await onPglite();
