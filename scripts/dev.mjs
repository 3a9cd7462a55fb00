// npm run dev: every app with hot reload and the API in watch mode.
// `--only <app>` (what `npm run dev -w <app>` calls): that app alone, plus shared-ui and the API it needs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APP_NAMES, ROOT, apiPort, portOf } from './apps.mjs';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const apps = only ? [...new Set([only, 'shared-ui'])] : APP_NAMES;

const children = [];
function run(name, command, commandArgs, cwd, env = {}) {
  const child = spawn(command, commandArgs, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  child.on('exit', (code) => code && console.error(`${name} exited with code ${code}`));
  children.push(child);
}

run('api', path.join(ROOT, 'node_modules/.bin/tsx'), ['watch', 'src/main.ts'], path.join(ROOT, 'api'), { API_DOCS: '1', ...process.env, PORT: String(apiPort()) });
for (const app of apps) {
  run(app, path.join(ROOT, 'node_modules/.bin/rspack'), ['serve', '--mode', 'development', '--port', String(portOf(app))], path.join(ROOT, app));
}
console.log(`Dev servers: ${apps.map((app) => `${app} http://localhost:${portOf(app)}`).join(', ')}; API http://localhost:${apiPort()}/api`);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
