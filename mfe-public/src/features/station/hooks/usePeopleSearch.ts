import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { STATION_SEARCH_LIMIT, type StationPerson } from '@church/contracts/stations';
import { HttpError } from '@church/platform/http';
import { MIN_SEARCH_LENGTH, useFindPeople } from '../api/find-people';
import { useRoster } from '../api/station-roster';
import { looksLikePhone, searchNames } from './local-name-search';
import { useDebouncedValue } from './useDebouncedValue';

/** How long typing must pause before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 250;
export const PHONE_OFFLINE_NOTICE = 'Without a connection only names are found: type the name.';

const useOnline = () => useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () => onlineManager.isOnline(), () => true);

/**
 * The people matching what was typed: the server's answer (names or phone, typo-tolerant) while
 * there is a connection, else the names kept on the tablet. `people` is undefined while waiting.
 */
export function usePeopleSearch(stationId: number, serviceId: number, typed: string) {
  const q = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const online = useOnline();
  const server = useFindPeople(stationId, serviceId, online ? q : '');
  const roster = useRoster(stationId);
  // A search that got no answer at all is a lost connection too; one turned away for now (too many
  // searches from this station a minute) is answered from the names kept here, not a failure.
  const unanswered = server.isError && !(server.error instanceof HttpError);
  const turnedAway = server.isError && server.error instanceof HttpError && server.error.status === 429;
  const local = !online || unanswered || turnedAway;

  if (local) {
    // The names on the tablet answer at once: no pause in typing to wait for.
    const text = typed.trim();
    if (text.length < MIN_SEARCH_LENGTH) return { people: undefined, isPending: false, notice: null, error: null };
    if (!roster.data) return { people: undefined, isPending: roster.isPending, notice: null, error: roster.isError ? 'No connection, and no names are kept on this tablet yet.' : null };
    if (looksLikePhone(text)) return { people: undefined, isPending: false, notice: PHONE_OFFLINE_NOTICE, error: null };
    const people: StationPerson[] = searchNames(roster.data, text, STATION_SEARCH_LIMIT).map((person) => ({ ...person, checked_in: false }));
    return { people, isPending: false, notice: null, error: null };
  }
  if (q.length < MIN_SEARCH_LENGTH) return { people: undefined, isPending: false, notice: null, error: null };
  return {
    people: server.data,
    isPending: server.isPending || typed.trim() !== q,
    notice: null,
    error: server.isError ? `The search failed: ${server.error.message}` : null,
  };
}
