// POST /api/attendance: a person marked present at an occurrence (201, or 200 when already
// marked): oneself at an open service, or anyone (user_id) at a past one by an admin. Every page
// that records attendance posts through this one file.
import { mutationOptions, useMutation, type QueryKey } from '@tanstack/react-query';
import type { AttendanceRecord, MarkAttendance } from '@church/contracts/attendance';
import { http } from '@church/platform/http';

export function markAttendance(body: MarkAttendance): Promise<{ data: AttendanceRecord; message?: string }> {
  return http.post('/attendance', body);
}

export interface MarkAttendanceUse {
  /** The calling area's key; the mutation's key starts with it. */
  area: QueryKey;
  /** The queries that may count the new record, marked stale on success; every query when left out. */
  counted?: QueryKey;
  /** The page shows a refusal on its own field rather than in a toast. */
  silent?: boolean;
}

export function markAttendanceMutation({ area, counted, silent = false }: MarkAttendanceUse) {
  return mutationOptions({
    mutationKey: [...area, 'mark-attendance'],
    mutationFn: markAttendance,
    meta: { silent },
    onSuccess: (_data, _body, _onMutateResult, { client }) => client.invalidateQueries(counted ? { queryKey: counted } : undefined),
  });
}

export function useMarkAttendance(use: MarkAttendanceUse) {
  return useMutation(markAttendanceMutation(use));
}
