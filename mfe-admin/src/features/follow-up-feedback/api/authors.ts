// GET /api/first-timers/people?role=author: everyone who has written follow-up feedback, by name,
// each with how many entries (the feedback list's author filter).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FollowUpPerson } from '@church/contracts/first-timers';
import { http } from '@church/platform/http';
import { ADMIN_FEEDBACK_KEY } from './keys';

export function fetchFeedbackAuthors(signal?: AbortSignal): Promise<FollowUpPerson[]> {
  return http.get<{ data: FollowUpPerson[] }>('/first-timers/people', { query: { role: 'author' }, signal }).then((body) => body.data);
}

export const feedbackAuthorsQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_FEEDBACK_KEY, 'people', 'author'],
    queryFn: ({ signal }) => fetchFeedbackAuthors(signal),
  });

export function useFeedbackAuthors() {
  return useQuery(feedbackAuthorsQuery());
}
