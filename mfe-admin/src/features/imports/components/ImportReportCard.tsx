// After the import: what was created, updated and skipped, the report of every row to download,
// and where to find what came in.
import styled from 'styled-components';
import { pathTo } from '@church/contracts/site-map';
import { useCsvDownload } from '@church/platform/download';
import { Link } from '@church/platform/router';
import { Button } from 'shared_ui/Button';
import { StatCard, StatGrid } from 'shared_ui/display';
import { themeOf } from 'shared_ui/theme';
import type { ImportKind, ImportReport } from '@church/contracts/imports';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p.theme).spacing.sm} ${(p) => themeOf(p.theme).spacing.md};
  align-items: center;
`;

const WHERE: Record<ImportKind, { label: string; to: string }> = {
  members: { label: 'See them in the members directory', to: pathTo('admin', 'members') },
  attendance: { label: 'See the attendance', to: pathTo('admin', 'attendance') },
  'first-timers': { label: 'See them among the first-timers', to: pathTo('admin', 'firstTimers') },
};

export interface ImportReportCardProps {
  id: number;
  kind: ImportKind;
  fileName: string;
  report: ImportReport;
  onAgain: () => void;
}

export function ImportReportCard({ id, kind, fileName, report, onAgain }: ImportReportCardProps) {
  const { download, downloading } = useCsvDownload(`/imports/${id}/report.csv`);
  const where = WHERE[kind];
  return (
    <>
      <p role="status">{fileName} is imported.</p>
      <StatGrid aria-label="What the import did">
        <li>
          <StatCard label="Created" value={report.created.toLocaleString('en')} />
        </li>
        <li>
          <StatCard label="Updated" value={report.updated.toLocaleString('en')} />
        </li>
        <li>
          <StatCard label="Skipped" value={report.skipped.toLocaleString('en')} />
        </li>
      </StatGrid>
      <Actions>
        <Button variant="outline-primary" loading={downloading} onClick={() => download(`import-${id}-report.csv`)}>
          Download the report (CSV)
        </Button>
        <Link to={where.to}>{where.label}</Link>
        <Button variant="ghost" onClick={onAgain}>
          Import another file
        </Button>
      </Actions>
    </>
  );
}
