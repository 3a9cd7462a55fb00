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

export interface ImportFieldDefinition {
  name: string;
  label: string;
  required: boolean;
  /** Headers (lowercased, spaces and punctuation dropped) that map to this field by themselves. */
  synonyms: readonly string[];
}

const field = (name: string, label: string, required: boolean, synonyms: string[]): ImportFieldDefinition => ({ name, label, required, synonyms });

// Each kind's fields, in the order a page shows them. A header matches a field when, lowercased
// with spaces and punctuation dropped, it is the field's name, label or one of its synonyms.
export const IMPORT_FIELDS: Record<ImportKind, readonly ImportFieldDefinition[]> = {
  members: [
    field('first_name', 'First name', true, ['firstname', 'forename', 'givenname', 'first']),
    field('last_name', 'Last name', true, ['lastname', 'surname', 'familyname', 'last']),
    field('email', 'Email', true, ['email', 'emailaddress', 'mail']),
    field('phone', 'Phone', false, ['phone', 'phonenumber', 'mobile', 'mobilenumber', 'cell', 'telephone', 'tel', 'gsm']),
    field('gender', 'Gender', false, ['gender', 'sex']),
    field('birthday', 'Birthday', false, ['birthday', 'birthdate', 'dateofbirth', 'dob']),
    field('address', 'Address', false, ['address', 'homeaddress']),
    field('unit', 'Unit', false, ['unit', 'units', 'group', 'groups', 'department', 'ministry', 'team']),
  ],
  attendance: [
    field('email', 'Email', false, ['email', 'emailaddress', 'mail']),
    field('phone', 'Phone', false, ['phone', 'phonenumber', 'mobile', 'cell', 'telephone', 'tel', 'gsm']),
    field('date', 'Date', true, ['date', 'day', 'attendedon', 'servicedate']),
    field('service', 'Service', true, ['service', 'servicename', 'meeting']),
    field('category', 'Category', false, ['category', 'servicecategory', 'role', 'served']),
  ],
  'first-timers': [
    field('first_name', 'First name', true, ['firstname', 'forename', 'givenname', 'first']),
    field('last_name', 'Last name', true, ['lastname', 'surname', 'familyname', 'last']),
    field('phone', 'Phone', true, ['phone', 'phonenumber', 'mobile', 'mobilenumber', 'cell', 'telephone', 'tel', 'gsm']),
    field('email', 'Email', false, ['email', 'emailaddress', 'mail']),
    field('gender', 'Gender', false, ['gender', 'sex']),
    field('address', 'Address', false, ['address', 'homeaddress']),
    field('how_heard', 'How they heard of us', false, ['howheard', 'howheardofus', 'howdidyouhear', 'source']),
    field('visited_on', 'Date of visit', true, ['visitedon', 'visitdate', 'dateofvisit', 'firstvisit', 'firstvisitdate', 'date', 'visit']),
  ],
};

/** A header as it is compared with fields: lowercased, spaces and punctuation dropped. */
export function headerKey(header: string): string {
  return header.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The field each header names by itself (first header wins), null for the others. */
export function proposeMapping(kind: ImportKind, headers: readonly string[]): Record<string, string | null> {
  const mapping: Record<string, string | null> = {};
  const taken = new Set<string>();
  for (const def of IMPORT_FIELDS[kind]) {
    const names = new Set([def.name.replace(/_/g, ''), headerKey(def.label), ...def.synonyms]);
    const header = headers.find((h) => !taken.has(h) && names.has(headerKey(h))) ?? null;
    if (header !== null) taken.add(header);
    mapping[def.name] = header;
  }
  return mapping;
}

// --- Requests -------------------------------------------------------------------------------

export const importKindSchema = z.enum(IMPORT_KINDS, { error: 'Kind must be members, attendance or first-timers' });

export const updateImportSchema = z.object({
  /** The file's column for each field (null: none). Fields left out keep their column. */
  mapping: z.record(z.string(), z.string().max(200, 'A column name is at most 200 characters').nullable(), { error: 'Mapping must name a column per field' }),
  existing: z.enum(EXISTING_CHOICES, { error: 'Existing people must be skip or update' }),
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
  /** The first IMPORT_PREVIEW_ROWS rows, each field's cell as the file has it. */
  rows: z.array(z.object({ row: z.number().int(), cells: z.record(z.string(), z.string().nullable()) })),
  /** The first IMPORT_MAX_ERRORS errors, in the file's order. */
  errors: z.array(importCellErrorSchema),
  /** Every error of the file. */
  errors_total: z.number().int(),
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
} as const;
