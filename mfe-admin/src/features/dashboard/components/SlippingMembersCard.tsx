import { ANALYTICS_DEFINITIONS, type SlippingMember } from '@church/contracts/analytics';
import { formatChurchDate } from '@church/contracts/church-time';
import { pathTo } from '@church/contracts/site-map';
import { renderLinkFromHere } from '@church/platform/return-path';
import { rateText, useSlippingMembers } from '@church/platform/endpoints/slipping-members';
import { type Column, DataTable } from 'shared_ui/DataTable';
import { HowCounted } from 'shared_ui/display';
import { Card } from 'shared_ui/Page';
import { Pagination } from 'shared_ui/Pagination';
import { CsvExportButton } from '../../../shared/CsvExportButton';
import { ADMIN_DASHBOARD_KEY } from '../api/keys';

const COLUMNS: Column<SlippingMember>[] = [
  { key: 'name', header: 'Member', breakAnywhere: true, render: (m) => m.full_name },
  { key: 'units', header: 'Units', render: (m) => m.units.map((u) => u.name).join(', ') || '—' },
  { key: 'leaders', header: 'Leaders', breakAnywhere: true, render: (m) => m.leaders.map((l) => l.full_name).join(', ') || '—' },
  { key: 'recent', header: 'Last 4 weeks', render: (m) => rateText(m.recent), align: 'end' },
  { key: 'baseline', header: '12 weeks before', render: (m) => rateText(m.baseline), align: 'end' },
  { key: 'last', header: 'Last attended', render: (m) => (m.last_attended ? formatChurchDate(m.last_attended) : 'Never') },
];

/** Members whose attendance fell against their own usual rate, biggest falls first. */
export function SlippingMembersCard({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const slipping = useSlippingMembers(ADMIN_DASHBOARD_KEY, page);
  return (
    <Card aria-labelledby="slipping-title">
      <h2 id="slipping-title">Slipping members</h2>
      <HowCounted>{ANALYTICS_DEFINITIONS.slipping}</HowCounted>
      <CsvExportButton path="/analytics/slipping-members/export.csv" filename="slipping-members.csv" label="Export CSV of the slipping members" />
      <DataTable
        caption="Slipping members"
        columns={COLUMNS}
        rows={slipping.data?.data}
        rowKey={(m) => m.id}
        rowHref={(m) => pathTo('members', 'member', { id: m.id })}
        renderLink={renderLinkFromHere}
        error={slipping.error}
        onRetry={() => slipping.refetch()}
        emptyState={<p>Nobody is slipping: everyone is coming about as often as they usually do.</p>}
      />
      {slipping.data && <Pagination meta={slipping.data.meta} onPageChange={onPageChange} label="Slipping members pages" />}
    </Card>
  );
}
