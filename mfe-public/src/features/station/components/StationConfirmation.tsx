import { useEffect } from 'react';
import styled from 'styled-components';
import { STATION_UNDO_SECONDS } from '@church/contracts/stations';
import { errorMessage } from '@church/platform/http';
import { Button } from 'shared_ui/Button';
import { useUndoCheckIn } from '../api/undo-check-in';
import type { StationLedger } from '../hooks/useStationLedger';

/** What the desk just did, for the volunteer (and a screen reader) to hear at once. */
export interface Said {
  tone: 'success' | 'alert';
  text: string;
  /** A check-in this tablet made, undoable for STATION_UNDO_SECONDS. */
  undo?: { recordId: number; serviceId: number; personId: number };
}

const Box = styled.div<{ $tone: Said['tone'] }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.spacing.sm};
  padding: ${(p) => p.theme.spacing.md};
  margin-bottom: ${(p) => p.theme.spacing.md};
  border-radius: ${(p) => p.theme.radii.md};
  border-left: 6px solid ${(p) => p.theme.badge[p.$tone === 'success' ? 'success' : 'danger'].fg};
  background: ${(p) => p.theme.badge[p.$tone === 'success' ? 'success' : 'danger'].bg};
  color: ${(p) => p.theme.badge[p.$tone === 'success' ? 'success' : 'danger'].fg};

  p {
    margin: 0;
    font-size: 1.375rem;
    font-weight: 700;
    overflow-wrap: anywhere;
    min-width: 0;
  }
`;

/**
 * The desk's last confirmation, large and coloured, in a live region that is always on the page
 * (so each new sentence is announced), with Undo for a minute after a check-in made here.
 */
export function StationConfirmation({ stationId, said, onSaid, ledger }: { stationId: number; said: Said | null; onSaid: (said: Said | null) => void; ledger: StationLedger }) {
  const undoCheckIn = useUndoCheckIn();
  const undo = said?.undo;

  // The API refuses an Undo after the minute: the button goes before then.
  useEffect(() => {
    if (!said?.undo) return;
    const timer = setTimeout(() => onSaid({ ...said, undo: undefined }), STATION_UNDO_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [said, onSaid]);

  const runUndo = async () => {
    if (!undo) return;
    try {
      const answer = await undoCheckIn.mutateAsync({ stationId, recordId: undo.recordId });
      ledger.forgetCheckIn(undo.serviceId, undo.personId);
      onSaid({ tone: 'success', text: answer.message });
    } catch (error) {
      onSaid({ tone: 'alert', text: `Not undone: ${errorMessage(error)}` });
    }
  };

  return (
    <>
      <div role="status" data-testid="station-said">
        {said?.tone === 'success' && (
          <Box $tone="success">
            <p>{said.text}</p>
            {undo && (
              <Button variant="outline-primary" loading={undoCheckIn.isPending} onClick={() => void runUndo()}>
                Undo
              </Button>
            )}
          </Box>
        )}
      </div>
      <div role="alert">
        {said?.tone === 'alert' && (
          <Box $tone="alert">
            <p>{said.text}</p>
          </Box>
        )}
      </div>
    </>
  );
}
