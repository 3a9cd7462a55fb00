import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { OccurrenceCount } from '@church/contracts/attendance';
import { formatChurchDate, todayInChurch, weekdayOf } from '@church/contracts/church-time';
import { HEADCOUNT_CATEGORIES, HEADCOUNT_CATEGORY_LABELS, HEADCOUNT_DEFINITION } from '@church/contracts/headcounts';
import { toMonthNumber, toSelectableYear } from '@church/contracts/months';
import { categoryLabel, SERVICE_CATEGORIES } from '@church/contracts/service-categories';
import { pageTitle, pathTo } from '@church/contracts/site-map';
import { useCsvDownload } from '@church/platform/download';
import { useUnits } from '@church/platform/endpoints/units';
import { useListParams } from '@church/platform/use-list-params';
import { Button } from 'shared_ui/Button';
import { type Column, DataTable } from 'shared_ui/DataTable';
import { Badge } from 'shared_ui/display';
import { FilterBar, FilterSelect, MonthYearPicker } from 'shared_ui/filters';
import { Card, Page } from 'shared_ui/Page';
import { ADMIN_UNITS_KEY } from '../../../shared/keys';
import { useCountsByOccurrence } from '../api/by-occurrence';
import type { AttendanceFilters } from '../api/keys';
import { AttendanceReport } from './AttendanceReport';
import { OccurrencePeople } from './OccurrencePeople';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

const Breakdown = styled.span`
  display: block;
  font-size: 0.85em;
  color: var(--bs-secondary-color);
`;

// The door's headcount beside the named attendance: the total, then its categories that have any.
function Headcount({ headcount }: Pick<OccurrenceCount, 'headcount'>) {
  if (!headcount) return <>—</>;
  const parts = HEADCOUNT_CATEGORIES.filter((c) => headcount.by_category[c]).map((c) => `${HEADCOUNT_CATEGORY_LABELS[c]} ${headcount.by_category[c]}`);
  return (
    <>
      {headcount.total}
      {parts.length > 0 && <Breakdown>{parts.join(' · ')}</Breakdown>}
    </>
  );
}

const KEYS = ['month', 'year', 'service', 'category', 'unit', 'occurrence'] as const;
const toId = (value: string) => (/^\d+$/.test(value) ? Number(value) : undefined);
const occurrenceId = (o: Pick<OccurrenceCount, 'service_id' | 'date'>) => `${o.service_id}@${o.date}`;

/** The filters in the URL; this month by default. */
function useFilters() {
  const { values, update } = useListParams(KEYS);
  const [thisYear, thisMonth] = todayInChurch().split('-').map(Number);
  const year = toSelectableYear(values.year) ?? thisYear;
  const filters: AttendanceFilters = {
    month: toMonthNumber(values.month) ?? thisMonth,
    year,
    category: SERVICE_CATEGORIES.find((c) => c === values.category),
    unit_id: toId(values.unit),
  };
  return { filters, serviceId: toId(values.service), occurrence: values.occurrence, update };
}

/** /dashboard/admin/attendance: who came to each service, filtered; one service's people; a report. */
export function AdminAttendancePage() {
  const { filters, serviceId, occurrence, update } = useFilters();
  // The month's services come from its occurrences, so the service filter lists only those held.
  const counts = useCountsByOccurrence(filters);
  const units = useUnits(ADMIN_UNITS_KEY);
  const csv = useCsvDownload('/attendance/export.csv');
  const services = [...new Map((counts.data ?? []).map((o) => [o.service_id, o.service_name])).entries()];
  const rows = counts.data?.filter((o) => !serviceId || o.service_id === serviceId);
  const opened = counts.data?.find((o) => occurrenceId(o) === occurrence);
  // The occurrence the reader opened or hid last: focus follows it (to its people, back to its row).
  const [moved, setMoved] = useState<{ id: string; to: 'people' | 'row' } | null>(null);
  const open = (o: OccurrenceCount) => {
    setMoved({ id: occurrenceId(o), to: 'people' });
    update({ occurrence: occurrenceId(o) });
  };
  const hide = () => {
    if (occurrence) setMoved({ id: occurrence, to: 'row' });
    update({ occurrence: null });
  };
  useEffect(() => {
    if (moved?.to !== 'row' || opened) return;
    document.querySelector<HTMLElement>(`[data-occurrence="${moved.id}"]`)?.focus();
    setMoved(null);
  }, [moved, opened]);

  const download = () => csv.download(`attendance-${filters.year}-${String(filters.month).padStart(2, '0')}.csv`, { ...filters, service_id: serviceId });

  const columns: Column<OccurrenceCount>[] = [
    { key: 'date', header: 'Date', render: (o) => `${weekdayOf(o.date).slice(0, 3)}, ${formatChurchDate(o.date)}` },
    { key: 'service', header: 'Service', render: (o) => (o.cancelled ? <>{o.service_name} <Badge tone="neutral">Cancelled</Badge></> : o.service_name) },
    { key: 'total', header: 'Came', render: (o) => o.total, align: 'end' },
    ...SERVICE_CATEGORIES.map((category): Column<OccurrenceCount> => ({ key: category, header: categoryLabel(category), render: (o) => o.by_category[category] ?? 0, align: 'end' })),
    { key: 'headcount', header: 'Counted at the door', render: (o) => <Headcount headcount={o.headcount} />, align: 'end' },
    {
      key: 'open',
      header: 'People',
      render: (o) => (
        <Button
          variant="outline-primary"
          size="sm"
          onClick={() => open(o)}
          aria-label={`People present at ${o.service_name} on ${formatChurchDate(o.date)}`}
          data-occurrence={occurrenceId(o)}
        >
          Open
        </Button>
      ),
    },
  ];

  return (
    <Page
      title={pageTitle('admin', 'attendance')}
      actions={
        <>
          <Button variant="outline-primary" to={pathTo('admin', 'schedule')}>
            Service schedule
          </Button>
          <Button onClick={download} loading={csv.downloading}>
            Export CSV
          </Button>
        </>
      }
    >
      <Stack>
        <FilterBar>
          <MonthYearPicker month={filters.month} year={filters.year} onChange={(next) => update({ month: next.month, year: next.year, occurrence: null })} idPrefix="admin-attendance" />
          <FilterSelect label="Service" value={serviceId ? String(serviceId) : ''} onChange={(value) => update({ service: value, occurrence: null })} options={services.map(([id, name]) => ({ value: String(id), label: name }))} />
          <FilterSelect label="Category" value={filters.category ?? ''} onChange={(value) => update({ category: value })} options={SERVICE_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }))} />
          <FilterSelect label="Unit" value={filters.unit_id ? String(filters.unit_id) : ''} onChange={(value) => update({ unit: value })} options={(units.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))} />
        </FilterBar>
        <Card aria-labelledby="occurrences-title">
          <h2 id="occurrences-title">Services this month</h2>
          <p>{HEADCOUNT_DEFINITION} A unit, category or person filter leaves them out (—).</p>
          <DataTable
            caption="Attendance per service"
            columns={columns}
            rows={rows}
            rowKey={occurrenceId}
            error={counts.error}
            onRetry={() => counts.refetch()}
            emptyState={<p>No services were scheduled this month.</p>}
          />
        </Card>
        {opened && (
          <OccurrencePeople key={occurrenceId(opened)} occurrence={opened} filters={filters} onClose={hide} moveHere={moved?.to === 'people' && moved.id === occurrenceId(opened)} />
        )}
        <AttendanceReport unitId={filters.unit_id} />
      </Stack>
    </Page>
  );
}
