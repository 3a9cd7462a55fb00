// POST /api/imports (multipart: file, kind): the file read, its columns mapped as the API
// proposes, and a preview (201); a file that cannot be read is refused with its message (422, 413).
// The contracts' types are the API's own: importDraftResponseSchema.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '@church/platform/http';
import type { ImportDraft, ImportKind } from '@church/contracts/imports';
import { IMPORTS_KEY } from './keys';

export interface UploadImport {
  file: File;
  kind: ImportKind;
}

export function uploadImport({ file, kind }: UploadImport): Promise<ImportDraft> {
  const form = new FormData();
  // The kind first: the API reads the fields in order and needs it before the file.
  form.set('kind', kind);
  form.set('file', file, file.name);
  return http.post<{ data: ImportDraft }>('/imports', form).then((body) => body.data);
}

export const uploadImportMutation = mutationOptions({
  mutationKey: [...IMPORTS_KEY, 'upload'],
  mutationFn: uploadImport,
  // The page says a refusal beside the file input.
  meta: { silent: true },
});

export function useUploadImport() {
  return useMutation(uploadImportMutation);
}
