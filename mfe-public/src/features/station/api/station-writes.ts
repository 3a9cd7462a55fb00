// The station's writes: a check-in, a first-time visitor, a headcount. Each is a kind of the
// device's outbox: sent now when there is a connection, else kept on the tablet and sent when it
// returns, with the same client_ref (a retry finds the record already made) and made_at (it counts
// at the occurrence open then, not at the one open when it arrives). Once sent, the occurrence's
// figures are asked again.
import { HEADCOUNT_CATEGORY_LABELS, type HeadcountCategory, type StationCheckInResponse, type StationFirstTimer } from '@church/contracts/stations';
import { useOfflineMutation } from '@church/platform/offline-mutation';
import { defineWriteKind } from '@church/platform/offline-outbox';
import { stationKeys } from './keys';

// Every write names the service on the desk (the tablet's choice), so it lands there whichever
// service the API would pick.

export interface StationCheckIn {
  stationId: number;
  serviceId: number;
  person: { id: number; first_name: string; last_name: string };
}

export const stationCheckInWrite = defineWriteKind<StationCheckIn>({
  name: 'station.check-in',
  method: 'POST',
  auth: 'station',
  url: () => '/station/check-ins',
  body: ({ person, serviceId }, envelope) => ({ user_id: person.id, service_id: serviceId, ...envelope }),
  label: ({ person }) => `Check-in: ${person.first_name} ${person.last_name}`,
  // The total, and the search's "checked in" marks.
  invalidates: ({ stationId }) => [stationKeys.all(stationId)],
});

export interface StationVisitor {
  stationId: number;
  serviceId: number;
  visitor: StationFirstTimer;
}

export const stationVisitorWrite = defineWriteKind<StationVisitor>({
  name: 'station.visitor',
  method: 'POST',
  auth: 'station',
  url: () => '/station/first-timers',
  body: ({ visitor, serviceId }, envelope) => ({ ...visitor, service_id: serviceId, ...envelope }),
  label: ({ visitor }) => `New visitor: ${visitor.first_name} ${visitor.last_name}`,
  invalidates: ({ stationId }) => [stationKeys.occurrence(stationId)],
});

/**
 * One tap at a counter: a change to this station's count, never a total, so no tap overwrites
 * another (two tablets, a view opened again, a tap sent late all add up).
 */
export interface StationHeadcountChange {
  stationId: number;
  serviceId: number;
  category: HeadcountCategory;
  change: 1 | -1;
}

export const stationHeadcountWrite = defineWriteKind<StationHeadcountChange>({
  // Not 'station.headcount': a total kept by an older page must never be read as a change.
  name: 'station.headcount-change',
  method: 'POST',
  auth: 'station',
  url: () => '/station/headcounts',
  body: ({ category, change, serviceId }, envelope) => ({ category, change, service_id: serviceId, ...envelope }),
  label: ({ category, change }) => `${HEADCOUNT_CATEGORY_LABELS[category]}: ${change > 0 ? 'one more' : 'one fewer'}`,
  invalidates: ({ stationId }) => [stationKeys.occurrence(stationId)],
});

export const useCheckInPerson = () => useOfflineMutation<StationCheckIn, StationCheckInResponse>(stationCheckInWrite);
export const useAddFirstTimer = () => useOfflineMutation(stationVisitorWrite);
export const useCountHeadcount = () => useOfflineMutation(stationHeadcountWrite);
