import { z } from 'zod';
import { dataEnvelope } from './envelope';

// Spreadsheets into the app (admins): a file of members, past attendance or first-timers is
// uploaded (POST /api/imports), its columns mapped to fields and previewed (PUT /api/imports/:id),
// then committed all or nothing (POST /api/imports/:id/commit), with a report per row
// (GET /api/imports/:id/report.csv).

export const IMPORT_KINDS = ['members', 'attendance', 'first-timers'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  members: 'Members, their units',
  attendance: 'Past attendance',
  'first-timers': 'First-timers and their visits',
};

export const EXISTING_CHOICES = ['skip', 'update'] as const;
export type ExistingPeople = (typeof EXISTING_CHOICES)[number];
export const IMPORT_STATUSES = ['draft', 'committing', 'committed', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** The largest file accepted: a church's history comes as several files (one per quarter, say). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** The rows a preview shows; every error is counted, the first IMPORT_MAX_ERRORS listed. */
export const IMPORT_PREVIEW_ROWS = 50;
export const IMPORT_MAX_ERRORS = 1000;

/** How a file writes its days when the day and the month could be either way round (02/03/1987). */
export const DATE_ORDERS = ['day-first', 'month-first'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];
export const DATE_ORDER_LABELS: Record<DateOrder, string> = { 'day-first': 'Day first (02/03/1987 is 2 Mar 1987)', 'month-first': 'Month first (02/03/1987 is 3 Feb 1987)' };

export interface ImportFieldDefinition {
  name: string;
  label: string;
  required: boolean;
  /**
   * Headers that map to this field by themselves, as the exports churches move from write them
   * (compared lowercased, spaces and punctuation dropped), the preferred first: a file with
   * "First Name" and "Given Name" maps the first.
   */
  aliases: readonly string[];
  /** A date (read day or month first, as chosen for the file) or a person's name (checked for lost letters). */
  type?: 'date' | 'name';
}

const field = (name: string, label: string, required: boolean, aliases: string[], type?: 'date' | 'name'): ImportFieldDefinition => ({ name, label, required, aliases, type });

// The headers of the exports churches move from: Planning Center People and Check-Ins, Breeze,
// ChurchCRM, Elvanto, ChurchSuite and Tithe.ly, besides the plain words a spreadsheet uses.
// One list per field, kept as data; a field's name and label match too.
const FIRST_NAME = ['First Name', 'FirstName', 'First', 'Forename', 'Given Name', 'Preferred Name'];
const LAST_NAME = ['Last Name', 'LastName', 'Surname', 'Family Name', 'Last'];
const EMAIL = ['Email', 'E-mail', 'Email Address', 'Home Email', 'Primary Email', 'Personal Email', 'Email 1', 'Mail'];
const PHONE = [
  'Phone', 'Mobile', 'Mobile Phone Number', 'Mobile Phone', 'Mobile Number', 'Cell Phone', 'CellPhone', 'Cell', 'Phone Number',
  'Primary Phone', 'Home Phone Number', 'Home Phone', 'HomePhone', 'Telephone', 'Tel', 'GSM',
];
const GENDER = ['Gender', 'Sex'];
const ADDRESS = ['Address', 'Home Address', 'Street Address', 'Home Address Street Line 1', 'Address Line 1', 'Address 1', 'Address1', 'Street', 'Street Line 1', 'Mailing Street'];

export const IMPORT_FIELDS: Record<ImportKind, readonly ImportFieldDefinition[]> = {
  members: [
    field('first_name', 'First name', true, FIRST_NAME, 'name'),
    field('last_name', 'Last name', true, LAST_NAME, 'name'),
    // Optional: a row without one is a person without sign-in (a child, a grandmother).
    field('email', 'Email', false, EMAIL),
    field('phone', 'Phone', false, PHONE),
    field('gender', 'Gender', false, GENDER),
    field('birthday', 'Birthday', false, ['Birthday', 'Birthdate', 'Birth Date', 'Date of Birth', 'DOB'], 'date'),
    field('address', 'Address', false, ADDRESS),
    field('address_2', 'Address line 2', false, ['Home Address Street Line 2', 'Address Line 2', 'Address 2', 'Address2', 'Street Line 2']),
    field('city', 'City', false, ['City', 'Home Address City', 'Town', 'City/Town']),
    field('state', 'State', false, ['State', 'Home Address State', 'State/Province', 'Province', 'Region', 'County']),
    field('postcode', 'Postcode', false, ['Postcode', 'Home Address Zip Code', 'Home Address Zip', 'Zip', 'Zip Code', 'Postal Code', 'Post Code']),
    field('status', 'Status', false, ['Status', 'Member Status', 'Membership Status']),
    field('unit', 'Unit', false, ['Unit', 'Units', 'Group', 'Groups', 'Department', 'Ministry', 'Team']),
  ],
  attendance: [
    field('email', 'Email', false, EMAIL),
    field('phone', 'Phone', false, PHONE),
    field('date', 'Date', true, ['Date', 'Day', 'Attended On', 'Service Date', 'Event Date', 'Check-in Date', 'Checked In At', 'Check-in Time'], 'date'),
    field('service', 'Service', true, ['Service', 'Service Name', 'Meeting', 'Event', 'Event Name']),
    field('category', 'Category', false, ['Category', 'Service Category', 'Role', 'Served']),
  ],
  'first-timers': [
    field('first_name', 'First name', true, FIRST_NAME, 'name'),
    field('last_name', 'Last name', true, LAST_NAME, 'name'),
    field('phone', 'Phone', true, PHONE),
    field('email', 'Email', false, EMAIL),
    field('gender', 'Gender', false, GENDER),
    field('address', 'Address', false, ADDRESS),
    field('how_heard', 'How they heard of us', false, ['How Heard', 'How Heard of Us', 'How did you hear', 'How did you hear about us', 'Source']),
    field('visited_on', 'Date of visit', true, ['Visited On', 'Visit Date', 'Date of Visit', 'First Visit', 'First Visit Date', 'Date', 'Visit'], 'date'),
  ],
};

/** A header as it is compared with fields: lowercased, spaces and punctuation dropped. */
export function headerKey(header: string): string {
  return header.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The column each field names by itself (its name, label, then its aliases in their order; a column maps once), null for the others. */
export function proposeMapping(kind: ImportKind, headers: readonly string[]): Record<string, string | null> {
  const byKey = new Map<string, string>();
  for (const header of headers) if (!byKey.has(headerKey(header))) byKey.set(headerKey(header), header);
  const mapping: Record<string, string | null> = {};
  const taken = new Set<string>();
  for (const def of IMPORT_FIELDS[kind]) {
    const keys = [def.name, def.label, ...def.aliases].map(headerKey);
    const header = keys.map((key) => byKey.get(key)).find((h) => h !== undefined && !taken.has(h)) ?? null;
    if (header !== null) taken.add(header);
    mapping[def.name] = header;
  }
  return mapping;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A 'YYYY-MM-DD' day as an import reads it back, whichever way round the file wrote it: '2 Mar 1987'. */
export function dayInWords(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

// --- Requests -------------------------------------------------------------------------------

export const importKindSchema = z.enum(IMPORT_KINDS, { error: 'Kind must be members, attendance or first-timers' });

export const updateImportSchema = z.object({
  /** The file's column for each field (null: none). Fields left out keep their column. */
  mapping: z.record(z.string(), z.string().max(200, 'A column name is at most 200 characters').nullable(), { error: 'Mapping must name a column per field' }),
  existing: z.enum(EXISTING_CHOICES, { error: 'Existing people must be skip or update' }),
  /** How to read dates such as 02/03/1987; left out, the file's stays as it was read. */
  dates: z.enum(DATE_ORDERS, { error: 'Dates must be day-first or month-first' }).optional(),
});
export type UpdateImport = z.input<typeof updateImportSchema>;

export const commitImportSchema = z.object({
  /** Send the invitation mail to each member the import creates. */
  invite: z.boolean({ error: 'Invite must be true or false' }).optional(),
});
export type CommitImport = z.input<typeof commitImportSchema>;

// --- Answers --------------------------------------------------------------------------------

export const importFieldSchema = z.object({ name: z.string(), label: z.string(), required: z.boolean() });
export type ImportField = z.infer<typeof importFieldSchema>;

export const importCellErrorSchema = z.object({
  /** The file's row number as a spreadsheet shows it (the header row is row 1). */
  row: z.number().int(),
  /** The file's column, when one cell is at fault. */
  column: z.string().nullable(),
  field: z.string().nullable(),
  message: z.string(),
});
export type ImportCellError = z.infer<typeof importCellErrorSchema>;

export const importCountsSchema = z.object({ create: z.number().int(), update: z.number().int(), skip: z.number().int(), error: z.number().int() });

export const importPreviewSchema = z.object({
  rows_total: z.number().int(),
  /** The first IMPORT_PREVIEW_ROWS rows, each field's cell as the file has it, a date as it is read ('2 Mar 1987'). */
  rows: z.array(z.object({ row: z.number().int(), cells: z.record(z.string(), z.string().nullable()) })),
  /** The first IMPORT_MAX_ERRORS errors, in the file's order. */
  errors: z.array(importCellErrorSchema),
  /** Every error of the file. */
  errors_total: z.number().int(),
  /** Cells imported as they are that may have lost something (a letter the file could not hold): the first IMPORT_MAX_ERRORS. */
  warnings: z.array(importCellErrorSchema),
  warnings_total: z.number().int(),
  /** What a commit would do with each row (a row with an error counts once in `error`). */
  counts: importCountsSchema,
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** A file read and checked, not yet imported: POST /imports and PUT /imports/:id answer with it. */
export const importDraftSchema = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  file_name: z.string(),
  status: z.enum(IMPORT_STATUSES),
  headers: z.array(z.string()),
  fields: z.array(importFieldSchema),
  /** The file's column for each field, or null when the file has none for it. */
  mapping: z.record(z.string(), z.string().nullable()),
  existing: z.enum(EXISTING_CHOICES),
  /** How dates such as 02/03/1987 are read: as chosen, else as the file shows (a 23/04 is day first), else day first; null while no date column is mapped. */
  dates: z.enum(DATE_ORDERS).nullable(),
  preview: importPreviewSchema,
});
export type ImportDraft = z.infer<typeof importDraftSchema>;
export const importDraftResponseSchema = dataEnvelope(importDraftSchema);

export const importReportSchema = z.object({ created: z.number().int(), updated: z.number().int(), skipped: z.number().int() });
export type ImportReport = z.infer<typeof importReportSchema>;
export const importReportResponseSchema = dataEnvelope(importReportSchema);

/** GET /imports/:id: where a commit stands (the page's progress bar). */
export const importProgressSchema = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  file_name: z.string(),
  status: z.enum(IMPORT_STATUSES),
  rows_done: z.number().int(),
  rows_total: z.number().int(),
  report: importReportSchema.nullable(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;
export const importProgressResponseSchema = dataEnvelope(importProgressSchema);

export const IMPORT_MESSAGES = {
  tooLarge: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into several files (one per quarter, say) and import each.`,
  notASpreadsheet: 'This file is not a CSV or an Excel (.xlsx) spreadsheet. Save it as CSV or .xlsx and upload it again.',
  oldExcel: 'Old Excel files (.xls) cannot be read. Save it as .xlsx or CSV and upload it again.',
  empty: 'The file has no rows to import: it needs a header row, then one row per record.',
  noFile: 'Choose a file to upload.',
  hasErrors: (count: number) => `${count} ${count === 1 ? 'row has an error' : 'rows have errors'}: fix the file or the mapping, then commit.`,
  notDraft: 'This import has already been committed or is being committed.',
  unreadDate: (order: DateOrder) => `Write the date as 1987-03-02, 2 Mar 1987 or ${order === 'day-first' ? '02/03/1987 (day first' : '03/02/1987 (month first'}, as chosen for this file)`,
  lostLetter: (text: string) => `"${text.slice(0, 100)}" may have lost a letter (a "?" or "\uFFFD" stands in its place): the file was saved in an encoding that cannot hold it. Save it as "CSV UTF-8" and upload it again, or correct it after the import`,
} as const;
