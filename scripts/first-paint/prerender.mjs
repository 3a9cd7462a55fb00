// After an app's production build: renders its prerendered pages (src/prerender.tsx) in Node and
// writes them to dist/prerender.json, deployed with the app (docs/decisions/0017-prerendered-pages.md).
// The Node bundle is built here, beside the browser one, from the same sources: shared-ui's
// components from its source (they are the ones the remote was built against), the packages
// from node_modules. Asset URLs carry a placeholder that the shell's server replaces with the
// remote's deployed base URL.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { ROOT, distOf } from '../apps.mjs';

const require = createRequire(import.meta.url);
const { imageRules, scriptRule } = require('../../rspack.shared.js');
export const PUBLIC_PATH_PLACEHOLDER = '__PRERENDER_PUBLIC_PATH__/';
const FILE = 'prerender.json';

/** shared_ui/Button → shared-ui's source of what it exposes as ./Button. */
function sharedUiAliases() {
  const exposes = require(path.join(ROOT, 'shared-ui/exposes.js'));
  return Object.fromEntries(Object.entries(exposes).map(([name, file]) => [`shared_ui/${name.slice(2)}$`, path.join(ROOT, 'shared-ui', file)]));
}

// Packages load from node_modules (one React for the render); our workspaces are bundled from source.
const bundled = (request) => /^(\.|\/|@church\/|shared-ui\/|shared_ui\/|@module-federation\/)/.test(request);

function nodeConfig(app, outDir) {
  return {
    mode: 'production',
    target: 'node',
    context: path.join(ROOT, app),
    entry: { prerender: './src/prerender.tsx' },
    devtool: false,
    output: {
      path: outDir,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      publicPath: PUBLIC_PATH_PLACEHOLDER,
      // The browser build's names, so the prerendered <img> points at the deployed file.
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js'],
      alias: {
        '@church/platform': path.join(ROOT, 'platform/src'),
        ...sharedUiAliases(),
        // Areas are slots in the prerender: the federation runtime is never called.
        '@module-federation/enhanced/runtime$': path.join(ROOT, 'scripts/first-paint/prerender-mf-runtime.mjs'),
      },
    },
    externals: [({ request }, callback) => (bundled(request) ? callback() : callback(null, `commonjs ${request}`))],
    module: {
      rules: [
        scriptRule({ target: 'es2022' }),
        ...imageRules({ emit: false }),
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production'), 'process.env.RELEASE_LABEL': JSON.stringify(process.env.RELEASE_LABEL || '') }),
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    stats: 'errors-warnings',
  };
}

/**
 * The site's policy has no 'unsafe-inline' for styles: a style attribute in prerendered HTML would
 * be blocked (unstyled until hydration, and an error in the console). Styles go in styled components.
 */
function refuseStyleAttributes(app, routes) {
  for (const [url, modes] of Object.entries(routes)) {
    for (const { html } of Object.values(modes)) {
      const found = html.match(/<[a-z][^>]*\sstyle="[^"]*"[^>]*>/);
      if (found) throw new Error(`${app} prerenders ${url} with a style attribute, which the page's policy blocks: ${found[0]}`);
    }
  }
}

function compile(config) {
  return new Promise((resolve, reject) => {
    rspack(config).run((error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

/** True when the app prerenders pages (it has src/prerender.tsx). */
export const prerenders = (app) => fs.existsSync(path.join(ROOT, app, 'src/prerender.tsx'));

/** Renders the app's pages into its build output (dist/, or BUILD_OUTPUT_DIR). */
async function renderInto(app, outputDir = process.env.BUILD_OUTPUT_DIR || distOf(app)) {
  // Inside the repository, so the bundle's require() finds node_modules.
  const workDir = fs.mkdtempSync(path.join(ROOT, 'node_modules', `.prerender-${app}-`));
  try {
    await compile(nodeConfig(app, workDir));
    const { default: bundle } = await import(pathToFileURL(path.join(workDir, 'prerender.cjs')).href);
    const routes = await bundle.default();
    refuseStyleAttributes(app, routes);
    // A page-kind build may have signed-in pages' skeletons too: sent before any script, never hydrated.
    const skeletons = typeof bundle.skeletons === 'function' ? await bundle.skeletons() : undefined;
    if (skeletons) refuseStyleAttributes(app, skeletons);
    // 'page': whole pages the app's server sends (the shell); 'area': HTML for a slot in them (a remote).
    const kind = bundle.kind === 'page' ? 'page' : 'area';
    // A page-kind build also says where the signed-in areas are (the composer hints their code).
    const areas = Array.isArray(bundle.areas) ? bundle.areas : undefined;
    fs.writeFileSync(path.join(outputDir, FILE), JSON.stringify({ kind, publicPath: PUBLIC_PATH_PLACEHOLDER, routes, areas, skeletons }));
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * In a process of its own: the rendered app leaves timers behind (react-query's cache), and the
 * build must neither wait for them nor keep React loaded in `npm start`'s process.
 */
export function prerenderApp(app) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), app], { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`prerendering ${app} failed (exit code ${code})`))));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  renderInto(process.argv[2]).then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
