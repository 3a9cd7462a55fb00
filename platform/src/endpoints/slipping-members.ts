// GET /api/analytics/slipping-members?page=: members whose last 4 weeks fell below half their own
// rate (docs/decisions/0012-admin-analytics.md). The admin's dashboard lists the whole church,
// a leader's dashboard the units they lead (the API decides which); both read it here, under
// their own area's key.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SlippingMember } from '@church/contracts/analytics';
import type { ListEnvelope } from '@church/contracts/envelope';
import { http } from '@church/platform/http';

export const SLIPPING_PER_PAGE = 10;

export function fetchSlippingMembers(page: number, signal?: AbortSignal): Promise<ListEnvelope<SlippingMember>> {
  return http.get<ListEnvelope<SlippingMember>>('/analytics/slipping-members', { query: { page, per_page: SLIPPING_PER_PAGE }, signal });
}

export const slippingMembersQuery = (areaKey: readonly unknown[], page: number) =>
  queryOptions({
    queryKey: [...areaKey, 'slipping-members', page],
    queryFn: ({ signal }) => fetchSlippingMembers(page, signal),
    placeholderData: keepPreviousData,
  });

export function useSlippingMembers(areaKey: readonly unknown[], page: number) {
  return useQuery(slippingMembersQuery(areaKey, page));
}

/** "1 of 3 (33%)": a rate as the lists show it. */
export const rateText = ({ attended, expected, percent }: SlippingMember['recent']) => `${attended} of ${expected} (${percent}%)`;
