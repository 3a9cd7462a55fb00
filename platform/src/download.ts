// A file from the API (a CSV export) saved by the browser. A plain link cannot carry the bearer
// token, so the file is fetched through the HTTP client and handed over as a blob.
import { http, type RequestOptions } from '@church/platform/http';

const BOM = '\uFEFF';

export async function downloadCsv(path: string, filename: string, query?: RequestOptions['query']): Promise<void> {
  const text = await http.get<string>(path, { query, headers: { Accept: 'text/csv' } });
  // fetch's text() drops the BOM the API sends; spreadsheets need it to read UTF-8 names right.
  const body = text.startsWith(BOM) ? text : `${BOM}${text}`;
  const url = URL.createObjectURL(new Blob([body], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url));
}
