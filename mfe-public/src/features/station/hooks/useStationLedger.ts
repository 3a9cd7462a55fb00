import { useMemo } from 'react';
import type { HeadcountCategory } from '@church/contracts/stations';
import { usePendingWrites } from '@church/platform/offline-mutation';
import { useOutbox } from '@church/platform/offline-outbox';
import { stationCheckInWrite, stationHeadcountWrite } from '../api/station-writes';

/**
 * What this tablet did that the server's figures do not show yet: the station's writes being sent
 * or waiting on the tablet, read from the outbox as data. Once one is sent the outbox asks the
 * occurrence again, and it leaves this overlay when the new answer is in.
 */
export function useStationLedger(stationId: number) {
  const outbox = useOutbox();
  const checkIns = usePendingWrites(stationCheckInWrite);
  const headcounts = usePendingWrites(stationHeadcountWrite);

  return useMemo(() => {
    const ownCheckIns = checkIns.pending.filter((write) => write.payload.stationId === stationId);
    const people = new Set(ownCheckIns.map((write) => write.payload.person.id));
    // The latest count tapped for each category (writes are oldest first).
    const counts = new Map(headcounts.pending.filter((write) => write.payload.stationId === stationId).map((write) => [write.payload.category, write.payload.count]));
    return {
      /** Writes waiting on the tablet, every kind. */
      waitingCount: outbox.pending.length,
      /** Check-ins made here the server's count does not hold yet. */
      uncountedCheckIns: ownCheckIns.length,
      refused: outbox.refused,
      dismiss: outbox.dismiss,
      isCheckedInHere: (personId: number) => people.has(personId),
      /** This station's count for the category as last tapped, while the server's figure is older. */
      pendingHeadcount: (category: HeadcountCategory): number | undefined => counts.get(category),
    };
  }, [outbox, checkIns.pending, headcounts.pending, stationId]);
}

export type StationLedger = ReturnType<typeof useStationLedger>;
