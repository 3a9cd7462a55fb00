// GET /api/audit-log?entity=person&entity_id=… (admins): the latest changes to one person's
// email, activity, roles and units and the follow-ups handed to them or taken from them, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@church/contracts/audit';
import type { ListEnvelope } from '@church/contracts/envelope';
import { http } from '@church/platform/http';
import { MEMBERS_KEY } from './keys';

export const MEMBER_HISTORY_SIZE = 20;

export function fetchMemberHistory(id: string, signal?: AbortSignal): Promise<ListEnvelope<AuditEntry>> {
  return http.get<ListEnvelope<AuditEntry>>('/audit-log', { query: { entity: 'person', entity_id: id, per_page: MEMBER_HISTORY_SIZE }, signal });
}

export const memberHistoryQuery = (id: string) =>
  queryOptions({ queryKey: [...MEMBERS_KEY, 'history', id], queryFn: ({ signal }) => fetchMemberHistory(id, signal) });

export function useMemberHistory(id: string) {
  return useQuery(memberHistoryQuery(id));
}
