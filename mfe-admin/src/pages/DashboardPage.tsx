// /dashboard/admin: the church at a glance, composed from the area's features.
import styled from 'styled-components';
import { selectableYears, toSelectableYear } from '@church/contracts/months';
import { pageIntro, pageTitle, pathTo } from '@church/contracts/site-map';
import { todayInChurch } from '@church/contracts/church-time';
import { useListParams } from '@church/platform/use-list-params';
import { Button } from 'shared_ui/Button';
import { FilterBar, FilterSelect } from 'shared_ui/filters';
import { Page } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { themeOf } from 'shared_ui/theme';
import { useOverview } from '../features/dashboard/api/overview';
import { AttendanceTrendCard } from '../features/dashboard/components/AttendanceTrendCard';
import { FunnelCard, RetentionCard } from '../features/dashboard/components/FirstTimerYear';
import { KpiTiles } from '../features/dashboard/components/KpiTiles';
import { LevelsCard, StatusesCard } from '../features/dashboard/components/OverviewCharts';
import { SlippingMembersCard } from '../features/dashboard/components/SlippingMembersCard';
import { FollowUpAnalytics } from '../shared/FollowUpAnalytics';

const Stack = styled.div`
  display: grid;
  gap: ${(p) => themeOf(p.theme).spacing.md};
  min-width: 0;

  /* A long page: the cards below the screen are laid out and painted once scrolled near, not in
     the page's first commit (decision 0017). A card keeps its last real height once shown; only
     its height is assumed (an assumed width would widen the column past a phone's screen). */
  > section,
  > * > section {
    content-visibility: auto;
    contain-intrinsic-height: auto 320px;
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${(p) => themeOf(p.theme).spacing.md};
`;

const YEAR_OPTIONS = selectableYears().map((y) => ({ value: String(y), label: String(y) }));

/** /dashboard/admin: the church at a glance (docs/decisions/0012-admin-analytics.md). The analytics year and the slipping list's page live in the URL. */
export function DashboardPage() {
  const { values, page, update } = useListParams(['year']);
  const year = toSelectableYear(values.year) ?? toSelectableYear(Number(todayInChurch().slice(0, 4))) ?? selectableYears()[0];
  const overview = useOverview();

  return (
    <Page
      title={pageTitle('admin', 'dashboard')}
      description={pageIntro('admin', 'dashboard')}
      actions={<Button to={pathTo('admin', 'firstTimers')} variant="primary">First timers</Button>}
    >
      <Stack>
        {/* While loading, the tiles are there with "…" for each figure. */}
        <QueryState query={overview} loading={<KpiTiles overview={undefined} />}>
          {(figures) => <KpiTiles overview={figures} />}
        </QueryState>
        {/* Fetched at once, beside the overview. */}
        <AttendanceTrendCard />
        {/* There while the overview loads, each chart's height reserved: nothing below moves when it
            arrives. A failed overview is said once, above. */}
        {!overview.isError && (
          <Pair>
            <LevelsCard overview={overview.data} query={overview} />
            <StatusesCard overview={overview.data} query={overview} />
          </Pair>
        )}
        <FilterBar label="First-timers year">
          <FilterSelect label="Analytics year" value={String(year)} allLabel="" onChange={(value) => update({ year: value })} options={YEAR_OPTIONS} />
        </FilterBar>
        <FunnelCard year={year} />
        <RetentionCard year={year} />
        <FollowUpAnalytics year={year} />
        <SlippingMembersCard page={page} onPageChange={(next) => update({ page: next })} />
        {/* Which build of the admin area this is, when its deployment names one (the independent-deploy test reads it). */}
        {process.env.RELEASE_LABEL && <p>{process.env.RELEASE_LABEL}</p>}
      </Stack>
    </Page>
  );
}
