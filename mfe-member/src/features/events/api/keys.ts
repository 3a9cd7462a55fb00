import type { QueryClient } from '@tanstack/react-query';

// Every events query of the member area starts with ['member', 'events']. The lists (the page's
// and the dashboard card's) sit under 'list', so one invalidation after a change refreshes both
// while the admin's unit choices stay cached.
export const EVENTS_KEY = ['member', 'events'] as const;
export const EVENTS_LIST_KEY = [...EVENTS_KEY, 'list'] as const;
/** The event form's "For units" choices (GET /api/units). */
export const UNIT_CHOICES_KEY = [...EVENTS_KEY, 'unit-choices'] as const;

/** After an event was created, changed or deleted: every list that may show it. */
export function refreshEventLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: EVENTS_LIST_KEY });
}
