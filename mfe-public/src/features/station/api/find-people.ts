// GET /api/station/people?q=&service_id=: people whose name or phone matches what the volunteer
// typed (typo-tolerant, at most a few, names only, each with whether they are checked in already
// at the service on the desk).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StationPerson } from '@church/contracts/stations';
import { stationKeys } from './keys';
import { stationGet } from './station-request';

export type { StationPerson };

/** Fewer letters than this match too many people to be worth asking. */
export const MIN_SEARCH_LENGTH = 2;

export async function findPeople(q: string, serviceId: number, signal?: AbortSignal): Promise<StationPerson[]> {
  return (await stationGet<{ data: StationPerson[] }>('/station/people', { query: { q, service_id: serviceId }, signal })).data;
}

export const findPeopleQuery = (stationId: number, serviceId: number, q: string) =>
  queryOptions({
    queryKey: [...stationKeys.people(stationId, q), serviceId],
    queryFn: ({ signal }) => findPeople(q, serviceId, signal),
    enabled: q.length >= MIN_SEARCH_LENGTH,
    // The list under the box stays while the next answer comes: no flicker as they type.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    retry: false,
    meta: { silent: true },
  });

export function useFindPeople(stationId: number, serviceId: number, q: string) {
  return useQuery(findPeopleQuery(stationId, serviceId, q));
}
