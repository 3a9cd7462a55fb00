const { createAppConfig } = require('../rspack.shared');

// The host: it exposes nothing and learns every remote from /config.json at run time.
module.exports = createAppConfig({ app: 'shell', dirname: __dirname, exposes: {} });
