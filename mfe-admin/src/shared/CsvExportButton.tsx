import { useCsvDownload } from '@church/platform/download';
import type { RequestOptions } from '@church/platform/http';
import { Button } from 'shared_ui/Button';

export interface CsvExportButtonProps {
  /** The API's CSV route, e.g. '/analytics/retention/export.csv'. */
  path: string;
  filename: string;
  query?: RequestOptions['query'];
  /** What the button exports, for screen readers ("Export CSV of 2025's retention"). */
  label: string;
  size?: 'sm' | 'md';
}

/** "Export CSV" of one of the area's tables: busy while downloading, a refusal as a toast. */
export function CsvExportButton({ path, filename, query = {}, label, size = 'sm' }: CsvExportButtonProps) {
  const csv = useCsvDownload(path);
  return (
    <Button variant="outline-primary" size={size} loading={csv.downloading} onClick={() => csv.download(filename, query)} aria-label={label}>
      Export CSV
    </Button>
  );
}
