// POST /api/imports/:id/commit ({ invite }): every row written in one transaction, or none; 422
// while any row has an error. The answer is the report, once every row is written: a long file
// can outlast the request's timeout, and the page then reads the report from the progress.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ImportReport } from '@church/contracts/imports';
import { http } from '@church/platform/http';
import { ADMIN_FIRST_TIMERS_KEY, ADMIN_UNITS_KEY } from '../../../shared/keys';
import { IMPORTS_KEY } from './keys';

export interface CommitImport {
  id: number;
  invite: boolean;
}

export function commitImport({ id, invite }: CommitImport): Promise<ImportReport> {
  return http.post<{ data: ImportReport }>(`/imports/${id}/commit`, { invite }).then((body) => body.data);
}

// What an import adds shows in the members' and first-timers' lists, the units and the figures.
// The members', attendance and dashboard keys are spelled here: features never import each other.
const REFRESHED_AFTER_IMPORT = [['admin', 'members'], ADMIN_FIRST_TIMERS_KEY, ADMIN_UNITS_KEY, ['admin', 'attendance'], ['admin', 'dashboard']] as const;

export const commitImportMutation = mutationOptions({
  mutationKey: [...IMPORTS_KEY, 'commit'],
  mutationFn: commitImport,
  // The page says a refusal above the Import button.
  meta: { silent: true },
  onSettled: (_result, _error, _body, _onMutateResult, { client }) => Promise.all(REFRESHED_AFTER_IMPORT.map((queryKey) => client.invalidateQueries({ queryKey }))),
});

export function useCommitImport() {
  return useMutation(commitImportMutation);
}
