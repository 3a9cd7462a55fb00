import { useState } from 'react';
import styled from 'styled-components';
import { formatChurchDate } from '@church/contracts/church-time';
import { pageTitle } from '@church/contracts/site-map';
import { Button } from 'shared_ui/Button';
import { ConfirmDialog } from 'shared_ui/Dialog';
import { Card } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { useStationOccurrence, type StationOccurrence } from '../api/station-occurrence';
import { useStationLedger, type StationLedger } from '../hooks/useStationLedger';
import { forgetStation } from '../hooks/useStationCredential';
import { HeadcountCounters } from './HeadcountCounters';
import { NewVisitorDialog } from './NewVisitorDialog';
import { PersonSearch } from './PersonSearch';
import { StationCodeView } from './StationCodeView';
import { WaitingNotice } from './WaitingNotice';
import { StationConfirmation, type Said } from './StationConfirmation';
import { StationServiceChoice } from './StationServiceChoice';
import { ServingToday } from './ServingToday';
import { useStationService } from '../hooks/useStationService';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${(p) => p.theme.spacing.sm};
  margin-bottom: ${(p) => p.theme.spacing.md};

  h1 {
    margin: 0;
    overflow-wrap: anywhere;
  }

  p {
    margin: ${(p) => p.theme.spacing.xs} 0 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.sm};
`;

const Total = styled.p`
  font-size: 1.25rem;
`;

// Portrait and phones: one column; a tablet held in landscape: search beside the counters.
const Columns = styled.div`
  display: grid;
  gap: ${(p) => p.theme.spacing.md};
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: 900px) and (orientation: landscape) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

/** How many were checked in at the occurrence (every way), with those made here the server has not counted yet. */
export function totalSentence(occurrence: StationOccurrence, ledger: StationLedger): string {
  const total = occurrence.checked_in + ledger.uncountedCheckIns(occurrence.occurrence.service_id);
  return `${total} checked in this service`;
}

/** The paired tablet at the door: find and check in, add a visitor, count heads, show the code. */
export function StationScreen({ station }: { station: { id: number; name: string } }) {
  const chosen = useStationService(station.id);
  const occurrence = useStationOccurrence(station.id, chosen.serviceId);
  const ledger = useStationLedger(station.id);
  const [view, setView] = useState<'desk' | 'code'>('desk');
  const [adding, setAdding] = useState(false);
  const [unpairing, setUnpairing] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);

  const open = occurrence.data;
  return (
    <>
      <Header>
        <div>
          <h1>{pageTitle('public', 'station')}</h1>
          <p>
            {station.name}
            {open && ` · ${open.occurrence.name}, ${formatChurchDate(open.occurrence.date)}`}
          </p>
          {open && <Total data-testid="station-total">{totalSentence(open, ledger)}</Total>}
        </div>
        <Actions>
          {open && (
            <Button variant="outline-primary" onClick={() => setView(view === 'code' ? 'desk' : 'code')} aria-pressed={view === 'code'}>
              {view === 'code' ? 'Back to the desk' : 'Show the code'}
            </Button>
          )}
          <Button variant="outline-primary" onClick={() => setUnpairing(true)}>
            Unpair this tablet
          </Button>
        </Actions>
      </Header>
      <WaitingNotice ledger={ledger} />
      {/* A failed refresh keeps the desk on screen: the tablet works on without a connection. */}
      <QueryState
        query={occurrence}
        keepPreviousData
        loadingLabel="Loading the service open now"
        isEmpty={(data) => data === null}
        empty={<Card>No service is open for check-in now. This screen opens the next one by itself when it starts.</Card>}
      >
        {(data) =>
          data &&
          (view === 'code' ? (
            <StationCodeView stationId={station.id} />
          ) : (
            <>
              <StationServiceChoice open={data} chosen={chosen} />
              <StationConfirmation stationId={station.id} said={said} onSaid={setSaid} ledger={ledger} />
              <Columns>
                <Card>
                  <Actions style={{ marginBottom: 16 }}>
                    <Button size="lg" onClick={() => setAdding(true)}>
                      New visitor
                    </Button>
                  </Actions>
                  <PersonSearch stationId={station.id} serviceId={data.occurrence.service_id} ledger={ledger} onSaid={setSaid} />
                </Card>
                <Card>
                  <HeadcountCounters stationId={station.id} serviceId={data.occurrence.service_id} headcounts={data.headcounts} ledger={ledger} />
                </Card>
              </Columns>
              <ServingToday occurrence={data} ledger={ledger} />
            </>
          ))
        }
      </QueryState>
      {adding && open && (
        <NewVisitorDialog
          stationId={station.id}
          serviceId={open.occurrence.service_id}
          onClose={() => setAdding(false)}
          onAdded={(name, result) => {
            setAdding(false);
            setSaid({ tone: 'success', text: result.status === 'sent' ? `${name} is welcomed: their visit is recorded.` : `${name} is saved on this tablet; their visit will be sent.` });
          }}
        />
      )}
      <ConfirmDialog
        open={unpairing}
        title="Unpair this tablet?"
        message={
          ledger.waitingCount > 0
            ? `${ledger.waitingCount} writes still wait on this tablet: they are sent only while it is paired. Unpair anyway? An admin's new pairing code pairs it again.`
            : 'It stops being a station at once. An admin gives a new pairing code to pair it again.'
        }
        confirmLabel="Unpair"
        destructive
        onCancel={() => setUnpairing(false)}
        onConfirm={() => {
          setUnpairing(false);
          forgetStation();
        }}
      />
    </>
  );
}
