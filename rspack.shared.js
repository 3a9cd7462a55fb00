// The one place for the shared-singleton map and the rspack config every app has in common.
// Each app's rspack.config.js calls createAppConfig() with its name, port and exposes.
const path = require('node:path');
const rspack = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const rootPkg = require('./package.json');

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
 * Our own workspaces are shared per file (trailing slash) because the store, the HTTP
 * client configuration and the notifier must be one instance in the whole site.
 */
const shared = {
  react: singleton(deps.react),
  'react/': singleton(deps.react),
  'react-dom': singleton(deps['react-dom']),
  'react-dom/': singleton(deps['react-dom']),
  'react-router': singleton(deps['react-router']),
  'react-router-dom': singleton(deps['react-router-dom']),
  'react-redux': singleton(deps['react-redux']),
  '@reduxjs/toolkit': singleton(deps['@reduxjs/toolkit']),
  '@tanstack/react-query': singleton(deps['@tanstack/react-query']),
  '@tanstack/query-core': singleton(deps['@tanstack/react-query']),
  'styled-components': singleton(deps['styled-components']),
  'react-toastify': singleton(deps['react-toastify']),
  '@church/contracts/': { singleton: true, requiredVersion: false, version: require('./contracts/package.json').version },
  '@church/platform/': { singleton: true, requiredVersion: false, version: require('./platform/package.json').version },
};

/**
 * Compile-time placeholder for shared-ui. The real manifest URL comes from the runtime
 * registry (/config.json) through platform's runtime plugin, so no remote URL is baked in.
 */
const SHARED_UI_PLACEHOLDER = 'shared_ui@https://registry.invalid/shared_ui/mf-manifest.json';

function createAppConfig({ app, dirname, exposes, html = true, htmlTitle = 'Community Church' }) {
  const { port, federationName } = APPS[app];
  return (env, argv) => {
    const production = argv.mode === 'production';
    return {
      mode: production ? 'production' : 'development',
      context: dirname,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dirname, 'dist'),
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
        alias: { '@church/platform': path.join(ROOT, 'platform/src') },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                target: 'es2020',
              },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|webp|avif|svg|gif)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          filename: 'remoteEntry.js',
          exposes,
          remotes: federationName === 'shared_ui' ? {} : { shared_ui: SHARED_UI_PLACEHOLDER },
          shared,
          shareStrategy: 'loaded-first',
          runtimePlugins: [path.join(ROOT, 'platform/src/mf-runtime-plugin.ts')],
          manifest: true,
          dts: false,
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
            // Absolute so deep links such as /dashboard/admin/members find the scripts.
            publicPath: '/',
          }),
        new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
      ].filter(Boolean),
      optimization: { minimize: production },
      performance: { hints: false },
      lazyCompilation: false,
      devServer: {
        port,
        host: '127.0.0.1',
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: `http://127.0.0.1:${process.env.API_PORT || 4000}` }],
        client: { overlay: { errors: true, warnings: false } },
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { APPS, shared, createAppConfig };
