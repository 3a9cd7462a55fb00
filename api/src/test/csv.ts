// Reads a CSV answer as a spreadsheet would (RFC 4180: quoted fields may hold commas, quotes ("")
// and line breaks; rows end with CRLF), after the UTF-8 BOM the API's exports start with.
export function parseCsv(body: string): string[][] {
  if (!body.startsWith('\uFEFF')) throw new Error('CSV does not start with the UTF-8 BOM');
  const text = body.slice(1);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  if (field !== '' || row.length > 0) throw new Error(`CSV does not end with CRLF: ${JSON.stringify(text.slice(-40))}`);
  return rows;
}
