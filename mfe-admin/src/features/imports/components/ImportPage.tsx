import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { pageIntro, pageTitle } from '@church/contracts/site-map';
import { errorMessage, HttpError } from '@church/platform/http';
import { FormAlert } from 'shared_ui/fields';
import { Card, Page } from 'shared_ui/Page';
import { themeOf } from 'shared_ui/theme';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, type DateOrder, type ExistingPeople, type ImportDraft, type ImportKind } from '@church/contracts/imports';
import { useCommitImport } from '../api/commit-import';
import { importProgressQuery, useImportProgress } from '../api/import-progress';
import { useUpdateImport } from '../api/update-import';
import { useUploadImport } from '../api/upload-import';
import { ChooseFileStep } from './ChooseFileStep';
import { CommitProgress } from './CommitProgress';
import { CommitStep } from './CommitStep';
import { IMPORT_KIND_INFO } from './import-kinds';
import { ImportReportCard } from './ImportReportCard';
import { MappingStep } from './MappingStep';
import { plural, PreviewStep } from './PreviewStep';

// One column no wider than the page: a long file name or column name wraps instead of widening it.
const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => themeOf(p.theme).spacing.md};
  min-width: 0;
`;

const FileLine = styled.p`
  margin: 0 0 ${(p) => themeOf(p.theme).spacing.md};
  overflow-wrap: anywhere;
`;

const FAILED = 'The import stopped and nothing was kept. Try again; if it stops again, download the example file and compare.';

/** The refusal of a file, said beside its input (a proxy's refusal of a large file has no message of its own). */
function fileRefusal(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof HttpError && error.status === 413) return IMPORT_MESSAGES.tooLarge;
  return errorMessage(error);
}

/** /dashboard/admin/import: a spreadsheet of members, past attendance or first-timers into the app. */
export function ImportPage() {
  const [kind, setKind] = useState<ImportKind>('members');
  const [file, setFile] = useState<File | null>(null);
  const [draft, setDraft] = useState<ImportDraft | null>(null);
  const [invite, setInvite] = useState(false);
  const [round, setRound] = useState(0);
  // A file over the limit is refused here, before minutes of uploading.
  const [tooLarge, setTooLarge] = useState(false);
  const upload = useUploadImport();
  const update = useUpdateImport();
  const commit = useCommitImport();
  const queryClient = useQueryClient();

  // A refusal (an HTTP answer) ends the attempt; a lost answer (a timeout on a long file) does not:
  // the commit goes on, and the progress says when it ends.
  const started = commit.status !== 'idle' && !(commit.error instanceof HttpError);
  const answered = commit.data ?? null;
  const progress = useImportProgress(draft?.id ?? 0, Boolean(draft) && started && !answered);
  const report = answered ?? (progress.data?.status === 'committed' ? progress.data.report : null);
  const failed = started && progress.data?.status === 'failed';

  const read = (chosen: File, as: ImportKind) => {
    setFile(chosen);
    setDraft(null);
    commit.reset();
    update.reset();
    upload.reset();
    setTooLarge(chosen.size > IMPORT_MAX_BYTES);
    if (chosen.size > IMPORT_MAX_BYTES) return;
    upload.mutate({ file: chosen, kind: as }, { onSuccess: setDraft });
  };

  const changeKind = (next: ImportKind) => {
    setKind(next);
    if (file) read(file, next);
  };

  const recheck = (mapping: Record<string, string | null>, existing: ExistingPeople, dates: DateOrder | null) => {
    if (!draft) return;
    update.mutate({ id: draft.id, mapping, existing, dates }, { onSuccess: setDraft });
  };

  const startOver = () => {
    setFile(null);
    setDraft(null);
    setInvite(false);
    setTooLarge(false);
    upload.reset();
    update.reset();
    commit.reset();
    setRound((n) => n + 1);
  };

  const title = pageTitle('admin', 'import');
  const page = (content: ReactNode) => (
    <Page title={title} description={pageIntro('admin', 'import')}>
      <Stack>{content}</Stack>
    </Page>
  );

  if (draft && report) {
    return page(
      <Card aria-labelledby="import-report-title">
        <h2 id="import-report-title">Done</h2>
        <ImportReportCard id={draft.id} kind={draft.kind} fileName={draft.file_name} report={report} onAgain={startOver} />
      </Card>,
    );
  }

  if (draft && started && !failed) {
    return page(
      <Card aria-labelledby="import-progress-title">
        <h2 id="import-progress-title">Importing {draft.file_name}</h2>
        <CommitProgress done={progress.data?.rows_done ?? 0} total={progress.data?.rows_total ?? draft.preview.rows_total} />
      </Card>,
    );
  }

  const checking = update.isPending;
  const shown = checking && update.variables ? update.variables : draft;
  const info = IMPORT_KIND_INFO[draft?.kind ?? kind];
  const commitRefusal = failed ? FAILED : commit.error ? errorMessage(commit.error) : null;

  return page(
    <>
      <Card aria-labelledby="import-file-title">
        <h2 id="import-file-title">1. The file</h2>
        <ChooseFileStep kind={kind} onKindChange={changeKind} fileName={file?.name ?? null} onFile={(chosen) => read(chosen, kind)} reading={upload.isPending} refusal={tooLarge ? IMPORT_MESSAGES.tooLarge : fileRefusal(upload.error)} inputKey={round} />
      </Card>
      {draft && shown && (
        <>
          <Card aria-labelledby="import-mapping-title">
            <h2 id="import-mapping-title">2. Its columns</h2>
            <FileLine>
              {draft.file_name}: {plural(draft.preview.rows_total, 'row')} under a header row of {plural(draft.headers.length, 'column')}.
            </FileLine>
            <MappingStep
              fields={draft.fields}
              headers={draft.headers}
              mapping={shown.mapping}
              onMappingChange={(mapping) => recheck(mapping, shown.existing, shown.dates)}
              existing={info.people ? shown.existing : null}
              onExistingChange={(existing) => recheck(shown.mapping, existing, shown.dates)}
              dates={shown.dates}
              onDatesChange={(dates) => recheck(shown.mapping, shown.existing, dates)}
            />
            {update.error && <FormAlert role="alert">The preview could not be checked again: {errorMessage(update.error)}</FormAlert>}
          </Card>
          <Card aria-labelledby="import-preview-title" aria-busy={checking || undefined}>
            <h2 id="import-preview-title">3. Preview</h2>
            {checking && <p role="status">Checking the file again with the new choices…</p>}
            <PreviewStep fields={draft.fields} mapping={draft.mapping} preview={draft.preview} people={info.people} />
          </Card>
          <Card aria-labelledby="import-commit-title">
            <h2 id="import-commit-title">4. Import</h2>
            <CommitStep
              rowsInError={draft.preview.counts.error}
              rowsTotal={draft.preview.rows_total}
              checking={checking}
              inviteOffered={draft.kind === 'members'}
              invite={invite}
              onInviteChange={setInvite}
              onCommit={() => {
                // A new attempt starts from no progress, not from the last one's end.
                queryClient.removeQueries({ queryKey: importProgressQuery(draft.id).queryKey });
                commit.mutate({ id: draft.id, invite: draft.kind === 'members' && invite });
              }}
              refusal={commitRefusal}
            />
          </Card>
        </>
      )}
    </>,
  );
}
