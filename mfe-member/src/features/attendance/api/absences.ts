// GET /api/me/absences: the caller's announced absences (current and future first, then recent past ones).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Absence } from '@church/contracts/absences';
import { http } from '@church/platform/http';
import { ATTENDANCE_KEY } from './keys';

export function fetchMyAbsences(signal?: AbortSignal): Promise<Absence[]> {
  return http.get<{ data: Absence[] }>('/me/absences', { signal }).then((body) => body.data);
}

// Under the attendance key: announcing or taking one back refreshes the goal's card with it.
export const myAbsencesQuery = () => queryOptions({ queryKey: [...ATTENDANCE_KEY, 'absences'], queryFn: ({ signal }) => fetchMyAbsences(signal) });

export function useMyAbsences() {
  return useQuery(myAbsencesQuery());
}
