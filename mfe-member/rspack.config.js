const { createAppConfig } = require('../rspack.shared');

module.exports = createAppConfig({ app: 'mfe-member', dirname: __dirname, exposes: { './App': './src/App.tsx' }, htmlTitle: 'Member area (standalone)' });
