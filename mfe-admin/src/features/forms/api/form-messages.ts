// GET /api/forms?type=&status=&consent=&page=&per_page=: one kind's messages, newest first, with
// the unread count of every kind (the tabs' counts). Without a status: the inbox (not archived).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FormStatus, FormType, formListResponseSchema } from '@church/contracts/forms';
import { http } from '@church/platform/http';
import { ADMIN_FORMS_KEY } from './keys';

export type FormMessagesPage = z.infer<typeof formListResponseSchema>;

export interface FormMessagesQuery {
  type: FormType;
  status?: FormStatus;
  /** Only testimonies whose sender agreed to share them. */
  consent?: true;
  page?: number;
  per_page?: number;
}

export function fetchFormMessages(query: FormMessagesQuery, signal?: AbortSignal): Promise<FormMessagesPage> {
  return http.get<FormMessagesPage>('/forms', { query: { ...query }, signal });
}

export const formMessagesQuery = (query: FormMessagesQuery) =>
  queryOptions({
    queryKey: [...ADMIN_FORMS_KEY, 'list', query],
    queryFn: ({ signal }) => fetchFormMessages(query, signal),
    // The previous rows and counts stay while another tab, filter or page loads.
    placeholderData: keepPreviousData,
  });

export function useFormMessages(query: FormMessagesQuery) {
  return useQuery(formMessagesQuery(query));
}
