// The station's writes: a check-in, a first-time visitor, a headcount. Each is a kind of the
// device's outbox: sent now when there is a connection, else kept on the tablet and sent when it
// returns, with the same client_ref (a retry finds the record already made) and made_at (it counts
// at the occurrence open then, not at the one open when it arrives). Once sent, the occurrence's
// figures are asked again.
import { HEADCOUNT_CATEGORY_LABELS, type HeadcountCategory, type StationFirstTimer } from '@church/contracts/stations';
import { useOfflineMutation } from '@church/platform/offline-mutation';
import { defineWriteKind } from '@church/platform/offline-outbox';
import { stationKeys } from './keys';

export interface StationCheckIn {
  stationId: number;
  person: { id: number; first_name: string; last_name: string };
}

export const stationCheckInWrite = defineWriteKind<StationCheckIn>({
  name: 'station.check-in',
  method: 'POST',
  auth: 'station',
  url: () => '/station/check-ins',
  body: ({ person }, envelope) => ({ user_id: person.id, ...envelope }),
  label: ({ person }) => `Check-in: ${person.first_name} ${person.last_name}`,
  // The total, and the search's "checked in" marks.
  invalidates: ({ stationId }) => [stationKeys.all(stationId)],
});

export interface StationVisitor {
  stationId: number;
  visitor: StationFirstTimer;
}

export const stationVisitorWrite = defineWriteKind<StationVisitor>({
  name: 'station.visitor',
  method: 'POST',
  auth: 'station',
  url: () => '/station/first-timers',
  body: ({ visitor }, envelope) => ({ ...visitor, ...envelope }),
  label: ({ visitor }) => `New visitor: ${visitor.first_name} ${visitor.last_name}`,
  invalidates: ({ stationId }) => [stationKeys.occurrence(stationId)],
});

/** The station's own count for the category, replacing the one it sent before. */
export interface StationHeadcount {
  stationId: number;
  category: HeadcountCategory;
  count: number;
}

export const stationHeadcountWrite = defineWriteKind<StationHeadcount>({
  name: 'station.headcount',
  method: 'PUT',
  auth: 'station',
  url: () => '/station/headcounts',
  body: ({ category, count }, envelope) => ({ category, count, ...envelope }),
  label: ({ category, count }) => `${HEADCOUNT_CATEGORY_LABELS[category]}: ${count}`,
  invalidates: ({ stationId }) => [stationKeys.occurrence(stationId)],
});

export const useCheckInPerson = () => useOfflineMutation(stationCheckInWrite);
export const useAddFirstTimer = () => useOfflineMutation(stationVisitorWrite);
export const useSetHeadcount = () => useOfflineMutation(stationHeadcountWrite);
