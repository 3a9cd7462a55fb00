import { useEffect, useMemo, useRef, useState } from 'react';
import type { HeadcountCategory } from '@church/contracts/stations';
import { usePendingWrites, type PendingWrites } from '@church/platform/offline-mutation';
import { useOutbox } from '@church/platform/offline-outbox';
import { stationCheckInWrite, stationHeadcountWrite, type StationCheckIn } from '../api/station-writes';

/**
 * What this tablet did that the server's figures do not show yet: the station's writes being sent
 * or waiting on the tablet, read from the outbox as data. Once one is sent the outbox asks the
 * occurrence again, and it leaves this overlay when the new answer is in.
 */
export function useStationLedger(stationId: number) {
  const outbox = useOutbox();
  const checkIns = usePendingWrites(stationCheckInWrite);
  const headcounts = usePendingWrites(stationHeadcountWrite);
  const sentHere = useSentCheckIns(checkIns);

  return useMemo(() => {
    const ownCheckIns = checkIns.pending.filter((write) => write.payload.stationId === stationId);
    const people = new Set([...sentHere, ...ownCheckIns.map((write) => write.payload.person.id)]);
    const ownTaps = headcounts.pending.filter((write) => write.payload.stationId === stationId);
    return {
      /** Writes waiting on the tablet, every kind. */
      waitingCount: outbox.pending.length,
      /** Check-ins made here the server's count does not hold yet. */
      uncountedCheckIns: ownCheckIns.length,
      refused: outbox.refused,
      dismiss: outbox.dismiss,
      isCheckedInHere: (personId: number) => people.has(personId),
      /** The taps at a counter the server's counts do not hold yet, added up (+1 and -1 each). */
      uncountedHeadcount: (serviceId: number, category: HeadcountCategory): number =>
        ownTaps.reduce((sum, { payload }) => (payload.serviceId === serviceId && payload.category === category ? sum + payload.change : sum), 0),
    };
  }, [outbox, checkIns.pending, headcounts.pending, sentHere, stationId]);
}

/**
 * The people whose check-in left the outbox accepted during this visit: a search answer cached
 * before it (shown while the next answer comes) still shows them checked in.
 */
function useSentCheckIns({ pending, refused }: PendingWrites<StationCheckIn>): ReadonlySet<number> {
  const [sent, setSent] = useState<ReadonlySet<number>>(() => new Set());
  const before = useRef(pending);
  useEffect(() => {
    const still = new Set([...pending, ...refused].map((write) => write.client_ref));
    const left = before.current.filter((write) => !still.has(write.client_ref));
    before.current = pending;
    if (left.length > 0) setSent((current) => new Set([...current, ...left.map((write) => write.payload.person.id)]));
  }, [pending, refused]);
  return sent;
}

export type StationLedger = ReturnType<typeof useStationLedger>;
