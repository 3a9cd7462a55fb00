// Every exposed module of shared-ui but toast and checkInCode, as one chunk of the shell (see ./fallback.ts).
export * as Avatar from './exposed/Avatar';
export * as Button from './exposed/Button';
export * as DataTable from './exposed/DataTable';
export * as Dialog from './exposed/Dialog';
export * as display from './exposed/display';
export * as fields from './exposed/fields';
export * as filters from './exposed/filters';
export * as Loader from './exposed/Loader';
export * as Page from './exposed/Page';
export * as Pagination from './exposed/Pagination';
export * as QueryState from './exposed/QueryState';
export * as theme from './exposed/theme';
