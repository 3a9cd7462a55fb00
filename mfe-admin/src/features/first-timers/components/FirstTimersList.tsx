import { useEffect, useRef, useState } from 'react';
import type { FirstTimerRow } from '@church/contracts/first-timers';
import { formatChurchDate } from '@church/contracts/church-time';
import { Button } from 'shared_ui/Button';
import { type Column, DataTable } from 'shared_ui/DataTable';
import { Badge, EmptyState } from 'shared_ui/display';
import { Pagination } from 'shared_ui/Pagination';
import { firstTimerLink, StatusBadge } from '../../../shared/follow-up';
import { useFirstTimers } from '../api/first-timers';
import type { FirstTimerFilter } from '@church/contracts/first-timers';
import { AssignOneDialog } from './AssignOneDialog';
import { BulkBar } from './BulkBar';
import { SelectBox } from './SelectBox';

export const LIST_PER_PAGE = 20;

export interface FirstTimersListProps {
  filters: FirstTimerFilter;
  page: number;
  onPageChange: (page: number) => void;
}

const NONE: ReadonlySet<number> = new Set();

/**
 * The first-timers of the filters, a page at a time; choose some to assign or move together.
 * The list stays mounted across pages and filters (the previous rows show until the next ones
 * arrive, and focus stays on the page button); a new filter or page starts a new selection.
 */
export function FirstTimersList({ filters, page, onPageChange }: FirstTimersListProps) {
  const query = { ...filters, page, per_page: LIST_PER_PAGE };
  const list = useFirstTimers(query);
  // The selection belongs to the filters and page it was made on.
  const scope = JSON.stringify(query);
  const [selection, setSelection] = useState<{ scope: string; ids: ReadonlySet<number> }>({ scope, ids: NONE });
  const selected = selection.scope === scope ? selection.ids : NONE;
  const setSelected = (next: (current: ReadonlySet<number>) => ReadonlySet<number>) =>
    setSelection((current) => ({ scope, ids: next(current.scope === scope ? current.ids : NONE) }));
  const [assigning, setAssigning] = useState<FirstTimerRow | null>(null);
  // After a bulk action the bar goes away: focus moves to "Select all", or the list if none is left.
  const [refocus, setRefocus] = useState(false);
  const selectAllRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!refocus || list.isFetching) return;
    (selectAllRef.current ?? resultsRef.current)?.focus();
    setRefocus(false);
  }, [refocus, list.isFetching]);
  const rows = list.data?.data;
  const onPage = rows ?? [];
  const allOnPage = onPage.length > 0 && onPage.every((r) => selected.has(r.id));

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleAll = (on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const row of onPage) {
        if (on) next.add(row.id);
        else next.delete(row.id);
      }
      return next;
    });

  const columns: Column<FirstTimerRow>[] = [
    {
      key: 'select',
      header: 'Select',
      render: (r) => <SelectBox aria-label={`Select ${r.full_name}`} checked={selected.has(r.id)} onChange={(event) => toggle(r.id, event.target.checked)} />,
    },
    { key: 'name', header: 'Name', breakAnywhere: true, render: (r) => firstTimerLink(r.id, r.full_name) },
    { key: 'phone', header: 'Phone', render: (r) => (r.contact_hidden ? 'Hidden (opted out)' : (r.phone ?? '—')) },
    { key: 'first_visit', header: 'First visit', render: (r) => formatChurchDate(r.first_visit_on) },
    { key: 'visits', header: 'Visits', render: (r) => r.visit_label },
    // Overdue sits under the status it qualifies, so the list fits a laptop without a column of "No".
    {
      key: 'status',
      header: 'Status',
      render: (r) => (
        <>
          <StatusBadge status={r.follow_up.status} /> {r.follow_up.overdue && <Badge tone="danger">Overdue</Badge>}
        </>
      ),
    },
    { key: 'assignee', header: 'Assignee', breakAnywhere: true, render: (r) => r.follow_up.assignee?.full_name ?? 'Unassigned' },
    {
      key: 'assign',
      header: 'Actions',
      render: (r) => (
        <Button variant="outline-primary" size="sm" onClick={() => setAssigning(r)} aria-label={`Assign ${r.full_name}`}>
          Assign
        </Button>
      ),
    },
  ];

  return (
    // Focusable from script only: where focus goes when no row is left after a bulk action.
    <div ref={resultsRef} tabIndex={-1}>
      {onPage.length > 0 && (
        <label>
          <SelectBox ref={selectAllRef} checked={allOnPage} onChange={(event) => toggleAll(event.target.checked)} /> Select all on this page
        </label>
      )}
      {selected.size > 0 && (
        <BulkBar
          ids={[...selected]}
          onDone={() => {
            setSelected(() => NONE);
            setRefocus(true);
          }}
        />
      )}
      <DataTable
        caption="First-timers"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        error={list.error}
        onRetry={() => list.refetch()}
        emptyState={<EmptyState title="No first-timers match">Change or clear the filters to see more.</EmptyState>}
      />
      {list.data && <Pagination label="First-timers pages" meta={list.data.meta} onPageChange={onPageChange} />}
      {assigning && <AssignOneDialog firstTimer={assigning} onClose={() => setAssigning(null)} />}
    </div>
  );
}
