import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { bufferSource, readRecords } from './file-rows';
import { excelWorkbook, plainTexts, sharedStringsXml, sheetXml } from './test-workbook';

// A workbook's rows are read as they come: what was read before is not kept, so a sheet of
// 200,000 rows costs the API what a few hundred do.

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const liveHeap = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

it('keeps none of the rows of a sheet it has read', async () => {
  // Enough rows that keeping them would pass the bound below two and a half times over, few enough
  // that the test stays well inside its time on a busy CI host (50,000 took 58-60 s there).
  const rows = 25_000;
  const texts = plainTexts(['First name', 'Last name', 'Email', ...Array.from({ length: 100 }, (_, i) => `name${i}`)]);
  const workbook = excelWorkbook(sheetXml([[0, 1, 2], ...Array.from({ length: rows }, (_, i) => [3 + (i % 100), 3 + (i % 100), 3 + (i % 100)])]), sharedStringsXml(texts));
  const records = await readRecords(bufferSource(workbook));
  const first = await records.next();
  expect(first.value).toEqual({ row: 1, cells: ['First name', 'Last name', 'Email'] });
  const before = liveHeap();
  let read = 0;
  let grown = 0;
  let misread = 0;
  for await (const record of records) {
    read += 1;
    if (read === rows) grown = liveHeap() - before;
    if (record.cells.length !== 3) misread += 1;
  }
  expect(read).toBe(rows);
  expect(misread).toBe(0);
  // Kept, the rows read would hold about 40 MB (a row and its cells: some 1.6 KB).
  expect(grown).toBeLessThan(16 * 1024 * 1024);
}, 60_000);
