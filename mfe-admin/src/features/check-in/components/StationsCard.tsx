import { useState } from 'react';
import styled from 'styled-components';
import { formatChurchTime } from '@church/contracts/church-time';
import { relativeTime } from '@church/contracts/relative-time';
import { notifier } from '@church/platform/notifier';
import { Button } from 'shared_ui/Button';
import { type Column, DataTable } from 'shared_ui/DataTable';
import { ConfirmDialog } from 'shared_ui/Dialog';
import { EmptyState } from 'shared_ui/display';
import { Card, VisuallyHidden } from 'shared_ui/Page';
import { useRevokeStation } from '../api/revoke-station';
import { type Station, useStations } from '../api/stations';
import { AddStationDialog } from './AddStationDialog';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.spacing.sm};
  margin-bottom: ${(p) => p.theme.spacing.md};

  h2 {
    margin: 0;
  }
`;

/** Where a station stands: waiting for its tablet, paired, or revoked. */
function stationState(station: Station, now: Date): string {
  if (station.revoked) return 'Revoked';
  if (station.paired_at) return 'Paired';
  if (station.pairing_expires_at && new Date(station.pairing_expires_at) > now) return `Waiting for its tablet until ${formatChurchTime(new Date(station.pairing_expires_at))}`;
  return 'Pairing code expired: add it again';
}

/** The welcome team's tablets: add one (its pairing code), see when each was last seen, revoke one. */
export function StationsCard() {
  const stations = useStations();
  const revoke = useRevokeStation();
  const [adding, setAdding] = useState(false);
  const [revoking, setRevoking] = useState<Station | null>(null);
  const now = new Date();

  const columns: Column<Station>[] = [
    { key: 'name', header: 'Station', breakAnywhere: true, render: (s) => s.name },
    { key: 'state', header: 'State', render: (s) => stationState(s, now) },
    { key: 'last_seen', header: 'Last seen', render: (s) => (s.last_seen_at ? relativeTime(s.last_seen_at, now) : 'Never') },
    {
      key: 'actions',
      header: 'Actions',
      phone: 'plain',
      render: (s) =>
        s.revoked ? null : (
          <Button size="sm" variant="outline-danger" onClick={() => setRevoking(s)}>
            Revoke<VisuallyHidden> {s.name}</VisuallyHidden>
          </Button>
        ),
    },
  ];

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: (answer) => {
        notifier.success(answer.message);
        setRevoking(null);
      },
    });
  };

  return (
    <Card aria-labelledby="stations-title">
      <Head>
        <h2 id="stations-title">Welcome stations</h2>
        <Button onClick={() => setAdding(true)}>Add a station</Button>
      </Head>
      <DataTable
        caption="Welcome stations"
        columns={columns}
        rows={stations.data}
        rowKey={(s) => s.id}
        isLoading={stations.isPending}
        error={stations.error}
        onRetry={() => void stations.refetch()}
        emptyState={<EmptyState title="No station yet">Add one for each door where the welcome team checks people in on a tablet.</EmptyState>}
      />
      {adding && <AddStationDialog onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke ${revoking?.name ?? 'the station'}?`}
        message="Its tablet stops working at once: it can no longer show the code or check anyone in. What it recorded is kept."
        confirmLabel="Revoke"
        destructive
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </Card>
  );
}
