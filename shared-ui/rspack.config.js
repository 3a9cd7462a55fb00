const { createAppConfig } = require('../rspack.shared');

// The federated UI kit; served alone it shows the gallery (src/bootstrap.tsx).
module.exports = createAppConfig({ app: 'shared-ui', dirname: __dirname, htmlTitle: 'shared-ui gallery', exposes: require('./exposes') });
