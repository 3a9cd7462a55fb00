import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { type AttendanceRecord, type OccurrenceCount, recordedByWords } from '@church/contracts/attendance';
import { sentLateLabel } from '@church/contracts/check-in';
import { formatChurchDate } from '@church/contracts/church-time';
import { categoryLabel } from '@church/contracts/service-categories';
import { errorMessage } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { Button } from 'shared_ui/Button';
import { type Column, DataTable } from 'shared_ui/DataTable';
import { ConfirmDialog } from 'shared_ui/Dialog';
import { Card } from 'shared_ui/Page';
import type { AttendanceFilters } from '../api/keys';
import { useRecords } from '../api/records';
import { useRemoveAttendance } from '../api/remove-attendance';
import { RecordAttendanceForm } from './RecordAttendanceForm';

// Clear of the sticky top bar when scrolled to.
const Title = styled.h2`
  scroll-margin-top: 80px;
`;

/** Moves the reader to the heading: the panel opens below a long table, out of sight. */
function moveTo(heading: HTMLElement) {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  heading.focus({ preventScroll: true });
  heading.scrollIntoView?.({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
}

/** Who made a record: as recordedByWords says, else the person themself, or "—" (a removed account or station). */
const recorderOf = (record: AttendanceRecord): string => recordedByWords(record) ?? (record.recorded_by === record.user_id ? 'Themselves' : '—');

/** Who made it, and how late it was sent when it arrived after the marking window closed. */
function recordedBy(record: AttendanceRecord): string {
  return record.sent_late_minutes == null ? recorderOf(record) : `${recorderOf(record)}, ${sentLateLabel(record.sent_late_minutes)}`;
}

export interface OccurrencePeopleProps {
  occurrence: OccurrenceCount;
  filters: AttendanceFilters;
  onClose: () => void;
  /** Opened by the reader just now (not by a reload of its URL): move focus and the view to it. */
  moveHere?: boolean;
}

/** One occurrence opened: who was there, removing a wrong record, recording someone who was. */
export function OccurrencePeople({ occurrence, filters, onClose, moveHere = false }: OccurrencePeopleProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (moveHere && heading.current) moveTo(heading.current);
    // Once per occurrence shown: the page gives each its own panel (key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const records = useRecords({ ...filters, service_id: occurrence.service_id, date: occurrence.date, per_page: 100 });
  const remove = useRemoveAttendance();
  const [removing, setRemoving] = useState<AttendanceRecord | null>(null);
  const title = `${occurrence.service_name}, ${formatChurchDate(occurrence.date)}`;
  const started = new Date(occurrence.starts_at) <= new Date();

  const columns: Column<AttendanceRecord>[] = [
    { key: 'name', header: 'Name', breakAnywhere: true, render: (r) => r.full_name },
    { key: 'category', header: 'Category', render: (r) => categoryLabel(r.category) },
    { key: 'recorded', header: 'Recorded by', breakAnywhere: true, render: recordedBy },
    {
      key: 'actions',
      header: 'Actions',
      render: (r) => (
        <Button variant="outline-danger" size="sm" onClick={() => setRemoving(r)} aria-label={`Remove ${r.full_name}'s attendance`}>
          Remove
        </Button>
      ),
    },
  ];

  return (
    <Card aria-labelledby="occurrence-title" data-testid="occurrence-people">
      <Title id="occurrence-title" ref={heading} tabIndex={-1}>
        People present: {title}
      </Title>
      <p>
        {/* Hides the panel only: the service itself is untouched. */}
        <Button variant="outline-primary" size="sm" onClick={onClose}>
          Hide this service&apos;s people
        </Button>
      </p>
      <DataTable
        caption={`People present at ${title}`}
        columns={columns}
        rows={records.data?.data}
        rowKey={(r) => r.id}
        error={records.error}
        onRetry={() => records.refetch()}
        emptyState={<p>Nobody is recorded at this service{filters.category || filters.unit_id ? ' for these filters' : ''}.</p>}
      />
      {occurrence.cancelled ? <p>This service was cancelled, so nobody can be recorded.</p> : started ? <RecordAttendanceForm occurrence={occurrence} /> : <p>Attendance can be recorded once the service has begun.</p>}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this attendance?"
        message={removing ? `${removing.full_name} will no longer be counted at ${title}.` : ''}
        confirmLabel="Remove"
        destructive
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: (result) => {
              notifier.success(result.message);
              setRemoving(null);
            },
            onError: (failure) => {
              notifier.error(errorMessage(failure));
              setRemoving(null);
            },
          })
        }
      />
    </Card>
  );
}
