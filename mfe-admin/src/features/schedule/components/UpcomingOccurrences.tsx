import { useState } from 'react';
import styled from 'styled-components';
import type { OccurrenceJson } from '@church/contracts/attendance';
import { addDays, todayInChurch } from '@church/contracts/church-time';
import { errorMessage } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { Button } from 'shared_ui/Button';
import { type Column, DataTable } from 'shared_ui/DataTable';
import { ConfirmDialog } from 'shared_ui/Dialog';
import { Badge } from 'shared_ui/display';
import { Card } from 'shared_ui/Page';
import { useOccurrences } from '../api/occurrences';
import { useRestoreOccurrence } from '../api/restore-occurrence';
import { CancelOccurrenceDialog } from './CancelOccurrenceDialog';
import { describeDay, describeStart } from './describe';

/** How far ahead the section looks: eight weeks from today, today included. */
export const UPCOMING_DAYS = 8 * 7;

const Status = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const occurrenceKey = (o: OccurrenceJson) => `${o.service_id}@${o.date}`;
const named = (o: OccurrenceJson) => `${o.service_name} on ${describeDay(o)}`;

/** The services of the next eight weeks: cancel one (with a reason), or restore a cancelled one. */
export function UpcomingOccurrences() {
  const from = todayInChurch();
  const to = addDays(from, UPCOMING_DAYS - 1);
  const occurrences = useOccurrences(from, to);
  const restore = useRestoreOccurrence();
  const [cancelling, setCancelling] = useState<OccurrenceJson | null>(null);
  const [restoring, setRestoring] = useState<OccurrenceJson | null>(null);

  const confirmRestore = () => {
    if (!restoring) return;
    restore.mutate(
      { serviceId: restoring.service_id, date: restoring.date },
      {
        onSuccess: (result) => {
          notifier.success(result.message ?? 'The service is held on that day again.');
          setRestoring(null);
        },
        onError: (error) => notifier.error(errorMessage(error)),
      },
    );
  };

  const columns: Column<OccurrenceJson>[] = [
    { key: 'date', header: 'Date', render: describeDay },
    { key: 'service', header: 'Service', render: (o) => o.service_name },
    { key: 'start', header: 'Starts', render: describeStart },
    {
      key: 'status',
      header: 'Status',
      render: (o) =>
        o.cancelled ? (
          <Status>
            <Badge tone="neutral">Cancelled</Badge>
            {o.cancel_reason && <span>{o.cancel_reason}</span>}
          </Status>
        ) : (
          <Badge tone="info">Scheduled</Badge>
        ),
    },
    {
      key: 'action',
      header: 'Action',
      render: (o) =>
        o.cancelled ? (
          <Button variant="outline-primary" size="sm" onClick={() => setRestoring(o)} aria-label={`Restore ${named(o)}`}>
            Restore
          </Button>
        ) : (
          <Button variant="outline-danger" size="sm" onClick={() => setCancelling(o)} aria-label={`Cancel ${named(o)}`}>
            Cancel
          </Button>
        ),
    },
  ];

  return (
    <Card aria-labelledby="upcoming-title">
      <h2 id="upcoming-title">The next eight weeks</h2>
      <p>A cancelled service is not expected of anyone that day, so it does not count towards anyone&apos;s monthly goal.</p>
      <DataTable
        caption="Services in the next eight weeks"
        columns={columns}
        rows={occurrences.data}
        rowKey={occurrenceKey}
        error={occurrences.error}
        onRetry={() => occurrences.refetch()}
        emptyState={<p>No services are scheduled in the next eight weeks.</p>}
      />
      {cancelling && <CancelOccurrenceDialog occurrence={cancelling} onClose={() => setCancelling(null)} />}
      <ConfirmDialog
        open={restoring !== null}
        title="Restore this service?"
        message={restoring ? `${named(restoring)} will be held again, and expected of members.` : ''}
        confirmLabel="Restore"
        busy={restore.isPending}
        onConfirm={confirmRestore}
        onCancel={() => setRestoring(null)}
      />
    </Card>
  );
}
