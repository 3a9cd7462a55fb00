// Step 3: what the import would do (counts), the file's first rows with each cell in error marked
// by a sign and its message in words (not by colour alone), every error by row and column, and
// the cells imported as they are that may have lost a letter (warnings, which do not stop it).
import styled from 'styled-components';
import { type Column, DataTable } from 'shared_ui/DataTable';
import { StatCard, StatGrid } from 'shared_ui/display';
import { themeOf } from 'shared_ui/theme';
import type { ImportCellError, ImportField, ImportPreview } from '@church/contracts/imports';

type PreviewRow = ImportPreview['rows'][number];

const CellError = styled.span`
  display: block;
  margin-top: 2px;
  color: ${(p) => themeOf(p.theme).colors.danger};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Empty = styled.span`
  color: ${(p) => themeOf(p.theme).colors.textMuted};
`;

const ErrorList = styled.ol`
  max-height: 24rem;
  overflow-y: auto;
  margin: 0;
  padding-inline-start: ${(p) => themeOf(p.theme).spacing.lg};
  overflow-wrap: anywhere;

  li {
    margin-bottom: ${(p) => themeOf(p.theme).spacing.xs};
  }
  &:focus-visible {
    outline: 3px solid ${(p) => themeOf(p.theme).colors.focusRing};
    outline-offset: 2px;
  }
`;

const Said = styled.p`
  margin: 0 0 ${(p) => themeOf(p.theme).spacing.md};
`;

const ERROR_SIGN = '⚠';
const ROW_KEY = '';

const keyOf = (row: number, field: string | null) => `${row}:${field ?? ROW_KEY}`;

function errorsByCell(errors: ImportCellError[]): Map<string, string[]> {
  const cells = new Map<string, string[]>();
  for (const error of errors) {
    const key = keyOf(error.row, error.field);
    cells.set(key, [...(cells.get(key) ?? []), error.message]);
  }
  return cells;
}

function Messages({ messages }: { messages: string[] | undefined }) {
  return (
    <>
      {messages?.map((message) => (
        <CellError key={message}>
          <span aria-hidden="true">{ERROR_SIGN} </span>Error: {message}
        </CellError>
      ))}
    </>
  );
}

export const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

export interface PreviewStepProps {
  fields: ImportField[];
  mapping: Record<string, string | null>;
  preview: ImportPreview;
  /** Whether the file names people (then the counts say who is already here). */
  people: boolean;
}

export function PreviewStep({ fields, mapping, preview, people }: PreviewStepProps) {
  const cells = errorsByCell(preview.errors);
  const fieldsWithErrors = new Set(preview.errors.map((error) => error.field));
  // The fields the file gives, and any field in error (a needed one it lacks).
  const shown = fields.filter((field) => mapping[field.name] || fieldsWithErrors.has(field.name));
  const columns: Column<PreviewRow>[] = [
    {
      key: 'row',
      header: 'Row',
      render: (row) => (
        <>
          {row.row}
          <Messages messages={cells.get(keyOf(row.row, null))} />
        </>
      ),
    },
    ...shown.map<Column<PreviewRow>>((field) => ({
      key: field.name,
      header: field.label,
      breakAnywhere: true,
      render: (row) => {
        const value = row.cells[field.name];
        return (
          <>
            {value ? value : <Empty>(empty)</Empty>}
            <Messages messages={cells.get(keyOf(row.row, field.name))} />
          </>
        );
      },
    })),
  ];
  const { counts } = preview;
  const labelOf = (name: string | null) => fields.find((field) => field.name === name)?.label;

  return (
    <>
      <StatGrid aria-label="What the import would do">
        <li>
          <StatCard label="To create" value={counts.create.toLocaleString('en')} hint={people ? 'New to the app' : undefined} />
        </li>
        {people && (
          <li>
            <StatCard label="To update" value={counts.update.toLocaleString('en')} hint="Already here, updated from the file" />
          </li>
        )}
        <li>
          <StatCard label="To skip" value={counts.skip.toLocaleString('en')} hint={people ? 'Already here, left as they are' : 'Already recorded'} />
        </li>
        <li>
          <StatCard label="With errors" value={counts.error.toLocaleString('en')} hint={counts.error ? 'Rows to fix before importing' : 'None'} />
        </li>
      </StatGrid>
      <Said>
        {preview.rows.length < preview.rows_total
          ? `The first ${plural(preview.rows.length, 'row')} of ${plural(preview.rows_total, 'row')}:`
          : `All ${plural(preview.rows_total, 'row')} of the file:`}
      </Said>
      <DataTable
        caption="The file's first rows, as they would be imported"
        columns={columns}
        rows={preview.rows}
        rowKey={(row) => row.row}
        emptyState={<p>The file has no rows under its header row.</p>}
      />
      {preview.warnings_total > 0 && (
        <section aria-labelledby="import-warnings-title">
          <h3 id="import-warnings-title">Check these ({preview.warnings_total.toLocaleString('en')})</h3>
          <Said>These rows can be imported as they are; correct them first if a letter is missing.</Said>
          <ErrorList tabIndex={0} aria-labelledby="import-warnings-title">
            {preview.warnings.map((warning, index) => (
              <li key={index}>
                Row {warning.row}
                {warning.column ? `, column “${warning.column}”` : ''}: {warning.message}
              </li>
            ))}
          </ErrorList>
        </section>
      )}
      {preview.errors_total > 0 && (
        <section aria-labelledby="import-errors-title">
          <h3 id="import-errors-title">Errors ({preview.errors_total.toLocaleString('en')})</h3>
          {preview.errors.length < preview.errors_total && <Said>The first {preview.errors.length.toLocaleString('en')} are listed.</Said>}
          <ErrorList tabIndex={0} aria-labelledby="import-errors-title">
            {preview.errors.map((error, index) => (
              <li key={index}>
                Row {error.row}
                {error.column ? `, column “${error.column}”` : labelOf(error.field) ? `, ${labelOf(error.field)}` : ''}: {error.message}
              </li>
            ))}
          </ErrorList>
        </section>
      )}
    </>
  );
}
