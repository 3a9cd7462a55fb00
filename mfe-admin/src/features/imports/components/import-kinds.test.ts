import { IMPORT_FIELDS, IMPORT_KINDS, proposeMapping } from '@church/contracts/imports';
import { exampleCsv, IMPORT_KIND_INFO } from './import-kinds';

it.each(IMPORT_KINDS)('the example file of %s maps every field by itself and fills every needed one', (kind) => {
  // Cells split at commas outside quotes.
  const cells = (line: string) => {
    const out = [''];
    let quoted = false;
    for (const c of line) {
      if (c === '"') quoted = !quoted;
      else if (c === ',' && !quoted) out.push('');
      else out[out.length - 1] += c;
    }
    return out;
  };
  const [header, ...rows] = exampleCsv(kind).trimEnd().split('\r\n').map(cells);
  const mapping = proposeMapping(kind, header);
  expect(Object.values(mapping).every((column) => column !== null)).toBe(true);
  for (const row of rows) {
    expect(row).toHaveLength(header.length);
    for (const field of IMPORT_FIELDS[kind].filter((f) => f.required)) expect(row[header.indexOf(mapping[field.name]!)]).not.toBe('');
  }
});

it('says in one sentence which columns each kind of file needs', () => {
  expect(IMPORT_KIND_INFO.members.needs).toBe(
    'One row per person, with First name and Last name, and if you have them Email, Phone, Gender, Birthday, Address, Status and Unit (the name of their unit).',
  );
  expect(IMPORT_KIND_INFO.attendance.needs).toBe(
    'One row per person at a service: their Email or Phone as the app has it, the Date and Service (as named on the schedule), and if you have it the Category.',
  );
  expect(IMPORT_KIND_INFO['first-timers'].needs).toBe(
    'One row per visitor, with First name, Last name, Phone and Date of visit, and if you have them Email, Gender, Address and How they heard of us.',
  );
});

it('quotes a cell holding a comma', () => {
  expect(exampleCsv('members').split('\r\n')[1]).toContain('"12 Allen Avenue, Ikeja"');
});
