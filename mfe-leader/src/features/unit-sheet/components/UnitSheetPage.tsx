import { useMemo } from 'react';
import styled from 'styled-components';
import type { OccurrenceJson } from '@church/contracts/attendance';
import { formatChurchDate, formatChurchTime, weekdayOf } from '@church/contracts/church-time';
import { pageBreadcrumbs, pageIntro, pageTitle, pathTo } from '@church/contracts/site-map';
import type { UnitSheet } from '@church/contracts/unit-sheet';
import { OutboxNotice } from '@church/platform/outbox-notice';
import { useParams } from '@church/platform/router';
import { renderRouterLink } from '@church/platform/router-link';
import { useListParams } from '@church/platform/use-list-params';
import { Button } from 'shared_ui/Button';
import { EmptyState } from 'shared_ui/display';
import { FilterBar, FilterSelect, SearchField } from 'shared_ui/filters';
import { Card, Page } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { useRecentServices } from '../api/recent-services';
import { useUnitSheet } from '../api/unit-sheet';
import { useSheetMarks } from '../hooks/useSheetMarks';
import { matchesSearch } from './sheet-search';
import { SheetList, SheetToolbar } from './SheetList';

// The chosen service is kept in the URL as `at=<service id>_<day>`, the search as `search`.
const KEYS = ['at', 'search'] as const;

const occurrenceParam = (o: Pick<OccurrenceJson, 'service_id' | 'date'>) => `${o.service_id}_${o.date}`;
// The service's name first: a phone's select shows the start of the chosen option only.
const occurrenceLabel = (o: OccurrenceJson) => `${o.service_name}${o.open ? ' (now)' : ''} · ${weekdayOf(o.date).slice(0, 3)}, ${formatChurchDate(o.date)}, ${formatChurchTime(new Date(o.starts_at))}`;

// On a phone the closed select cuts a long option: the chosen one is written out in full under it
// (hidden from screen readers, which read the select's value).
const ChosenService = styled.p`
  display: none;
  margin: 0;
  overflow-wrap: anywhere;
  font-weight: 600;
  @media (max-width: ${(p) => p.theme.breakpoints.mobile - 1}px) {
    display: block;
  }
`;

/** /dashboard/leaders/units/:id/sheet: who of the unit is present at one service, ticked by its leader. */
export function UnitSheetPage() {
  const { id = '' } = useParams();
  const unitId = /^[1-9]\d*$/.test(id) ? Number(id) : undefined;
  const { values, update } = useListParams(KEYS);
  const services = useRecentServices();
  // The service asked for, or the latest that has begun (the one on now, when there is one).
  const chosen = services.data?.find((o) => occurrenceParam(o) === values.at) ?? services.data?.[0];
  const sheet = useUnitSheet(unitId ?? 0, unitId === undefined ? undefined : chosen);
  const title = pageTitle('leaders', 'unitSheet');
  const unitName = sheet.data?.unit.name;

  return (
    <Page
      title={title}
      description={pageIntro('leaders', 'unitSheet')}
      renderLink={renderRouterLink}
      breadcrumbs={
        unitId === undefined
          ? pageBreadcrumbs('leaders', 'unitSheet')
          : [{ label: pageTitle('leaders', 'units'), href: pathTo('leaders', 'units') }, { label: unitName ?? 'Unit', href: `${pathTo('leaders', 'units')}?unit=${unitId}` }, { label: title }]
      }
    >
      <OutboxNotice />
      {unitId === undefined ? (
        <EmptyState title="This unit is not available" action={<Button to={pathTo('leaders', 'units')}>All units</Button>}>
          The link is not a unit&apos;s.
        </EmptyState>
      ) : (
        <QueryState query={services} loadingLabel="Loading the services">
          {(list) =>
            list.length === 0 || !chosen ? (
              <EmptyState title="No service to record">No service has been held in the last two weeks.</EmptyState>
            ) : (
              <>
                <FilterBar label="Sheet">
                  <FilterSelect label="Service" value={occurrenceParam(chosen)} onChange={(at) => update({ at })} options={list.map((o) => ({ value: occurrenceParam(o), label: occurrenceLabel(o) }))} allLabel="" />
                  <SearchField label="Search by name" value={values.search} onSearch={(search) => update({ search })} delay={150} />
                </FilterBar>
                <ChosenService aria-hidden="true">{occurrenceLabel(chosen)}</ChosenService>
                <QueryState query={sheet} loadingLabel="Loading the sheet">
                  {(data) => <SheetBody key={occurrenceParam(chosen)} sheet={data} search={values.search} />}
                </QueryState>
              </>
            )
          }
        </QueryState>
      )}
    </Page>
  );
}

function SheetBody({ sheet, search }: { sheet: UnitSheet; search: string }) {
  const marks = useSheetMarks(sheet);
  const shown = useMemo(() => sheet.people.filter((person) => matchesSearch(person.full_name, search)), [sheet.people, search]);
  if (sheet.people.length === 0) return <EmptyState title="Nobody on the roster">{sheet.unit.name} has nobody on its roster you can record.</EmptyState>;
  const presentCount = sheet.people.filter(marks.isPresent).length;
  return (
    <Card aria-label={`${sheet.unit.name} at ${sheet.occurrence.service_name}`}>
      <SheetToolbar
        presentCount={presentCount}
        total={sheet.people.length}
        shownCount={shown.length}
        searching={search !== ''}
        unmarkedShown={shown.filter((person) => !marks.isPresent(person)).length}
        onMarkAll={() => marks.markAll(shown)}
        lastAction={marks.lastAction}
        onUndo={marks.undo}
      />
      {shown.length === 0 ? <EmptyState title="No one matches">Nobody on {sheet.unit.name}&apos;s roster is named like “{search}”.</EmptyState> : <SheetList people={shown} marks={marks} />}
    </Card>
  );
}
