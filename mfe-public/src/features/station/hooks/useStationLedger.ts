import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
  const { sent: sentHere, forget } = useSentCheckIns(checkIns);

  return useMemo(() => {
    const ownCheckIns = checkIns.pending.filter((write) => write.payload.stationId === stationId);
    const people = new Set([...sentHere, ...ownCheckIns.map((write) => atService(write.payload))]);
    const ownTaps = headcounts.pending.filter((write) => write.payload.stationId === stationId);
    return {
      /** Writes waiting on the tablet, every kind. */
      waitingCount: outbox.pending.length,
      /** Check-ins made here at the service the server's count does not hold yet. */
      uncountedCheckIns: (serviceId: number) => ownCheckIns.filter((write) => write.payload.serviceId === serviceId).length,
      refused: outbox.refused,
      dismiss: outbox.dismiss,
      isCheckedInHere: (serviceId: number, personId: number) => people.has(atService({ serviceId, person: { id: personId } })),
      /** A check-in undone: the person is no longer shown checked in from this tablet's memory. */
      forgetCheckIn: (serviceId: number, personId: number) => forget(atService({ serviceId, person: { id: personId } })),
      /** The taps at a counter the server's counts do not hold yet, added up (+1 and -1 each). */
      uncountedHeadcount: (serviceId: number, category: HeadcountCategory): number =>
        ownTaps.reduce((sum, { payload }) => (payload.serviceId === serviceId && payload.category === category ? sum + payload.change : sum), 0),
    };
  }, [outbox, checkIns.pending, headcounts.pending, sentHere, forget, stationId]);
}

// A check-in is of a person at a service (a write kept from before services were chosen has none).
const atService = ({ serviceId, person }: Pick<StationCheckIn, 'serviceId'> & { person: { id: number } }) => `${serviceId}:${person.id}`;

/**
 * The people whose check-in left the outbox accepted during this visit: a search answer cached
 * before it (shown while the next answer comes) still shows them checked in.
 */
function useSentCheckIns({ pending, refused }: PendingWrites<StationCheckIn>) {
  const [sent, setSent] = useState<ReadonlySet<string>>(() => new Set());
  const before = useRef(pending);
  useEffect(() => {
    const still = new Set([...pending, ...refused].map((write) => write.client_ref));
    const left = before.current.filter((write) => !still.has(write.client_ref));
    before.current = pending;
    if (left.length > 0) setSent((current) => new Set([...current, ...left.map((write) => atService(write.payload))]));
  }, [pending, refused]);
  const forget = useCallback((key: string) => setSent((current) => new Set([...current].filter((k) => k !== key))), []);
  return { sent, forget };
}

export type StationLedger = ReturnType<typeof useStationLedger>;
