import { useState } from 'react';
import styled from 'styled-components';
import { formatChurchTime } from '@church/contracts/church-time';
import { pathTo } from '@church/contracts/site-map';
import { stationCreateSchema } from '@church/contracts/stations';
import { useSchemaForm } from '@church/platform/use-schema-form';
import { Button } from 'shared_ui/Button';
import { Dialog, FormDialog } from 'shared_ui/Dialog';
import { TextField } from 'shared_ui/fields';
import { type StationCreated, useAddStation } from '../api/add-station';

const PairingCode = styled.p`
  margin: ${(p) => p.theme.spacing.sm} 0;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 2rem;
  font-weight: 700;
  letter-spacing: 0.15em;
  overflow-wrap: anywhere;
`;

const Address = styled.strong`
  overflow-wrap: anywhere;
`;

/** The address a tablet opens to become a station: this site's /station. */
export function stationAddress(): string {
  return `${window.location.origin}${pathTo('public', 'station')}`;
}

/** The one time the pairing code is shown: what to open on the tablet and what to type there. */
function PairingInstructions({ station, onClose }: { station: StationCreated; onClose: () => void }) {
  return (
    <Dialog open title={`Pair ${station.name}`} onClose={onClose} footer={<Button onClick={onClose}>Done</Button>}>
      <p>
        On the tablet, open <Address data-testid="station-address">{stationAddress()}</Address> and type this pairing code:
      </p>
      <PairingCode data-testid="pairing-code">{station.pairing_code}</PairingCode>
      <p>It works once, until {formatChurchTime(new Date(station.pairing_expires_at))}. It is not shown again: if it runs out, add the station again.</p>
    </Dialog>
  );
}

/** Names a new station (its door), then shows its pairing code. */
export function AddStationDialog({ onClose }: { onClose: () => void }) {
  const add = useAddStation();
  const [created, setCreated] = useState<StationCreated | null>(null);
  const form = useSchemaForm(stationCreateSchema, { name: '' });
  const submit = form.handleSubmit((body) => add.mutate(body, { onSuccess: (answer) => setCreated(answer.data), onError: form.setServerErrors }));

  if (created) return <PairingInstructions station={created} onClose={onClose} />;
  return (
    <FormDialog title="Add a station" saveLabel="Add the station" busy={add.isPending} onSubmit={submit} onClose={onClose} formError={form.formError}
      intro={<p>A station is a tablet at a door for the welcome team: it checks people in and counts them, without anyone signed in on it.</p>}>
      <TextField label="Name" hint="Where it stands, e.g. Main door." autoComplete="off" {...form.field('name')} />
    </FormDialog>
  );
}
