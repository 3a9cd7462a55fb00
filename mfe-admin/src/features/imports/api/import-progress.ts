// GET /api/imports/:id: where a commit stands (rows done of rows in the file), asked every second
// while it runs.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@church/platform/http';
import type { ImportProgress } from '@church/contracts/imports';
import { IMPORTS_KEY } from './keys';

export const PROGRESS_POLL_MS = 1000;

export function fetchImportProgress(id: number, signal?: AbortSignal): Promise<ImportProgress> {
  return http.get<{ data: ImportProgress }>(`/imports/${id}`, { signal }).then((body) => body.data);
}

export const importProgressQuery = (id: number) =>
  queryOptions({
    queryKey: [...IMPORTS_KEY, id, 'progress'],
    queryFn: ({ signal }) => fetchImportProgress(id, signal),
    // A missed answer is asked again at the next tick; the page says a failed commit itself.
    meta: { silent: true },
    refetchInterval: (query) => (query.state.data?.status === 'committed' || query.state.data?.status === 'failed' ? false : PROGRESS_POLL_MS),
  });

/** Polls while `enabled` and the commit has not ended. */
export function useImportProgress(id: number, enabled: boolean) {
  return useQuery({ ...importProgressQuery(id), enabled });
}
