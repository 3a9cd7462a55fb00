// PUT /api/imports/:id ({ mapping, existing }): the same file checked again with another mapping.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '@church/platform/http';
import type { ExistingPeople, ImportDraft } from '@church/contracts/imports';
import { IMPORTS_KEY } from './keys';

export interface UpdateImport {
  id: number;
  mapping: Record<string, string | null>;
  existing: ExistingPeople;
}

export function updateImport({ id, mapping, existing }: UpdateImport): Promise<ImportDraft> {
  return http.put<{ data: ImportDraft }>(`/imports/${id}`, { mapping, existing }).then((body) => body.data);
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
