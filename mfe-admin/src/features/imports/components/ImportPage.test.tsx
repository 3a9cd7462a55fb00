import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureNotifier } from '@church/platform/notifier';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { IMPORT_FIELDS, IMPORT_MAX_BYTES, IMPORT_MESSAGES, type DateOrder, type ImportDraft, type ImportPreview } from '@church/contracts/imports';
import { ImportPage } from './ImportPage';

const ROUTE = '/dashboard/admin/import';
const HEADERS = ['First name', 'Last name', 'Mobile', 'E-mail', 'Unit'];
const FIELDS = IMPORT_FIELDS.members.map(({ name, label, required }) => ({ name, label, required }));
// A first guess that puts the mobile numbers in Email: both rows are in error.
const GUESSED = { first_name: 'First name', last_name: 'Last name', email: 'Mobile', phone: null, gender: null, birthday: null, address: null, unit: 'Unit' };
const FIXED = { ...GUESSED, email: 'E-mail', phone: 'Mobile' };

const rows = (mapping: Record<string, string | null>): ImportPreview['rows'] => {
  const file = [
    { 'First name': 'Ada', 'Last name': 'Obi', Mobile: '08031234567', 'E-mail': 'ada@example.org', Unit: 'Choir' },
    { 'First name': 'Tunde', 'Last name': 'Bello', Mobile: '08037654321', 'E-mail': 'tunde@example.org', Unit: '' },
  ];
  return file.map((line, index) => ({
    row: index + 2,
    cells: Object.fromEntries(Object.entries(mapping).map(([field, header]) => [field, header ? (line as Record<string, string>)[header] : null])),
  }));
};

function draftWith(mapping: Record<string, string | null>, existing: 'skip' | 'update' = 'skip', dates: DateOrder | null = null): ImportDraft {
  const wrong = mapping.email === 'Mobile';
  return {
    id: 5, kind: 'members', file_name: 'members.csv', status: 'draft', headers: HEADERS, fields: FIELDS, mapping, existing, dates,
    preview: {
      rows_total: 2,
      rows: rows(mapping),
      errors_total: wrong ? 2 : 0,
      errors: wrong
        ? [
            { row: 2, column: 'Mobile', field: 'email', message: 'Not a valid email address' },
            { row: 3, column: 'Mobile', field: 'email', message: 'Not a valid email address' },
          ]
        : [],
      warnings: [],
      warnings_total: 0,
      counts: wrong ? { create: 0, update: 0, skip: 0, error: 2 } : { create: 1, update: 0, skip: 1, error: 0 },
    },
  };
}

interface Script {
  /** The commit's answer (an Error: no answer came); pending until `release` is called when `hold` is set. */
  commit?: { status: number; body: unknown } | Error;
  hold?: boolean;
  /** How the uploaded file's dates are read (null: it has no date column). */
  dates?: DateOrder;
  progress?: Array<{ status: string; rows_done: number; rows_total: number; report: unknown }>;
}

function importApi(script: Script = {}) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let polls = 0;
  const responder = async (call: FakeCall) => {
    if (call.method === 'POST' && call.url === '/api/imports') {
      const form = call.body as FormData;
      const file = form.get('file') as File;
      if (file.name === 'photo.png') return { status: 422, body: { message: IMPORT_MESSAGES.notASpreadsheet } };
      if (form.get('kind') === 'attendance') {
        return { status: 201, body: { data: { ...draftWith(GUESSED), kind: 'attendance', fields: [{ name: 'email', label: 'Email', required: false }], mapping: { email: 'E-mail' } } } };
      }
      return { status: 201, body: { data: draftWith(GUESSED, 'skip', script.dates ?? null) } };
    }
    if (call.method === 'PUT' && call.url === '/api/imports/5') {
      const body = call.body as { mapping: Record<string, string | null>; existing: 'skip' | 'update'; dates?: DateOrder };
      return { status: 200, body: { data: draftWith(body.mapping, body.existing, body.dates ?? script.dates ?? null) } };
    }
    if (call.method === 'POST' && call.url === '/api/imports/5/commit') {
      if (script.hold) await held;
      return script.commit ?? { status: 200, body: { data: { created: 1, updated: 0, skipped: 1 } } };
    }
    if (call.method === 'GET' && call.url === '/api/imports/5') {
      const answers = script.progress ?? [];
      const answer = answers[Math.min(polls, answers.length - 1)];
      polls += 1;
      return { status: 200, body: { data: { id: 5, kind: 'members', file_name: 'members.csv', ...answer } } };
    }
    if (call.method === 'GET' && call.url === '/api/imports/5/report.csv') return { status: 200, body: 'Row,Outcome\r\n2,created\r\n' };
    return { status: 404, body: { message: 'Not found' } };
  };
  return { responder, release: () => release() };
}

beforeEach(() => {
  configureNotifier({ success: () => {}, error: () => {}, info: () => {} });
});
afterEach(() => jest.restoreAllMocks());

const csv = (name = 'members.csv') => new File(['First name,Last name,Mobile,E-mail,Unit\r\n'], name, { type: 'text/csv' });

async function readFile(user: ReturnType<typeof userEvent.setup>, file = csv()) {
  await user.upload(screen.getByLabelText('The file (CSV or Excel .xlsx)'), file);
}

it('says what each kind of file needs, reads the chosen file and shows the proposed mapping, the errors by cell and by row, and holds the import back', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<ImportPage />, { route: ROUTE, path: ROUTE, signedInAs: 'admin', api: importApi().responder });
  expect(screen.getByRole('heading', { level: 1, name: 'Import' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Members, their units' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Members, their units' })).toHaveAccessibleDescription(/First name and Last name, and if you have them Email, Phone/);
  expect(screen.getByRole('radio', { name: 'Past attendance' })).toHaveAccessibleDescription(/the Date and Service \(as named on the schedule\)/);
  // The example file of the kind chosen, made in the browser: its header row maps itself.
  const createObjectURL = jest.fn((blob: Blob) => (blob ? 'blob:example' : ''));
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  await user.click(screen.getByRole('button', { name: 'Download an example (CSV)' }));
  expect(saved).toEqual(['members-example.csv']);
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(createObjectURL.mock.calls[0][0]);
  });
  expect(text).toMatch(/^First name,Last name,Email,Phone,Gender,Birthday,Address,Address line 2,City,State,Postcode,Status,Unit\r\nAda,Obi,/);

  await readFile(user);
  const upload = calls.find((c) => c.method === 'POST' && c.url === '/api/imports')!;
  expect((upload.body as FormData).get('kind')).toBe('members');
  expect(((upload.body as FormData).get('file') as File).name).toBe('members.csv');

  // The mapping: one select per field, the needed ones not marked optional.
  expect(await screen.findByText('members.csv: 2 rows under a header row of 5 columns.')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'First name' })).toHaveValue('First name');
  expect(screen.getByRole('combobox', { name: 'Email (optional)' })).toHaveValue('Mobile');
  expect(screen.getByRole('combobox', { name: 'Phone (optional)' })).toHaveValue('');
  expect(within(screen.getByRole('combobox', { name: 'Phone (optional)' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Not in this file', ...HEADERS]);
  expect(screen.getByRole('radio', { name: 'Skip them' })).toBeChecked();

  // The preview: counts, the cell in error said in words, and the list by row and column.
  const counts = screen.getByRole('list', { name: 'What the import would do' });
  expect(counts).toHaveTextContent(/To create\s*0.*To update\s*0.*To skip\s*0.*With errors\s*2/);
  const table = screen.getByRole('table', { name: "The file's first rows, as they would be imported" });
  const [, adaRow] = within(table).getAllByRole('row');
  expect(within(adaRow).getAllByRole('cell')[3]).toHaveTextContent(/^08031234567⚠ Error: Not a valid email address$/);
  expect(within(adaRow).getAllByRole('cell')[1]).toHaveTextContent(/^Ada$/);
  const errors = screen.getByRole('list', { name: 'Errors (2)' });
  expect(within(errors).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Row 2, column “Mobile”: Not a valid email address',
    'Row 3, column “Mobile”: Not a valid email address',
  ]);

  const importButton = screen.getByRole('button', { name: 'Import 2 rows' });
  expect(importButton).toBeDisabled();
  expect(importButton).toHaveAccessibleDescription(/Nothing can be imported while 2 rows have errors/);
  expect(screen.getByRole('checkbox', { name: 'Also send invitations to new members' })).not.toBeChecked();
});

it('asks for a new preview when a column or the choice for people already here changes, and lets the import go once no row is in error', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<ImportPage />, { route: ROUTE, path: ROUTE, signedInAs: 'admin', api: importApi().responder });
  await readFile(user);
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Email (optional)' }), 'E-mail');
  await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
  expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ mapping: { ...GUESSED, email: 'E-mail' }, existing: 'skip' });

  await user.selectOptions(screen.getByRole('combobox', { name: 'Phone (optional)' }), 'Mobile');
  await user.click(screen.getByRole('radio', { name: 'Update them' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(3));
  expect(calls.filter((c) => c.method === 'PUT')[2].body).toEqual({ mapping: FIXED, existing: 'update' });

  expect(await screen.findByRole('list', { name: 'What the import would do' })).toHaveTextContent(/To create\s*1.*To skip\s*1.*With errors\s*0/);
  expect(screen.queryByRole('list', { name: /^Errors/ })).not.toBeInTheDocument();
  const importButton = screen.getByRole('button', { name: 'Import 2 rows' });
  await waitFor(() => expect(importButton).toBeEnabled());
  expect(importButton).toHaveAccessibleDescription('All or nothing: if any row cannot be written, nothing is imported.');
});

it("offers the file's way round for dates once it has a date column, and asks for a new preview when it changes", async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<ImportPage />, { route: ROUTE, path: ROUTE, signedInAs: 'admin', api: importApi({ dates: 'day-first' }).responder });
  await readFile(user);
  const dayFirst = await screen.findByRole('radio', { name: 'Day first (02/03/1987 is 2 Mar 1987)' });
  expect(dayFirst).toBeChecked();
  await user.click(screen.getByRole('radio', { name: 'Month first (02/03/1987 is 3 Feb 1987)' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
  expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ mapping: GUESSED, existing: 'skip', dates: 'month-first' });
  await waitFor(() => expect(screen.getByRole('radio', { name: 'Month first (02/03/1987 is 3 Feb 1987)' })).toBeChecked());
});

it('lists the cells that may have lost a letter, without holding the import back', async () => {
  const user = userEvent.setup();
  const lost = (call: FakeCall) => {
    if (call.method !== 'POST' || call.url !== '/api/imports') return importApi().responder(call);
    const draft = draftWith({ ...GUESSED, email: 'E-mail' });
    const warning = { row: 2, column: 'First name', field: 'first_name', message: IMPORT_MESSAGES.lostLetter('?lámídé') };
    return Promise.resolve({ status: 201, body: { data: { ...draft, preview: { ...draft.preview, warnings: [warning], warnings_total: 1 } } } });
  };
  renderWithPlatform(<ImportPage />, { route: ROUTE, path: ROUTE, signedInAs: 'admin', api: lost });
  await readFile(user);
  const list = await screen.findByRole('list', { name: 'Check these (1)' });
  expect(list).toHaveTextContent(`Row 2, column “First name”: ${IMPORT_MESSAGES.lostLetter('?lámídé')}`);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Import 2 rows' })).toBeEnabled());
});

it('commits with the invitations chosen, shows the progress while the rows are written, then the report with its CSV and the way to the directory', async () => {
  const user = userEvent.setup();
  const api = importApi({ hold: true, progress: [{ status: 'committing', rows_done: 1, rows_total: 2, report: null }] });
  const { calls } = renderWithPlatform(<ImportPage />, { route: ROUTE, path: ROUTE, signedInAs: 'admin', api: api.responder });
  await readFile(user);
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Email (optional)' }), 'E-mail');
  await user.click(screen.getByRole('checkbox', { name: 'Also send invitations to new members' }));
  const importButton = screen.getByRole('button', { name: 'Import 2 rows' });
  await waitFor(() => expect(importButton).toBeEnabled());
  await user.click(importButton);

  const bar = await screen.findByRole('progressbar', { name: 'Importing' });
  await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '1'));
  expect(bar).toHaveAttribute('aria-valuemax', '2');
  expect(screen.getByText(/1 of 2 rows written \(50%\)/)).toBeInTheDocument();
  expect(calls.find((c) => c.url === '/api/imports/5/commit')!.body).toEqual({ invite: true });

  api.release();
  expect(await screen.findByText('members.csv is imported.')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'What the import did' })).toHaveTextContent(/Created\s*1.*Updated\s*0.*Skipped\s*1/);
  expect(screen.getByRole('link', { name: 'See them in the members directory' })).toHaveAttribute('href', '/dashboard/admin/members');

  const createObjectURL = jest.fn(() => 'blob:report');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  await user.click(screen.getByRole('button', { name: 'Download the report (CSV)' }));
  await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  expect(calls.some((c) => c.url === '/api/imports/5/report.csv')).toBe(true);

  await user.click(screen.getByRole('button', { name: 'Import another file' }));
  expect(screen.getByLabelText('The file (CSV or Excel .xlsx)')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: '2. Its columns' })).not.toBeInTheDocument();
});

it('follows a commit whose answer is lost (a long file outlasting the timeout) until the progress says it is done', async () => {
  const user = userEvent.setup();
  const api = importApi({
    commit: new Error('The request timed out. Please try again.'),
    progress: [
      { status: 'committing', rows_done: 0, rows_total: 2, report: null },
      { status: 'committed', rows_done: 2, rows_total: 2, report: { created: 2, updated: 0, skipped: 0 } },
    ],
  });
  renderWithPlatform(<ImportPage />, { route: ROUTE, path: ROUTE, signedInAs: 'admin', api: api.responder });
  await readFile(user);
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Email (optional)' }), 'E-mail');
  const importButton = screen.getByRole('button', { name: 'Import 2 rows' });
  await waitFor(() => expect(importButton).toBeEnabled());
  await user.click(importButton);
  expect(await screen.findByRole('progressbar', { name: 'Importing' })).toHaveAttribute('aria-valuenow', '0');
  expect(await screen.findByText('members.csv is imported.', undefined, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'What the import did' })).toHaveTextContent(/Created\s*2/);
});

it('says why a file is refused beside the file input and keeps the kind chosen', async () => {
  // A picker's "All files", or a drop, lets any file through.
  const user = userEvent.setup({ applyAccept: false });
  const { calls } = renderWithPlatform(<ImportPage />, { route: ROUTE, path: ROUTE, signedInAs: 'admin', api: importApi().responder });
  await user.click(screen.getByRole('radio', { name: 'First-timers and their visits' }));
  await readFile(user, new File(['PNG'], 'photo.png', { type: 'image/png' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(`photo.png: ${IMPORT_MESSAGES.notASpreadsheet}`);
  expect(screen.getByLabelText('The file (CSV or Excel .xlsx)')).toHaveAccessibleDescription(/This file is not a CSV or an Excel \(\.xlsx\) spreadsheet/);
  expect(screen.getByRole('radio', { name: 'First-timers and their visits' })).toBeChecked();
  expect(calls.filter((c) => c.url === '/api/imports')).toHaveLength(1);

  // A file over the limit is refused before it is sent.
  const huge = new File(['x'], 'history.csv', { type: 'text/csv' });
  Object.defineProperty(huge, 'size', { value: IMPORT_MAX_BYTES + 1 });
  await readFile(user, huge);
  expect(await screen.findByRole('alert')).toHaveTextContent(`history.csv: ${IMPORT_MESSAGES.tooLarge}`);
  expect(calls.filter((c) => c.url === '/api/imports')).toHaveLength(1);
});

it('offers neither the choice for people already here nor invitations for a file of attendance', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<ImportPage />, { route: ROUTE, path: ROUTE, signedInAs: 'admin', api: importApi().responder });
  await readFile(user);
  await screen.findByRole('radio', { name: 'Skip them' });
  // Changing the kind reads the same file again as that kind.
  await user.click(screen.getByRole('radio', { name: 'Past attendance' }));
  await waitFor(() => expect(calls.filter((c) => c.url === '/api/imports')).toHaveLength(2));
  expect((calls.filter((c) => c.url === '/api/imports')[1].body as FormData).get('kind')).toBe('attendance');
  expect(await screen.findByRole('combobox', { name: 'Email (optional)' })).toHaveValue('E-mail');
  expect(screen.queryByRole('radio', { name: 'Skip them' })).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: /invitations/ })).not.toBeInTheDocument();
});
