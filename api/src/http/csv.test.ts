import Fastify from 'fastify';
import { type CsvColumn, csvCell, csvLine, type CsvRows, sendCsv } from './csv';

describe('csvCell', () => {
  it('quotes every text cell and writes nothing for null', () => {
    expect(csvCell('Ruth Bello')).toBe('"Ruth Bello"');
    expect(csvCell('')).toBe('""');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('doubles the quotes inside a cell and keeps commas, CR and LF inside the quotes', () => {
    expect(csvCell('Bello, Ruth')).toBe('"Bello, Ruth"');
    expect(csvCell('the "Choir"')).toBe('"the ""Choir"""');
    expect(csvCell('12 Palm Avenue\nLagos')).toBe('"12 Palm Avenue\nLagos"');
    expect(csvCell('line\r\nbreak')).toBe('"line\r\nbreak"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.test","click")')).toBe(`"'=HYPERLINK(""http://evil.test"",""click"")"`);
    expect(csvCell('-5')).toBe(`"'-5"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\tcmd')).toBe(`"'\tcmd"`);
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell('a=b')).toBe('"a=b"');
  });

  it("defuses a formula after a ';', where Excel's separator is ';' and the text after it starts a cell", () => {
    expect(csvCell('Ruth;=HYPERLINK("http://evil.test")')).toBe(`"Ruth;'=HYPERLINK(""http://evil.test"")"`);
    expect(csvCell('a; +1+cmd|A1')).toBe(`"a; '+1+cmd|A1"`);
    expect(csvCell('a;"@SUM(A1)')).toBe(`"a;""'@SUM(A1)"`);
    expect(csvCell('a;-2;=3')).toBe(`"a;'-2;'=3"`);
    expect(csvCell('=1;=2')).toBe(`"'=1;'=2"`);
    expect(csvCell('leader; member')).toBe('"leader; member"');
    expect(csvCell('a=b;c')).toBe('"a=b;c"');
  });

  it('writes a phone number that starts with + as it is, and defuses + before anything else', () => {
    expect(csvCell('+2348030000003')).toBe('"+2348030000003"');
    expect(csvCell('+234 803 000 0003')).toBe('"+234 803 000 0003"');
    expect(csvCell('+1+cmd|A1')).toBe(`"'+1+cmd|A1"`);
    expect(csvCell('+234-803')).toBe(`"'+234-803"`);
    expect(csvCell('+SUM(A1)')).toBe(`"'+SUM(A1)"`);
    expect(csvCell('+ 234')).toBe(`"'+ 234"`);
    expect(csvCell('+')).toBe(`"'+"`);
    expect(csvCell('+234\n=1')).toBe(`"'+234\n=1"`);
    expect(csvCell('-2348030000003')).toBe(`"'-2348030000003"`);
  });

  it('writes numbers given as numbers as they are', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(3.25)).toBe('3.25');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('ends lines with CRLF', () => {
    expect(csvLine(['a', 1, null, 'b,c'])).toBe('"a",1,,"b,c"\r\n');
  });
});

describe('sendCsv', () => {
  interface Person {
    name: string;
    note: string | null;
    balance: number;
  }
  const columns: CsvColumn<Person>[] = [
    { header: 'Name', value: (p) => p.name },
    { header: 'Note', value: (p) => p.note },
    { header: 'Balance', value: (p) => p.balance },
  ];

  async function download(rows: CsvRows<Person>, filename = 'people.csv') {
    const app = Fastify();
    app.get('/export', (_request, reply) => sendCsv(reply, { filename, columns, rows }));
    try {
      return await app.inject({ method: 'GET', url: '/export' });
    } finally {
      await app.close();
    }
  }

  it('sends an attachment with a BOM, a header row and CRLF lines', async () => {
    const res = await download([{ name: 'Adéwálé, Jr', note: 'said "hi"\nthen left', balance: -5 }, { name: '=1+1', note: null, balance: 10 }]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="people.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.rawPayload.subarray(3).toString('utf8')).toBe(
      '"Name","Note","Balance"\r\n"Adéwálé, Jr","said ""hi""\nthen left",-5\r\n"\'=1+1",,10\r\n',
    );
  });

  it('streams rows from an async source page by page', async () => {
    let pagesRead = 0;
    async function* pages() {
      for (let page = 0; page < 3; page += 1) {
        pagesRead += 1;
        yield Array.from({ length: 1000 }, (_, i) => ({ name: `Person ${page * 1000 + i}`, note: 'x'.repeat(50), balance: i }));
      }
    }
    const res = await download(pages());
    const lines = res.rawPayload.toString('utf8').split('\r\n');
    expect(pagesRead).toBe(3);
    expect(lines).toHaveLength(3002); // header, 3000 rows, and the empty string after the last CRLF
    expect(lines[3000]).toBe(`"Person 2999","${'x'.repeat(50)}",999`);
  });

  it('sends only the header row when there are no rows', async () => {
    const res = await download([]);
    expect(res.rawPayload.toString('utf8')).toBe('\uFEFF"Name","Note","Balance"\r\n');
  });

  it('keeps the filename from breaking out of its header', async () => {
    const res = await download([], 'members "all"\r\nx.csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="members__all___x.csv"');
  });
});
