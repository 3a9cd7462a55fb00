import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useOutbox } from '@church/platform/offline-outbox';
import { checkInPersonOf, clientRefKind } from '../api/client-ref';
import { stationKeys } from '../api/keys';

/**
 * What this tablet did that the server's figures may not show yet: the people checked in here
 * (shown as checked in at once, sent or waiting), and the writes waiting on the tablet. When
 * waiting writes leave, the occurrence's figures are asked again.
 */
export function useStationLedger(stationId: number) {
  const outbox = useOutbox();
  const queryClient = useQueryClient();
  const [checkedInHere, setCheckedInHere] = useState<ReadonlySet<number>>(() => new Set());

  const waitingCheckIns = useMemo(() => outbox.pending.filter((write) => clientRefKind(write.clientRef) === 'checkin'), [outbox.pending]);
  const waitingPeople = useMemo(() => new Set(waitingCheckIns.map((write) => checkInPersonOf(write.clientRef)).filter((id): id is number => id !== null)), [waitingCheckIns]);

  const waitingCount = outbox.pending.length;
  const before = useRef(waitingCount);
  useEffect(() => {
    if (waitingCount < before.current) void queryClient.invalidateQueries({ queryKey: stationKeys.all(stationId) });
    before.current = waitingCount;
  }, [waitingCount, queryClient, stationId]);

  return {
    /** Writes waiting on the tablet, every kind. */
    waitingCount,
    /** Check-ins waiting on the tablet (not in the server's count yet). */
    waitingCheckIns: waitingCheckIns.length,
    refused: outbox.refused,
    dismiss: outbox.dismiss,
    isCheckedInHere: (personId: number) => checkedInHere.has(personId) || waitingPeople.has(personId),
    markCheckedIn: (personId: number) => setCheckedInHere((current) => new Set(current).add(personId)),
    unmarkCheckedIn: (personId: number) =>
      setCheckedInHere((current) => {
        const next = new Set(current);
        next.delete(personId);
        return next;
      }),
  };
}

export type StationLedger = ReturnType<typeof useStationLedger>;
