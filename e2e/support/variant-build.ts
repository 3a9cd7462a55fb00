// A variant build of a remote whose area has one page more than the site map in the repo: built
// like a release (its own folder, BUILD_OUTPUT_DIR), against a copy of the site map with the page
// added, which its bundle and its published site-map.json both read. Nothing else is rebuilt.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/apps.mjs';

export interface ExtraPage {
  key: string;
  path: string;
  title: string;
  nav: { label: string; icon: string };
  roles?: string[];
}

const SITE_MAP_FILE = path.join(ROOT, 'contracts/src/site-map.ts');

/** Builds `app` (serving `area`) with `page` added to its area: the build's folder, and how to remove it. */
export function buildWithExtraPage(app: string, area: string, page: ExtraPage): { dir: string; remove: () => void } {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `${app}-extra-page-`));
  const out = path.join(work, 'dist');
  const siteMap = path.join(work, 'site-map.ts');
  const { key, ...entry } = page;
  const source = fs
    .readFileSync(SITE_MAP_FILE, 'utf8')
    .replace(/from '\.\/(\w[\w-]*)'/g, (_, name: string) => `from '${path.join(ROOT, 'contracts/src', name)}'`);
  fs.writeFileSync(siteMap, `${source}\n(SITE_MAP.${area}.pages as Record<string, SitePage>)[${JSON.stringify(key)}] = ${JSON.stringify(entry)};\n`);
  const config = path.join(work, 'rspack.config.cjs');
  fs.writeFileSync(
    config,
    `const base = require(${JSON.stringify(path.join(ROOT, app, 'rspack.config.js'))});
module.exports = (env, argv) => [base(env, argv)].flat().map((config) =>
  ({ ...config, resolve: { ...config.resolve, alias: { ...config.resolve.alias, '@church/contracts/site-map$': ${JSON.stringify(siteMap)} } } }));
`,
  );
  execFileSync(path.join(ROOT, 'node_modules/.bin/rspack'), ['build', '--mode', 'production', '--config', config], {
    cwd: path.join(ROOT, app),
    env: { ...process.env, BUILD_OUTPUT_DIR: out },
    stdio: 'ignore',
  });
  return { dir: out, remove: () => fs.rmSync(work, { recursive: true, force: true }) };
}
