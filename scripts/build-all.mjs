// Production build of every app (or of the apps named on the command line), two at a time; an
// app with prerendered pages renders them into its build right after (scripts/first-paint/prerender.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APP_NAMES, ROOT } from './apps.mjs';
import { prerenderApp, prerenders } from './first-paint/prerender.mjs';

const rspackBin = path.join(ROOT, 'node_modules/.bin/rspack');

function build(app) {
  return new Promise((resolve, reject) => {
    const child = spawn(rspackBin, ['build', '--mode', 'production'], { cwd: path.join(ROOT, app), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`built ${app}`);
        resolve();
      } else {
        reject(new Error(`build of ${app} failed:\n${output}`));
      }
    });
  });
}

export async function buildApps(apps = APP_NAMES, parallel = 2) {
  const queue = [...apps];
  const workers = Array.from({ length: Math.min(parallel, queue.length) }, async () => {
    while (queue.length) await build(queue.shift());
  });
  await Promise.all(workers);
  for (const app of apps.filter(prerenders)) {
    await prerenderApp(app);
    console.log(`prerendered ${app}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const wanted = process.argv.slice(2).filter((arg) => APP_NAMES.includes(arg));
  buildApps(wanted.length ? wanted : APP_NAMES).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
