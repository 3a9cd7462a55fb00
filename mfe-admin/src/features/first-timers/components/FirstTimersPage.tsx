import styled from 'styled-components';
import { pageIntro, pageTitle } from '@church/contracts/site-map';
import { Card, Page, Tabs } from 'shared_ui/Page';
import { renderRouterLink } from '../../../shared/follow-up';
import { FirstTimerFilterBar } from './FirstTimerFilterBar';
import { FirstTimersList } from './FirstTimersList';
import { FollowUpAnalyticsCard } from './FollowUpAnalyticsCard';
import { FollowUpBoard } from './FollowUpBoard';
import { PossibleDuplicates } from './PossibleDuplicates';
import { type View, useFirstTimerFilters } from '../hooks/useFirstTimerFilters';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

const VIEW_TABS: Array<{ id: View; label: string }> = [
  { id: 'list', label: 'List' },
  { id: 'board', label: 'Board' },
];

/** /dashboard/admin/first-timers: every first-timer's follow-up as a list or a board, and the monthly analytics. */
export function FirstTimersPage() {
  const { filters, view, page, update } = useFirstTimerFilters();

  return (
    <Page
      title={pageTitle('admin', 'firstTimers')}
      renderLink={renderRouterLink}
      description={pageIntro('admin', 'firstTimers')}
    >
      <Stack>
        <Card aria-labelledby="follow-ups-title">
          <h2 id="follow-ups-title">Follow-ups</h2>
          <FirstTimerFilterBar filters={filters} update={update} />
          <Tabs label="View" idPrefix="first-timers-view" tabs={VIEW_TABS} selected={view} onSelect={(id) => update({ view: id === 'list' ? null : id, page: page > 1 ? page : null })}>
            {view === 'board' ? <FollowUpBoard filters={filters} /> : <FirstTimersList filters={filters} page={page} onPageChange={(next) => update({ page: next })} />}
          </Tabs>
        </Card>
        <PossibleDuplicates />
        <FollowUpAnalyticsCard />
      </Stack>
    </Page>
  );
}
