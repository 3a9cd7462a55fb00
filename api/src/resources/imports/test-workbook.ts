import { crc32, deflateRawSync } from 'node:zlib';

// Workbooks made in a test, part by part, as Excel lays them out (the sheets before the shared
// strings), so a test can craft what no spreadsheet program writes.

/** A ZIP archive of these parts, deflated, in this order. */
export function zipArchive(parts: { path: string; data: string | Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { path, data } of parts) {
    const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data);
    const packed = deflateRawSync(bytes);
    const name = Buffer.from(path);
    const fields = Buffer.alloc(26);
    fields.writeUInt16LE(20, 0);
    fields.writeUInt16LE(0x0800, 2);
    fields.writeUInt16LE(8, 4);
    fields.writeUInt32LE(crc32(bytes), 10);
    fields.writeUInt32LE(packed.length, 14);
    fields.writeUInt32LE(bytes.length, 18);
    fields.writeUInt16LE(name.length, 22);
    const local = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), fields, name, packed]);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    fields.copy(central, 6);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const column = (i: number) => (i < 26 ? '' : String.fromCharCode(64 + Math.floor(i / 26))) + String.fromCharCode(65 + (i % 26));

/** A sheet's XML: each row's cells as indexes into the shared strings. */
export function sheetXml(rows: number[][]): string {
  const body = rows.map((cells, r) => `<row r="${r + 1}">${cells.map((s, c) => `<c r="${column(c)}${r + 1}" t="s"><v>${s}</v></c>`).join('')}</row>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${body}</sheetData></worksheet>`;
}

/** Shared strings' XML from each string's XML (`<t>Ada</t>`, or runs `<r><t>A</t></r>`). */
export function sharedStringsXml(items: Iterable<string>): string {
  let body = '';
  for (const item of items) body += `<si>${item}</si>`;
  return `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}">${body}</sst>`;
}

/** A workbook of one sheet laid out as Excel does: the sheet, then the shared strings. */
export function excelWorkbook(sheet: string | Buffer, sharedStrings: string | Buffer): Buffer {
  return zipArchive([
    { path: '[Content_Types].xml', data: '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>' },
    { path: 'xl/workbook.xml', data: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="People" sheetId="1" r:id="rId1"/></sheets></workbook>` },
    { path: 'xl/_rels/workbook.xml.rels', data: '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>' },
    { path: 'xl/worksheets/sheet1.xml', data: sheet },
    { path: 'xl/sharedStrings.xml', data: sharedStrings },
  ]);
}

/** Plain strings as shared strings' items. */
export const plainTexts = (texts: string[]) => texts.map((text) => `<t>${text}</t>`);
