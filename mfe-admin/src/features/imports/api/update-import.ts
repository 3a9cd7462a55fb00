// PUT /api/imports/:id ({ mapping, existing, dates }): the same file checked again with other choices.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '@church/platform/http';
import type { DateOrder, ExistingPeople, ImportDraft } from '@church/contracts/imports';
import { IMPORTS_KEY } from './keys';

export interface UpdateImport {
  id: number;
  mapping: Record<string, string | null>;
  existing: ExistingPeople;
  /** How to read dates such as 02/03/1987; null while the file has no date column. */
  dates: DateOrder | null;
}

export function updateImport({ id, mapping, existing, dates }: UpdateImport): Promise<ImportDraft> {
  return http.put<{ data: ImportDraft }>(`/imports/${id}`, { mapping, existing, ...(dates ? { dates } : {}) }).then((body) => body.data);
}

export const updateImportMutation = mutationOptions({
  mutationKey: [...IMPORTS_KEY, 'update'],
  mutationFn: updateImport,
  // The page says a refusal above the preview.
  meta: { silent: true },
});

export function useUpdateImport() {
  return useMutation(updateImportMutation);
}
