const { createAppConfig } = require('../rspack.shared');

// The federated UI kit; served alone it shows the gallery (src/bootstrap.tsx).
module.exports = createAppConfig({
  app: 'shared-ui',
  dirname: __dirname,
  htmlTitle: 'shared-ui gallery',
  exposes: {
    './Button': './src/exposed/Button.tsx',
    './Avatar': './src/exposed/Avatar.tsx',
    './toast': './src/exposed/toast.tsx',
    './Loader': './src/exposed/Loader.tsx',
    './theme': './src/exposed/theme.ts',
    './fields': './src/exposed/fields.tsx',
    './Page': './src/exposed/Page.tsx',
    './Dialog': './src/exposed/Dialog.tsx',
    './display': './src/exposed/display.tsx',
    './DataTable': './src/exposed/DataTable.tsx',
    './Pagination': './src/exposed/Pagination.tsx',
    './filters': './src/exposed/filters.tsx',
  },
});
