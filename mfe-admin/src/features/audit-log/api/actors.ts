// GET /api/audit-log/actors: everyone who made a change on the trail, by name, with how many
// (the "Who" filter).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditActor } from '@church/contracts/audit';
import { http } from '@church/platform/http';
import { ADMIN_AUDIT_KEY } from './keys';

export function fetchAuditActors(signal?: AbortSignal): Promise<AuditActor[]> {
  return http.get<{ data: AuditActor[] }>('/audit-log/actors', { signal }).then((body) => body.data);
}

export const auditActorsQuery = () => queryOptions({ queryKey: [...ADMIN_AUDIT_KEY, 'actors'], queryFn: ({ signal }) => fetchAuditActors(signal) });

export function useAuditActors() {
  return useQuery(auditActorsQuery());
}
