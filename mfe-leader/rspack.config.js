const { createAppConfig } = require('../rspack.shared');

module.exports = createAppConfig({ app: 'mfe-leader', dirname: __dirname, exposes: { './App': './src/App.tsx' }, htmlTitle: 'Leaders area (standalone)' });
