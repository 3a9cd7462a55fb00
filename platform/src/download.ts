// A file from the API (a CSV export, an event's .ics) saved by the browser. A plain link cannot
// carry the bearer token, so the file is fetched through the HTTP client and handed over as a blob.
// Every CSV button downloads through useCsvDownload.
import { useState } from 'react';
import { errorMessage, http, type RequestOptions } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';

const BOM = '\uFEFF';

export interface DownloadOptions {
  /** The media type asked for and given to the saved file. */
  type: string;
  query?: RequestOptions['query'];
  /** Keep a UTF-8 byte-order mark first (fetch's text() drops the one the API sends). */
  bom?: boolean;
}

export async function downloadFile(path: string, filename: string, { type, query, bom = false }: DownloadOptions): Promise<void> {
  const text = await http.get<string>(path, { query, headers: { Accept: type } });
  saveTextFile(filename, bom && !text.startsWith(BOM) ? `${BOM}${text}` : text, type);
}

/** Hands text made in the browser (or fetched) to the browser as a file to save. */
export function saveTextFile(filename: string, body: string, type: string): void {
  const url = URL.createObjectURL(new Blob([body], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url));
}

/** A CSV export, with the BOM spreadsheets need to read UTF-8 names right. */
export const downloadCsv = (path: string, filename: string, query?: RequestOptions['query']) => downloadFile(path, filename, { type: 'text/csv', query, bom: true });

/** A CSV button's download of one export route: busy while it runs, a refusal said in a toast. */
export function useCsvDownload(path: string) {
  const [downloading, setDownloading] = useState(false);
  const download = async (filename: string, query?: RequestOptions['query']) => {
    setDownloading(true);
    try {
      await downloadCsv(path, filename, query);
    } catch (error) {
      notifier.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };
  return { download, downloading };
}
