import { useState } from 'react';
import styled from 'styled-components';
import { todayInChurch } from '@church/contracts/church-time';
import { MONTH_NAMES, toMonthNumber, toSelectableYear } from '@church/contracts/months';
import { pageTitle } from '@church/contracts/site-map';
import { useCsvDownload } from '@church/platform/download';
import { useListParams } from '@church/platform/use-list-params';
import { Button } from 'shared_ui/Button';
import { MonthYearPicker } from 'shared_ui/filters';
import { Card, Page, Tabs } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { useHistory } from '../api/history';
import { useSummary } from '../api/summary';
import { useMonthOccurrences } from '../hooks/useMonthOccurrences';
import { AbsencesCard } from './AbsencesCard';
import { GoalDialog } from './GoalDialog';
import { AttendanceRate } from '../../../shared/progress/AttendanceRate';
import { HistoryChart } from '../../../shared/progress/HistoryChart';
import { MonthCalendar } from './MonthCalendar';
import { OccurrenceList } from './OccurrenceList';
import { ProgressCard } from '../../../shared/progress/ProgressCard';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

const VIEWS = [
  { id: 'calendar', label: 'Calendar' },
  { id: 'list', label: 'List' },
];

/** The month chosen in the URL (?month=&year=), this month by default. */
function useChosenMonth() {
  const { values, update } = useListParams(['month', 'year', 'view'] as const);
  const [thisYear, thisMonth] = todayInChurch().split('-').map(Number);
  const year = toSelectableYear(values.year) ?? thisYear;
  const month = toMonthNumber(values.month) ?? thisMonth;
  const isPast = year * 12 + month < thisYear * 12 + thisMonth;
  return { year, month, isPast, view: values.view === 'list' ? 'list' : 'calendar', update };
}

/** /dashboard/attendance: a month's services and my record at each, my goal, and my last year. */
export function AttendancePage() {
  const { year, month, isPast, view, update } = useChosenMonth();
  const summary = useSummary(year, month);
  const occurrences = useMonthOccurrences(year, month);
  const history = useHistory();
  const [goalOpen, setGoalOpen] = useState(false);
  const csv = useCsvDownload('/me/attendance/export.csv');

  return (
    <Page
      title={pageTitle('members', 'attendance')}
      actions={
        <Button variant="outline-primary" onClick={() => csv.download(`my-attendance-${todayInChurch()}.csv`)} loading={csv.downloading}>
          Download my history (CSV)
        </Button>
      }
    >
      <Stack>
        <MonthYearPicker legend="Month to show" month={month} year={year} onChange={(next) => update({ month: next.month, year: next.year })} idPrefix="attendance" />
        <QueryState query={summary} loadingLabel="Loading the month">
          {(monthSummary) => (
            <>
              <ProgressCard summary={monthSummary} />
              <AttendanceRate summary={monthSummary} />
              <p>
                {monthSummary.own_goal === null ? 'Your goal is every service of the month.' : `You set your own goal of ${monthSummary.own_goal}.`}{' '}
                {isPast ? (
                  'Past months keep the goal they had.'
                ) : (
                  <Button variant="outline-primary" size="sm" onClick={() => setGoalOpen(true)} disabled={monthSummary.expected === 0}>
                    Set my goal for {MONTH_NAMES[month - 1]}
                  </Button>
                )}
              </p>
              {goalOpen && <GoalDialog summary={monthSummary} onClose={() => setGoalOpen(false)} />}
            </>
          )}
        </QueryState>
        <AbsencesCard />
        <Card aria-labelledby="services-title">
          <h2 id="services-title">
            Services in {MONTH_NAMES[month - 1]} {year}
          </h2>
          <Tabs label="Show the month as" idPrefix="attendance-view" tabs={VIEWS} selected={view} onSelect={(id) => update({ view: id === 'list' ? 'list' : null })}>
            <QueryState query={occurrences} loadingLabel="Loading the services">
              {(services) => (view === 'list' ? <OccurrenceList occurrences={services} /> : <MonthCalendar year={year} month={month} occurrences={services} />)}
            </QueryState>
          </Tabs>
        </Card>
        <Card aria-labelledby="history-title">
          <h2 id="history-title">My last twelve months</h2>
          <QueryState query={history} loadingLabel="Loading your history">
            {(months) => <HistoryChart months={months} />}
          </QueryState>
        </Card>
      </Stack>
    </Page>
  );
}
