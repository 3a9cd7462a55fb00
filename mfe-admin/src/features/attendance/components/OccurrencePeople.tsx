import { useState } from 'react';
import type { AttendanceRecord, OccurrenceCount } from '@church/contracts/attendance';
import { formatChurchDate } from '@church/contracts/church-time';
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

/** One occurrence opened: who was there, removing a wrong record, recording someone who was. */
export function OccurrencePeople({ occurrence, filters, onClose }: { occurrence: OccurrenceCount; filters: AttendanceFilters; onClose: () => void }) {
  const records = useRecords({ ...filters, service_id: occurrence.service_id, date: occurrence.date, per_page: 100 });
  const remove = useRemoveAttendance();
  const [removing, setRemoving] = useState<AttendanceRecord | null>(null);
  const title = `${occurrence.service_name}, ${formatChurchDate(occurrence.date)}`;
  const started = new Date(occurrence.starts_at) <= new Date();

  const columns: Column<AttendanceRecord>[] = [
    { key: 'name', header: 'Name', render: (r) => r.full_name },
    { key: 'category', header: 'Category', render: (r) => r.category },
    { key: 'recorded', header: 'Recorded by', render: (r) => (r.recorded_by === r.user_id ? 'Themselves' : (r.recorded_by_name ?? '—')) },
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
      <h2 id="occurrence-title">People present: {title}</h2>
      <p>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close this service
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
