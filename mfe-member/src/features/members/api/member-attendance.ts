// GET /api/members/:id/attendance (no year): the person's twelve months up to this one, oldest
// first, and the last day they attended. Same access as GET /api/members/:id.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberAttendance } from '@church/contracts/members';
import { http } from '@church/platform/http';
import { MEMBERS_KEY } from './keys';

export function fetchMemberAttendance(id: string, signal?: AbortSignal): Promise<MemberAttendance> {
  return http.get<{ data: MemberAttendance }>(`/members/${encodeURIComponent(id)}/attendance`, { signal }).then((body) => body.data);
}

export const memberAttendanceQuery = (id: string) =>
  queryOptions({
    queryKey: [...MEMBERS_KEY, 'attendance', id],
    queryFn: ({ signal }) => fetchMemberAttendance(id, signal),
    // Its card shows a failure in place; a refusal is the details' not-found page.
    meta: { silent: true },
  });

export function useMemberAttendance(id: string) {
  return useQuery(memberAttendanceQuery(id));
}
