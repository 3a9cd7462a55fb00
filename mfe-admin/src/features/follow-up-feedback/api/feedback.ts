// GET /api/follow-up-feedback: every feedback entry of the filters, newest contact first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope } from '@church/contracts/envelope';
import type { FeedbackFilter, FeedbackJson } from '@church/contracts/first-timers';
import { http } from '@church/platform/http';
import { ADMIN_FEEDBACK_KEY } from './keys';

export interface FeedbackQuery extends FeedbackFilter {
  page?: number;
  per_page?: number;
}

export function fetchFeedback(query: FeedbackQuery, signal?: AbortSignal): Promise<ListEnvelope<FeedbackJson>> {
  return http.get<ListEnvelope<FeedbackJson>>('/follow-up-feedback', { query: { ...query }, signal });
}

export const feedbackQuery = (query: FeedbackQuery) =>
  queryOptions({ queryKey: [...ADMIN_FEEDBACK_KEY, 'list', query], queryFn: ({ signal }) => fetchFeedback(query, signal), placeholderData: keepPreviousData });

export function useFeedback(query: FeedbackQuery) {
  return useQuery(feedbackQuery(query));
}
