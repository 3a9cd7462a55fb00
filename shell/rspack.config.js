const path = require('node:path');
const rspack = require('@rspack/core');
const { createAppConfig, scriptRule } = require('../rspack.shared');

// The host: it exposes nothing and learns every remote from /config.json at run time.
const appConfig = createAppConfig({ app: 'shell', dirname: __dirname, exposes: {} });

/**
 * The service worker (/sw.js) and its off switch (/sw-off.js): plain scripts at the root of the
 * shell's build (a worker's scope is its folder), built after the app, whose output.clean would
 * otherwise race with them.
 */
function serviceWorkerConfig(production) {
  return {
    name: 'shell-service-worker',
    dependencies: ['shell'],
    mode: production ? 'production' : 'development',
    context: __dirname,
    target: 'webworker',
    entry: { sw: './src/service-worker/sw.ts', 'sw-off': './src/service-worker/sw-off.ts' },
    devtool: false,
    output: { path: process.env.BUILD_OUTPUT_DIR || path.join(__dirname, 'dist'), filename: '[name].js', clean: false, publicPath: '/' },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [scriptRule({ target: 'es2020' })] },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') })],
    optimization: { minimize: production, splitChunks: false },
    stats: 'errors-warnings',
  };
}

module.exports = (env, argv) => [appConfig(env, argv), serviceWorkerConfig(argv.mode === 'production')];
