// GET /api/audit-log: the changes of the filters, newest first, with the changed fields before and after.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntity } from '@church/contracts/audit-words';
import type { AuditEntry } from '@church/contracts/audit';
import type { ListEnvelope } from '@church/contracts/envelope';
import { http } from '@church/platform/http';
import { ADMIN_AUDIT_KEY } from './keys';

export interface AuditLogRequest {
  entity?: AuditEntity;
  entity_id?: number;
  actor_id?: number;
  from?: string;
  to?: string;
  page?: number;
  per_page?: number;
}

export function fetchAuditLog(query: AuditLogRequest, signal?: AbortSignal): Promise<ListEnvelope<AuditEntry>> {
  return http.get<ListEnvelope<AuditEntry>>('/audit-log', { query: { ...query }, signal });
}

export const auditLogQuery = (query: AuditLogRequest) =>
  queryOptions({ queryKey: [...ADMIN_AUDIT_KEY, 'list', query], queryFn: ({ signal }) => fetchAuditLog(query, signal), placeholderData: keepPreviousData });

export function useAuditLog(query: AuditLogRequest) {
  return useQuery(auditLogQuery(query));
}
