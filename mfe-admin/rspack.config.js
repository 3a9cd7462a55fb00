const { createAppConfig } = require('../rspack.shared');

module.exports = createAppConfig({ app: 'mfe-admin', dirname: __dirname, exposes: { './App': './src/App.tsx' }, htmlTitle: 'Admin area (standalone)' });
