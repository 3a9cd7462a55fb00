import { MEMBER_SORTS, type MemberFilter, type MemberSort } from '@church/contracts/members';
import { ROLE_NAMES } from '@church/contracts/roles';
import { useListParams } from '@church/platform/use-list-params';
import { oneOf, toId } from '../../../shared/lists';

const KEYS = ['search', 'role', 'unit', 'status', 'sort'] as const;
export type MemberParam = (typeof KEYS)[number];

/** The status filter: active people unless the URL says otherwise. */
export const STATUSES = ['active', 'deactivated', 'all'] as const;
export type MemberStatus = (typeof STATUSES)[number];
const ACTIVE_PARAM: Record<MemberStatus, boolean | undefined> = { active: true, deactivated: false, all: undefined };

export const DEFAULT_SORT: MemberSort = 'name';

/** The directory's filters, sort and page, read from the URL (anything invalid there is ignored). */
export function useMemberFilters() {
  const { values, page, update } = useListParams(KEYS);
  const status: MemberStatus = oneOf(STATUSES, values.status) ?? 'active';
  const filters: MemberFilter = {
    search: values.search || undefined,
    role: oneOf(ROLE_NAMES, values.role),
    unit_id: toId(values.unit),
    active: ACTIVE_PARAM[status],
  };
  const sort: MemberSort = oneOf(MEMBER_SORTS, values.sort) ?? DEFAULT_SORT;
  return { filters, status, sort, page, update };
}
