// What each kind of file holds: the choice's label, the one sentence that says which columns the
// file needs (its columns read from the fields the API maps), and a small example file the admin
// can download and fill in, whose header row maps itself.
import { IMPORT_FIELDS, IMPORT_KIND_LABELS, type ImportKind } from '@church/contracts/imports';

export interface ImportKindInfo {
  label: string;
  needs: string;
  /** Whether the file names people who may already be in the app (then: skip or update them). */
  people: boolean;
  example: { fileName: string; header: string[]; rows: string[][] };
}

const listed = (words: string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`);
const labels = (kind: ImportKind, required: boolean, except: string[] = []) =>
  IMPORT_FIELDS[kind].filter((field) => field.required === required && !except.includes(field.name)).map((field) => field.label);

/** Example rows by field name; the example's header row is every field's label. */
const EXAMPLES: Record<ImportKind, Array<Record<string, string>>> = {
  members: [
    { first_name: 'Ada', last_name: 'Obi', email: 'ada.obi@example.org', phone: '08031234567', gender: 'Female', birthday: '1990-05-14', address: '12 Allen Avenue, Ikeja', unit: 'Choir' },
    { first_name: 'Tunde', last_name: 'Bello', email: 'tunde.bello@example.org', phone: '', gender: 'Male', birthday: '', address: '', unit: '' },
  ],
  attendance: [
    { email: 'ada.obi@example.org', phone: '', date: '2024-03-03', service: 'Sunday Service', category: '' },
    { email: '', phone: '08037654321', date: '2024-03-03', service: 'Sunday Service', category: '' },
  ],
  'first-timers': [
    { first_name: 'Chioma', last_name: 'Eze', phone: '08021112222', email: 'chioma@example.org', gender: 'Female', address: '', how_heard: 'A friend', visited_on: '2024-03-10' },
    { first_name: 'Musa', last_name: 'Garba', phone: '08023334444', email: '', gender: '', address: '', how_heard: '', visited_on: '2024-03-10' },
  ],
};

const NEEDS: Record<ImportKind, string> = {
  // An address's city, state and postcode may have columns of their own: the sentence names the address alone.
  members: `One row per person, with ${listed(labels('members', true))}, and if you have them ${listed(labels('members', false, ['address_2', 'city', 'state', 'postcode']))} (the name of their unit).`,
  attendance: `One row per person at a service: their Email or Phone as the app has it, the ${listed(labels('attendance', true))} (as named on the schedule), and if you have it the ${listed(labels('attendance', false, ['email', 'phone']))}.`,
  'first-timers': `One row per visitor, with ${listed(labels('first-timers', true))}, and if you have them ${listed(labels('first-timers', false))}.`,
};

export const IMPORT_KIND_INFO: Record<ImportKind, ImportKindInfo> = Object.fromEntries(
  (Object.keys(IMPORT_FIELDS) as ImportKind[]).map((kind) => [
    kind,
    {
      label: IMPORT_KIND_LABELS[kind],
      needs: NEEDS[kind],
      people: kind !== 'attendance',
      example: {
        fileName: `${kind}-example.csv`,
        header: IMPORT_FIELDS[kind].map((field) => field.label),
        rows: EXAMPLES[kind].map((row) => IMPORT_FIELDS[kind].map((field) => row[field.name] ?? '')),
      },
    },
  ]),
) as Record<ImportKind, ImportKindInfo>;

// A cell with a comma, a quote or a line break is quoted, its quotes doubled.
const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The example file of a kind as CSV text (CRLF lines, as spreadsheets write them). */
export function exampleCsv(kind: ImportKind): string {
  const { header, rows } = IMPORT_KIND_INFO[kind].example;
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The file types the API reads: CSV and Excel workbooks. */
export const ACCEPTED_FILES = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
