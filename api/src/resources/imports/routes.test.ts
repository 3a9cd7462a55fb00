import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { IMPORT_MESSAGES } from '@church/contracts/imports';
import { attendance, auditLog, firstTimers, firstTimerVisits, importFilePieces, imports, unitMembers, units, users } from '../../db/schema';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';
import { parseCsv } from '../../test/csv';
import { headerNames } from './run';
import { excelWorkbook, plainTexts, sharedStringsXml, sheetXml } from './test-workbook';
import { XLSX_LIMITS, XLSX_MESSAGES } from './xlsx-entries';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAs(ctx.app, 'admin');
}, 30_000);
afterAll(() => ctx.close());

// A multipart body as a browser's FormData sends it.
function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = '----churchtest';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { ...auth(admin), 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (kind: string, content: string | Buffer, name = 'people.csv') =>
  ctx.app.inject({ method: 'POST', url: '/api/imports', ...multipart({ kind }, { name, bytes: Buffer.isBuffer(content) ? content : Buffer.from(content) }) });
const remap = (id: number, body: object) => ctx.app.inject({ method: 'PUT', url: `/api/imports/${id}`, headers: auth(admin), payload: body });
const commit = (id: number, body: object = {}) => ctx.app.inject({ method: 'POST', url: `/api/imports/${id}/commit`, headers: auth(admin), payload: body });
const userCount = async () => (await ctx.database.db.select({ n: count() }).from(users))[0].n;
const attendanceCount = async () => (await ctx.database.db.select({ n: count() }).from(attendance))[0].n;

const MEMBERS = [
  'First name,Last name,Email,Phone,Unit',
  'Adaeze,Okonkwo,adaeze.okonkwo@example.org,0803 111 2222,Choir',
  'Bayo,Adeyemi,bayo.adeyemi@example.org,,Choir; Ushers',
  'Chidi,Eze,chidi.eze@example.org,+234 803 333 4444,',
].join('\n');

describe('members import', () => {
  it('maps a standard header row by itself and previews what a commit would do', async () => {
    const res = await upload('members', MEMBERS);
    expect(res.statusCode).toBe(201);
    const draft = res.json().data;
    expect(draft.headers).toEqual(['First name', 'Last name', 'Email', 'Phone', 'Unit']);
    expect(draft.mapping).toMatchObject({ first_name: 'First name', last_name: 'Last name', email: 'Email', phone: 'Phone', unit: 'Unit', gender: null });
    expect(draft.fields.find((f: { name: string }) => f.name === 'email')).toEqual({ name: 'email', label: 'Email', required: false });
    expect(draft.preview).toMatchObject({ rows_total: 3, errors: [], errors_total: 0, counts: { create: 3, update: 0, skip: 0, error: 0 } });
    expect(draft.preview.rows[0]).toEqual({ row: 2, cells: expect.objectContaining({ first_name: 'Adaeze', email: 'adaeze.okonkwo@example.org', unit: 'Choir' }) });
    expect(draft).toMatchObject({ kind: 'members', file_name: 'people.csv', status: 'draft', existing: 'skip' });
  });

  it('matches common synonyms (Surname, E-mail, Mobile, Group) whatever their case', async () => {
    const res = await upload('members', 'FIRST NAME;Surname;E-mail;Mobile;Group\nTola;Ade;tola.ade@example.org;08031112233;Choir\n');
    expect(res.json().data.mapping).toMatchObject({ first_name: 'FIRST NAME', last_name: 'Surname', email: 'E-mail', phone: 'Mobile', unit: 'Group' });
    expect(res.json().data.preview.counts.create).toBe(1);
  });

  it('shows every bad row and cell, commits nothing while any remains, then imports the fixed file', async () => {
    const bad = `${MEMBERS}\nDayo,,not-an-email,12,\nEmeka,Obi,emeka.obi@example.org,,\nFemi,Obi,emeka.obi@example.org,,`;
    const res = await upload('members', bad);
    const { id, preview } = res.json().data;
    expect(preview.errors).toEqual([
      { row: 5, column: 'Last name', field: 'last_name', message: 'Last name is required' },
      { row: 5, column: 'Email', field: 'email', message: 'Enter a valid email address' },
      { row: 5, column: 'Phone', field: 'phone', message: 'Enter a valid phone number' },
      { row: 7, column: 'Email', field: 'email', message: 'The same email as row 6: one row per person' },
    ]);
    expect(preview.errors_total).toBe(4);
    expect(preview.counts).toEqual({ create: 4, update: 0, skip: 0, error: 2 });

    const before = await userCount();
    const refused = await commit(id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(IMPORT_MESSAGES.hasErrors(2));
    expect(await userCount()).toBe(before);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/imports/${id}`, headers: auth(admin) })).json().data).toMatchObject({ status: 'draft', report: null });

    const fixed = await upload('members', MEMBERS);
    const done = await commit(fixed.json().data.id);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ created: 3, updated: 0, skipped: 0 });
    expect(await userCount()).toBe(before + 3);
    const [bayo] = await ctx.database.db.select().from(users).where(eq(users.email, 'bayo.adeyemi@example.org'));
    const bayoUnits = await ctx.database.db.select({ name: units.name }).from(unitMembers).innerJoin(units, eq(units.id, unitMembers.unitId)).where(eq(unitMembers.userId, bayo.id));
    expect(bayoUnits.map((u) => u.name).sort()).toEqual(['Choir', 'Ushers']);
    const [adaeze] = await ctx.database.db.select().from(users).where(eq(users.email, 'adaeze.okonkwo@example.org'));
    expect(adaeze.phone).toBe('+2348031112222');
    // No usable password: signing in fails until they set one.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'adaeze.okonkwo@example.org', password: '' } })).statusCode).not.toBe(200);

    const progress = (await ctx.app.inject({ method: 'GET', url: `/api/imports/${fixed.json().data.id}`, headers: auth(admin) })).json().data;
    expect(progress).toMatchObject({ status: 'committed', rows_done: 3, rows_total: 3, report: { created: 3, updated: 0, skipped: 0 } });
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'import'));
    expect(audit.at(-1)).toMatchObject({ entityId: fixed.json().data.id, action: 'commit', after: expect.objectContaining({ created: 3 }) });
    expect((await commit(fixed.json().data.id)).statusCode).toBe(409);
  });

  it('changes nothing when the same file is imported again, skipping or updating', async () => {
    const before = await userCount();
    for (const existing of ['skip', 'update'] as const) {
      const { id } = (await upload('members', MEMBERS)).json().data;
      const preview = (await remap(id, { mapping: {}, existing })).json().data.preview;
      expect(preview.counts).toEqual({ create: 0, update: 0, skip: 3, error: 0 });
      expect((await commit(id)).json().data).toEqual({ created: 0, updated: 0, skipped: 3 });
    }
    expect(await userCount()).toBe(before);
  });

  it('skips people on record, or updates them with the cells the file has', async () => {
    const file = 'First name,Last name,Email,Phone,Unit\nRuth,Bello,MEMBER@example.com,0803 999 0000,Prayer Team\n';
    const skipped = (await upload('members', file)).json().data;
    expect(skipped.preview.counts).toEqual({ create: 0, update: 0, skip: 1, error: 0 });
    const updated = (await remap(skipped.id, { mapping: {}, existing: 'update' })).json().data;
    expect(updated.existing).toBe('update');
    expect(updated.preview.counts).toEqual({ create: 0, update: 1, skip: 0, error: 0 });
    expect((await commit(skipped.id)).json().data).toEqual({ created: 0, updated: 1, skipped: 0 });
    const [ruth] = await ctx.database.db.select().from(users).where(eq(users.email, 'member@example.com'));
    expect(ruth).toMatchObject({ phone: '+2348039990000', address: '12 Palm Avenue, Lagos', birthday: '1994-06-12' });

    const report = await ctx.app.inject({ method: 'GET', url: `/api/imports/${skipped.id}/report.csv`, headers: auth(admin) });
    expect(report.headers['content-type']).toContain('text/csv');
    expect(parseCsv(report.body)).toEqual([
      ['Row', 'Outcome', 'Why', 'Record'],
      ['2', 'updated', 'phone, joined Prayer Team (same email)', 'Ruth Bello <member@example.com>'],
    ]);
  });

  it("gives back a file's formula-like cells as text in the report", async () => {
    const { id } = (await upload('members', 'First name,Last name,Email\n@SUM(A1),=HYPERLINK(x),formula@example.org\n')).json().data;
    expect((await commit(id)).statusCode).toBe(200);
    const report = await ctx.app.inject({ method: 'GET', url: `/api/imports/${id}/report.csv`, headers: auth(admin) });
    expect(parseCsv(report.body)[1]).toEqual(['2', 'created', 'new member', "'@SUM(A1) =HYPERLINK(x) <formula@example.org>"]);
  });

  it('starts from the mapping chosen last time for the same header row', async () => {
    const file = 'Given,Family,Mail address,Cell\nKemi,Ojo,kemi.ojo@example.org,08035556666\n';
    const first = (await upload('members', file)).json().data;
    expect(first.mapping).toMatchObject({ first_name: null, last_name: null, email: null, phone: 'Cell' });
    expect(first.preview.errors.map((e: { message: string }) => e.message)).toEqual(['First name is required', 'Last name is required']);
    const mapped = await remap(first.id, { mapping: { first_name: 'Given', last_name: 'Family', email: 'Mail address' }, existing: 'skip' });
    expect(mapped.json().data.preview).toMatchObject({ errors: [], counts: { create: 1 } });
    const second = (await upload('members', file)).json().data;
    expect(second.mapping).toMatchObject({ first_name: 'Given', last_name: 'Family', email: 'Mail address', phone: 'Cell' });

    const wrong = await remap(first.id, { mapping: { first_name: 'Nope', shoe_size: 'Given' }, existing: 'skip' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ 'mapping.first_name': ['The file has no column "Nope"'], 'mapping.shoe_size': ['members files have no field "shoe_size"'] });
  });

  it('reads a Windows-1252 file, a UTF-8 one with its BOM, and an .xlsx workbook', async () => {
    const latin = Buffer.concat([Buffer.from('First name,Last name,Email\n'), Buffer.from([0x4a, 0x6f, 0x73, 0xe9]), Buffer.from(',Mu\xf1oz,jose@example.org\n', 'latin1')]);
    const fromLatin = (await upload('members', latin)).json().data.preview.rows[0].cells;
    expect(fromLatin).toMatchObject({ first_name: 'José', last_name: 'Muñoz' });
    const bom = (await upload('members', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('First name,Last name,Email\nAdéwálé,Ọlá,ade@example.org\n')]))).json().data;
    expect(bom.mapping.first_name).toBe('First name');
    expect(bom.preview.rows[0].cells).toMatchObject({ first_name: 'Adéwálé', last_name: 'Ọlá' });

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('People');
    sheet.addRow(['First name', 'Last name', 'Email', 'Phone', 'Birthday']);
    sheet.addRow(['Ngozi', 'Umeh', 'ngozi.umeh@example.org', 8031234567, new Date(Date.UTC(1990, 4, 17))]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const draft = (await upload('members', xlsx, 'people.xlsx')).json().data;
    expect(draft.preview.rows).toEqual([{ row: 2, cells: expect.objectContaining({ first_name: 'Ngozi', phone: '8031234567', birthday: '17 May 1990' }) }]);
    expect(draft.preview.counts).toMatchObject({ create: 1, error: 0 });
  });

  it('refuses what is not a spreadsheet, an empty file, a header alone and a file over the limit, with a message', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect((await upload('members', png, 'photo.png')).json()).toEqual({ message: IMPORT_MESSAGES.notASpreadsheet });
    const binary = Buffer.alloc(4000, 1);
    expect((await upload('members', binary, 'data.bin')).statusCode).toBe(422);
    expect((await upload('members', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2]), 'old.xls')).json().message).toBe(IMPORT_MESSAGES.oldExcel);
    const empty = await upload('members', '');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ file: [IMPORT_MESSAGES.empty] });
    expect((await upload('members', 'First name,Last name,Email\n')).json().message).toBe(IMPORT_MESSAGES.empty);
    const notXlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 7)]);
    expect((await upload('members', notXlsx, 'broken.xlsx')).json().message).toBe(IMPORT_MESSAGES.notASpreadsheet);

    const huge = Buffer.alloc(21 * 1024 * 1024, 'a');
    const tooLarge = await upload('members', huge, 'huge.csv');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(IMPORT_MESSAGES.tooLarge);

    const noKind = await ctx.app.inject({ method: 'POST', url: '/api/imports', ...multipart({ kind: 'cats' }, { name: 'a.csv', bytes: Buffer.from(MEMBERS) }) });
    expect(noKind.json().errors).toEqual({ kind: ['Kind must be members, attendance or first-timers'] });
    const noFile = await ctx.app.inject({ method: 'POST', url: '/api/imports', ...multipart({ kind: 'members' }) });
    expect(noFile.json().errors).toEqual({ file: [IMPORT_MESSAGES.noFile] });
    const json = await ctx.app.inject({ method: 'POST', url: '/api/imports', headers: auth(admin), payload: { kind: 'members' } });
    expect(json.statusCode).toBe(415);
  });
});

describe('a commit that died', () => {
  it("leaves no import stuck: one left 'committing' with nobody committing it shows as failed and commits again", async () => {
    const file = 'First name,Last name,Email\nObinna,Kalu,obinna.kalu@example.org\n';
    const first = await upload('members', file);
    expect(first.json()).toMatchObject({ data: { status: 'draft' } });
    const { id } = first.json().data;
    // What an API process that died mid-commit leaves: the claim written, its transaction rolled back.
    await ctx.database.db.update(imports).set({ status: 'committing', rowsDone: 5000 }).where(eq(imports.id, id));
    const progress = await ctx.app.inject({ method: 'GET', url: `/api/imports/${id}`, headers: auth(admin) });
    expect(progress.json().data).toMatchObject({ status: 'failed', rows_done: 0, report: null });
    expect((await remap(id, { mapping: {}, existing: 'skip' })).json().data.preview.counts).toEqual({ create: 1, update: 0, skip: 0, error: 0 });

    await ctx.database.db.update(imports).set({ status: 'committing' }).where(eq(imports.id, id));
    const done = await commit(id);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ created: 1, updated: 0, skipped: 0 });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/imports/${id}`, headers: auth(admin) })).json().data).toMatchObject({ status: 'committed', rows_done: 1 });
  });
});

describe('a file stored in pieces', () => {
  it('reads back whole across its pieces: preview, remap and commit see every row, and the pieces go with the commit', async () => {
    // 1.4 MB: several stored pieces and more than one read slice, with two-byte letters across their edges.
    const rows = Array.from({ length: 7000 }, (_, i) => `José${i},Ñwachukwu,piece.${i}@example.org,${'Ọ̀kè Street '.repeat(14)}${i}`);
    const file = `First name,Last name,Email,Address\n${rows.join('\n')}\n`;
    expect(Buffer.byteLength(file)).toBeGreaterThan(1024 * 1024);
    const draft = (await upload('members', file)).json().data;
    expect(draft.preview).toMatchObject({ rows_total: 7000, errors_total: 0, counts: { create: 7000, update: 0, skip: 0, error: 0 } });
    expect((await remap(draft.id, { mapping: draft.mapping, existing: 'skip' })).json().data.preview.counts.create).toBe(7000);

    expect((await commit(draft.id)).json().data).toEqual({ created: 7000, updated: 0, skipped: 0 });
    const [last] = await ctx.database.db.select({ firstName: users.firstName, address: users.address }).from(users).where(eq(users.email, 'piece.6999@example.org'));
    expect(last).toEqual({ firstName: 'José6999', address: `${'Ọ̀kè Street '.repeat(14)}6999` });
    expect(await ctx.database.db.select().from(importFilePieces).where(eq(importFilePieces.importId, draft.id))).toEqual([]);
  }, 60_000);

  it('has no file until its last piece is stored: such a draft cannot be remapped or committed', async () => {
    const { id } = (await upload('members', MEMBERS)).json().data;
    // What an upload cut off between its pieces leaves.
    await ctx.database.db.update(imports).set({ fileBytes: null }).where(eq(imports.id, id));
    for (const res of [await remap(id, { mapping: {}, existing: 'skip' }), await commit(id)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(IMPORT_MESSAGES.notDraft);
    }
  });
});

describe('attendance import', () => {
  // Sundays and a Tuesday in the past: the demo schedule holds Sunday Service and Tuesday Bible Study.
  const FILE = [
    'Email,Phone,Date,Service,Category',
    'member@example.com,,2024-03-03,Sunday Service,',
    ',08030000002,03/03/2024,sunday service,pre-service',
    'member@example.com,,2024-03-03,Sunday Service,Others',
    'member@example.com,,2024-03-05,Tuesday Bible Study,',
  ].join('\n');

  it('records each row once, skips duplicates of the file or the database, and changes nothing the second time', async () => {
    const before = await attendanceCount();
    const draft = (await upload('attendance', FILE, 'march.csv')).json().data;
    expect(draft.mapping).toEqual({ email: 'Email', phone: 'Phone', date: 'Date', service: 'Service', category: 'Category' });
    expect(draft.preview.counts).toEqual({ create: 3, update: 0, skip: 1, error: 0 });
    expect((await commit(draft.id)).json().data).toEqual({ created: 3, updated: 0, skipped: 1 });
    expect(await attendanceCount()).toBe(before + 3);
    const again = (await upload('attendance', FILE, 'march.csv')).json().data;
    expect(again.preview.counts).toEqual({ create: 0, update: 0, skip: 4, error: 0 });
    expect((await commit(again.id)).json().data).toEqual({ created: 0, updated: 0, skipped: 4 });
    expect(await attendanceCount()).toBe(before + 3);
    const report = parseCsv((await ctx.app.inject({ method: 'GET', url: `/api/imports/${draft.id}/report.csv`, headers: auth(admin) })).body);
    expect(report.slice(1).map((line) => line.slice(0, 3))).toEqual([['2', 'created', 'recorded'], ['3', 'created', 'recorded'], ['4', 'skipped', 'the same record as row 2'], ['5', 'created', 'recorded']]);
  });

  it('names an unknown service, a service not held that day, an unknown person and a bad date', async () => {
    const file = [
      'Email,Date,Service',
      'member@example.com,2024-03-03,Harvest Night',
      'member@example.com,2024-03-04,Sunday Service',
      'nobody@example.org,2024-03-03,Sunday Service',
      'member@example.com,2024-02-30,Sunday Service',
    ].join('\n');
    const draft = (await upload('attendance', file)).json().data;
    expect(draft.preview.errors).toEqual([
      { row: 2, column: 'Service', field: 'service', message: 'Unknown service "Harvest Night": add it to the schedule or fix the name' },
      { row: 3, column: 'Service', field: 'service', message: 'Sunday Service is held on Sundays; 2024-03-04 is a Monday' },
      { row: 4, column: 'Email', field: 'email', message: 'Nobody has this email: import them as members first' },
      { row: 5, column: 'Date', field: 'date', message: 'Date must be a valid date (YYYY-MM-DD)' },
    ]);
    const before = await attendanceCount();
    expect((await commit(draft.id)).statusCode).toBe(422);
    expect(await attendanceCount()).toBe(before);
  });
});

describe('first-timers import', () => {
  it('makes a visitor with their visits, and adds only new visit days the second time', async () => {
    const file = [
      'First name,Last name,Phone,Email,Date of visit',
      'Ifeoma,Nwosu,0809 123 4567,ifeoma@example.org,2024-01-07',
      'Ifeoma,Nwosu,0809 123 4567,ifeoma@example.org,2024-01-14',
    ].join('\n');
    const draft = (await upload('first-timers', file)).json().data;
    expect(draft.preview.counts).toEqual({ create: 1, update: 1, skip: 0, error: 0 });
    expect((await commit(draft.id)).json().data).toEqual({ created: 1, updated: 1, skipped: 0 });
    const [visitor] = await ctx.database.db.select().from(firstTimers).where(eq(firstTimers.phone, '+2348091234567'));
    expect(visitor).toMatchObject({ firstName: 'Ifeoma', visitCount: 2, firstVisitOn: '2024-01-07', lastVisitOn: '2024-01-14' });
    const again = (await upload('first-timers', `${file}\nIfeoma,Nwosu,08091234567,,2024-01-21`)).json().data;
    expect(again.preview.counts).toEqual({ create: 0, update: 1, skip: 2, error: 0 });
    await commit(again.id);
    expect(await ctx.database.db.select().from(firstTimerVisits).where(eq(firstTimerVisits.firstTimerId, visitor.id))).toHaveLength(3);
  });
});

describe('crafted files', () => {
  const HEADER = plainTexts(['First name', 'Last name', 'Email', 'Ada', 'Obi', 'ada.obi@example.org']);
  const tempFiles = () => readdirSync(tmpdir()).length;

  it('reads a workbook laid out as Excel does (sheet before shared strings) and leaves no temporary file, at upload or remap', async () => {
    const before = tempFiles();
    const workbook = excelWorkbook(sheetXml([[0, 1, 2], [3, 4, 5]]), sharedStringsXml(HEADER));
    const draft = (await upload('members', workbook, 'people.xlsx')).json().data;
    expect(draft.preview.rows).toEqual([{ row: 2, cells: expect.objectContaining({ first_name: 'Ada', email: 'ada.obi@example.org' }) }]);
    expect((await remap(draft.id, { mapping: {}, existing: 'update' })).statusCode).toBe(200);
    expect(tempFiles()).toBe(before);
  });

  it('refuses formatted text, texts and parts past their bounds, with a sentence, before holding them', async () => {
    const runs = Array.from({ length: 101 }, () => '<r><rPr><b/><i/></rPr><t>a</t></r>'.repeat(1000));
    const formatted = await upload('members', excelWorkbook(sheetXml([[0]]), sharedStringsXml(runs)), 'runs.xlsx');
    expect(formatted.statusCode).toBe(422);
    expect(formatted.json().message).toBe(XLSX_MESSAGES.tooManyTexts);

    const texts = await upload('members', excelWorkbook(sheetXml([[0]]), sharedStringsXml(plainTexts(Array.from({ length: 200_001 }, (_, i) => `n${i}`)))), 'texts.xlsx');
    expect(texts.json().message).toBe(XLSX_MESSAGES.tooManyTexts);

    const longText = await upload('members', excelWorkbook(sheetXml([[0]]), sharedStringsXml([`<t>${'a'.repeat(XLSX_LIMITS.partBytes)}</t>`])), 'long.xlsx');
    expect(longText.statusCode).toBe(422);
    expect(longText.json().message).toBe(XLSX_MESSAGES.tooMuchInside(XLSX_LIMITS.partBytes));

    const oneRow = `<?xml version="1.0"?><worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${'a'.repeat(XLSX_LIMITS.rowBytes)}</t></is></c></row></sheetData></worksheet>`;
    expect((await upload('members', excelWorkbook(oneRow, sharedStringsXml([])), 'row.xlsx')).json().message).toBe(XLSX_MESSAGES.rowTooLong);
  }, 30_000); // builds and reads several megabytes of crafted workbooks

  it('refuses a part that unpacks to more than it declares', async () => {
    const workbook = excelWorkbook(sheetXml([[0, 1, 2], [3, 4, 5]]), sharedStringsXml(HEADER));
    // The shared strings' declared size, in the central directory, made 10 bytes smaller.
    const entry = workbook.lastIndexOf(Buffer.from('xl/sharedStrings.xml')) - 46;
    workbook.writeUInt32LE(workbook.readUInt32LE(entry + 24) - 10, entry + 24);
    const res = await upload('members', workbook, 'lying.xlsx');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(IMPORT_MESSAGES.notASpreadsheet);
  });

  it('refuses thousands of columns at once, with a sentence (4,000 equal headings froze the API)', async () => {
    const started = performance.now();
    const res = await upload('members', `${Array(4000).fill('Name').join(',')}\n${Array(4000).fill('x').join(',')}\n`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This file has more than 200 columns (row 1). Keep only the columns to import and upload it again.');
    expect(performance.now() - started).toBeLessThan(2000);
    const wideRow = await upload('members', `First name,Last name,Email\nAda,Obi,ada@example.org${',x'.repeat(300)}\n`);
    expect(wideRow.json().message).toBe('This file has more than 200 columns (row 2). Keep only the columns to import and upload it again.');
    const longHeading = await upload('members', `First name,${'L'.repeat(201)},Email\nAda,Obi,ada@example.org\n`);
    expect(longHeading.json().message).toBe('The heading of column 2 is longer than 200 characters. Shorten it and upload the file again.');
  });

  it('numbers repeated headings as before', () => {
    expect(headerNames(['A', 'A', 'A (2)', '', 'A', ' '])).toEqual(['A', 'A (2)', 'A (2) (2)', 'Column 4', 'A (3)', 'Column 6']);
  });

  it('remembers the mapping of a header row of several kilobytes (its key was over the index row size: 500)', async () => {
    // Random letters: the database compresses a repetitive key below its limit.
    const headings = ['First name', 'Last name', 'Email', ...Array.from({ length: 60 }, () => randomBytes(140).toString('base64url'))];
    const file = `${headings.join(',')}\nAda,Obi,ada.long@example.org${','.repeat(60)}\n`;
    const first = await upload('members', file);
    expect(first.json()).toMatchObject({ data: { status: 'draft' } });
    const { id } = first.json().data;
    const res = await remap(id, { mapping: { address: headings[3] }, existing: 'skip' });
    expect(res.statusCode).toBe(200);
    expect((await upload('members', file)).json().data.mapping).toMatchObject({ address: headings[3], email: 'Email' });
  });
});
