// What shared-ui exposes: its federation build, and the prerender builds that render its
// components from source (scripts/first-paint/prerender.mjs), read this one list.
module.exports = {
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
  './QueryState': './src/exposed/QueryState.tsx',
  // The church's own pieces, shared by several areas: the kit above knows no domain.
  './domain/AbsenceDialog': './src/domain/AbsenceDialog.tsx',
  './domain/badges': './src/domain/badges.tsx',
  './domain/ContactActions': './src/domain/ContactActions.tsx',
  './domain/PersonPickerDialog': './src/domain/PersonPickerDialog.tsx',
  './domain/checkInCode': './src/domain/checkInCode.tsx',
};
