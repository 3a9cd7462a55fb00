const { createAppConfig } = require('../rspack.shared');

module.exports = createAppConfig({ app: 'mfe-public', dirname: __dirname, exposes: { './App': './src/App.tsx' }, htmlTitle: 'Public area (standalone)' });
