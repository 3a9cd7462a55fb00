// The one place for the shared-singleton map and the rspack config every app has in common.
// Each app's rspack.config.js calls createAppConfig() with its name, port and exposes.
const path = require('node:path');
const rspack = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const rootPkg = require('./package.json');
const { faviconHref } = require('./scripts/brand-mark.cjs');

const ROOT = __dirname;

/** Default ports; `npm start` and `npm run dev` use them, env vars override (see scripts/ports.mjs). */
const APPS = {
  shell: { port: 3000, federationName: 'shell' },
  'mfe-public': { port: 3001, federationName: 'mfe_public' },
  'mfe-member': { port: 3002, federationName: 'mfe_member' },
  'mfe-leader': { port: 3003, federationName: 'mfe_leader' },
  'mfe-admin': { port: 3004, federationName: 'mfe_admin' },
  'shared-ui': { port: 3005, federationName: 'shared_ui' },
};

const singleton = (version) => ({ singleton: true, requiredVersion: version, strictVersion: false });
const deps = rootPkg.dependencies;

/**
 * Shared singletons. Versions come from the root package.json so every container
 * announces the same ranges; a mismatch surfaces as the runtime's visible warning.
 * Platform is shared per file (trailing slash) because the store, the HTTP client
 * configuration and the notifier must be one instance in the whole site. Of contracts, only
 * church-time is shared: it holds the church's zone, set once by the shell
 * (password-strength's estimator cache is reached only through platform's shared hook); the
 * rest is pure rules and schemas, which each container bundles tree-shaken with the zod it
 * uses, as it was built and tested (decision 0017: every shared name costs each container's
 * start-up, and the shell's entry carried zod for pages that never validate a form).
 * A shared package is bundled whole, so only what needs one instance is shared:
 * - react-router travels inside @church/platform/router, one tree-shaken file (60 KB gzipped
 *   whole against 14);
 * - @reduxjs/toolkit holds no state of its own (the store is @church/platform/store, shared),
 *   so each container bundles just the helpers it uses (15 KB whole against 8).
 */
const shared = {
  react: singleton(deps.react),
  'react/': singleton(deps.react),
  'react-dom': singleton(deps['react-dom']),
  'react-dom/': singleton(deps['react-dom']),
  'react-redux': singleton(deps['react-redux']),
  '@tanstack/react-query': singleton(deps['@tanstack/react-query']),
  '@tanstack/query-core': singleton(deps['@tanstack/react-query']),
  'styled-components': singleton(deps['styled-components']),
  'react-toastify': singleton(deps['react-toastify']),
  '@church/contracts/church-time': { singleton: true, requiredVersion: false, version: require('./contracts/package.json').version },
  '@church/platform/': { singleton: true, requiredVersion: false, version: require('./platform/package.json').version },
};

/**
 * The shell provides everything shared but toasts eagerly: in its entry chunk, registered as it
 * starts, so its own start-up takes them at once instead of through the runtime's asynchronous
 * share loading, one chain of promises per name (about forty), the longest task after the first
 * paint on a phone. Remotes are unchanged: loaded after the shell, they find its modules already
 * there, and alone (QA) they provide their own. react-toastify waits for the first interaction.
 */
const hostShared = Object.fromEntries(Object.entries(shared).map(([name, config]) => [name, name === 'react-toastify' ? config : { ...config, eager: true }]));

/**
 * Compile-time placeholder for shared-ui. The real manifest URL comes from the runtime
 * registry (/config.json) through platform's runtime plugin, so no remote URL is baked in.
 */
const SHARED_UI_PLACEHOLDER = 'shared_ui@https://registry.invalid/shared_ui/mf-manifest.json';

const RUNTIME_PROVIDER_DIR = 'runtime';

/**
 * One federation runtime per page: the shell provides it and every remote (shared-ui included)
 * uses it, which keeps each remoteEntry.js about 20 KB gzipped lighter. A remote served alone
 * has no shell, so its page first loads the runtime provider it ships (see runtimeProviderConfig).
 */
function federationExperiments(isHost) {
  const optimization = { target: 'web' };
  return isHost ? { provideExternalRuntime: true, optimization } : { externalRuntime: true, optimization };
}

/**
 * The federation plugin injects its runtime by CommonJS path, which cannot be tree-shaken.
 * Pointing those paths at the packages' ES module builds lets unused runtime code drop out.
 */
function federationRuntimeAsEsm() {
  const runtimeTools = require.resolve('@module-federation/runtime-tools');
  const cjs = (pkg) => require.resolve(pkg, { paths: [runtimeTools] });
  const esm = (pkg) => cjs(pkg).replace(/\.cjs$/, '.js');
  const injected = ['@module-federation/webpack-bundler-runtime', '@module-federation/inject-external-runtime-core-plugin'];
  return {
    ...Object.fromEntries(injected.map((pkg) => [cjs(pkg), esm(pkg)])),
    // The plugin aliases this bare name to its CommonJS file; ours takes precedence.
    '@module-federation/runtime': esm('@module-federation/runtime'),
  };
}

/** Our TypeScript and JSX through rspack's built-in swc; the prerender's Node build uses it too. */
function scriptRule({ development = false, target = 'es2020' } = {}) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development, refresh: false } },
        target,
      },
    },
    type: 'javascript/auto',
  };
}

/**
 * Pictures imported by our code. An SVG under 2 KB (the tiles' pictures) goes inline as a data
 * URL: the home page's largest picture then paints with the HTML, with no request to the remote's
 * origin first. The prerender's Node build uses the same rules without writing the files.
 */
function imageRules({ emit = true } = {}) {
  const generator = emit ? {} : { generator: { emit: false } };
  return [
    { test: /\.svg$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 2048 } }, ...generator },
    { test: /\.(png|jpe?g|webp|avif|gif)$/, type: 'asset/resource', ...generator },
  ];
}

/**
 * shared-ui's exposes share their building blocks (the theme, the loader, the button, the page's
 * card, the fields: src/kit and src/internal). Split by size alone, each expose's chunk carried its
 * own copy of them (the theme in nine; half of shared-ui's code was copies). They are one chunk,
 * loaded once beside the exposes that need them; an expose's own chunk holds only its own code.
 */
const UI_KIT_CHUNK = { test: /[\\/]shared-ui[\\/]src[\\/](kit|internal)[\\/]/, chunks: 'async', name: 'ui-kit', enforce: true };

const SITE_MAP_MODULE = '@church/contracts/site-map';

/**
 * A signed-in area's remote publishes its section of the site map beside its manifest, as
 * site-map.json, from the site map its bundle compiles (an alias of it included): the shell reads
 * its pages from there at run time, so a page the remote adds needs no shell release (decision 0043).
 */
class PublishSiteMapSection {
  constructor(federationName) {
    this.federationName = federationName;
  }

  apply(compiler) {
    const alias = compiler.options.resolve.alias ?? {};
    const file = alias[`${SITE_MAP_MODULE}$`] ?? alias[SITE_MAP_MODULE] ?? path.join(ROOT, 'contracts/src/site-map.ts');
    const { require: requireTs } = require('tsx/cjs/api');
    const { SIDEBAR_AREAS, SITE_MAP, publishedSectionOf } = requireTs(file, __filename);
    const area = SIDEBAR_AREAS.find((key) => SITE_MAP[key].remote === this.federationName);
    if (!area) return;
    const json = JSON.stringify(publishedSectionOf(area));
    compiler.hooks.thisCompilation.tap('PublishSiteMapSection', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublishSiteMapSection', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('site-map.json', new rspack.sources.RawSource(json));
      });
    });
  }
}

/** Where a build goes: dist/ beside the app, or BUILD_OUTPUT_DIR (e.g. a second release to deploy). */
const outputDirOf = (dirname) => process.env.BUILD_OUTPUT_DIR || path.join(dirname, 'dist');

/** The standalone page's runtime provider: a plain bundle that installs the federation runtime. */
function runtimeProviderConfig({ app, dirname, federationName, production }) {
  return {
    name: `${federationName}-runtime-provider`,
    // After the app's own build, whose output.clean would otherwise race with this one.
    dependencies: [app],
    mode: production ? 'production' : 'development',
    context: dirname,
    entry: { 'mf-runtime': path.join(ROOT, 'platform/src/mf-runtime-provider.ts') },
    devtool: false,
    output: {
      path: path.join(outputDirOf(dirname), RUNTIME_PROVIDER_DIR),
      publicPath: `/${RUNTIME_PROVIDER_DIR}/`,
      uniqueName: `${federationName}_runtime_provider`,
      filename: '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [{ test: /\.ts$/, exclude: /node_modules/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' } } }, type: 'javascript/auto' }],
    },
    plugins: [
      new rspack.DefinePlugin({
        MF_RUNTIME_VERSION: JSON.stringify(require('@module-federation/runtime-tools/package.json').version),
      }),
    ],
    optimization: { minimize: production },
    stats: 'errors-warnings',
  };
}

function createAppConfig({ app, dirname, exposes, html = true, htmlTitle = 'Community Church' }) {
  const { port, federationName } = APPS[app];
  const isHost = app === 'shell';
  return (env, argv) => {
    const production = argv.mode === 'production';
    const appConfig = {
      name: app,
      mode: production ? 'production' : 'development',
      context: dirname,
      entry: { main: './src/index.ts' },
      // A production build writes its maps beside the files but names none in them: they are kept
      // for error reports, and the static server refuses them (scripts/serve-static.mjs).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outputDirOf(dirname),
        publicPath: 'auto',
        uniqueName: federationName,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        // A chunk of a hanging remote must give up in time for the area's error screen.
        chunkLoadTimeout: 8000,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js'],
        // platform holds .tsx as well as .ts files, which a package "exports" map cannot express.
        alias: { '@church/platform': path.join(ROOT, 'platform/src'), ...federationRuntimeAsEsm() },
      },
      module: {
        rules: [
          scriptRule({ development: !production }),
          { test: /\.css$/, type: 'css/auto' },
          ...imageRules(),
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          filename: 'remoteEntry.js',
          exposes,
          remotes: federationName === 'shared_ui' ? {} : { shared_ui: SHARED_UI_PLACEHOLDER },
          shared: isHost ? hostShared : shared,
          shareStrategy: 'loaded-first',
          runtimePlugins: [path.join(ROOT, 'platform/src/mf-runtime-plugin.ts')],
          manifest: true,
          dts: false,
          experiments: federationExperiments(isHost),
        }),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          // Optional label of a deployment (shown in its area), so a rollout can be seen on screen.
          'process.env.RELEASE_LABEL': JSON.stringify(process.env.RELEASE_LABEL || ''),
        }),
        html &&
          new rspack.HtmlRspackPlugin({
            template: path.join(ROOT, 'scripts/index.html'),
            title: htmlTitle,
            // The web app manifest is the site's, at the shell's origin; a remote served alone has none.
            templateParameters: { faviconHref: faviconHref(), runtimeProvider: isHost ? '' : `/${RUNTIME_PROVIDER_DIR}/mf-runtime.js`, webAppManifest: isHost ? '/manifest.webmanifest' : '' },
            // Absolute so deep links such as /dashboard/admin/members find the scripts.
            publicPath: '/',
          }),
        new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
        !isHost && new PublishSiteMapSection(federationName),
      ].filter(Boolean),
      optimization: { minimize: production, ...(app === 'shared-ui' && { splitChunks: { cacheGroups: { uiKit: UI_KIT_CHUNK } } }) },
      performance: { hints: false },
      lazyCompilation: false,
      devServer: {
        port,
        host: '127.0.0.1',
        hot: true,
        historyApiFallback: true,
        // Dev servers listen on loopback only; pages load each other's chunks and HMR sockets.
        allowedHosts: 'all',
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: `http://127.0.0.1:${process.env.API_PORT || 4000}` }],
        client: { overlay: { errors: true, warnings: false } },
      },
      stats: 'errors-warnings',
    };
    if (isHost || !html) return appConfig;
    return [appConfig, runtimeProviderConfig({ app, dirname, federationName, production })];
  };
}

module.exports = { APPS, shared, createAppConfig, scriptRule, imageRules };
