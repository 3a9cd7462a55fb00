// Every exposed module of shared-ui but toast and the check-in code, by its expose name, as one
// chunk of the shell (see ./fallback.ts).
import * as AbsenceDialog from './domain/AbsenceDialog';
import * as badges from './domain/badges';
import * as ContactActions from './domain/ContactActions';
import * as PersonPickerDialog from './domain/PersonPickerDialog';
import * as Avatar from './exposed/Avatar';
import * as Button from './exposed/Button';
import * as DataTable from './exposed/DataTable';
import * as Dialog from './exposed/Dialog';
import * as display from './exposed/display';
import * as fields from './exposed/fields';
import * as filters from './exposed/filters';
import * as Loader from './exposed/Loader';
import * as Page from './exposed/Page';
import * as Pagination from './exposed/Pagination';
import * as QueryState from './exposed/QueryState';
import * as theme from './exposed/theme';

export const exposedModules: Record<string, unknown> = {
  './Avatar': Avatar,
  './Button': Button,
  './DataTable': DataTable,
  './Dialog': Dialog,
  './display': display,
  './fields': fields,
  './filters': filters,
  './Loader': Loader,
  './Page': Page,
  './Pagination': Pagination,
  './QueryState': QueryState,
  './theme': theme,
  './domain/AbsenceDialog': AbsenceDialog,
  './domain/badges': badges,
  './domain/ContactActions': ContactActions,
  './domain/PersonPickerDialog': PersonPickerDialog,
};
