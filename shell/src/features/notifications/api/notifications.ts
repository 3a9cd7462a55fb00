// GET /api/notifications: the signed-in person's notifications, newest first, with how many are
// unread. The bell asks for the count alone (one row) on an interval; its panel pages the list.
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { NotificationItem, NotificationListResponse } from '@church/contracts/notification-schemas';
import { http } from '@church/platform/http';
import { NOTIFICATION_LIST_KEY, UNREAD_COUNT_KEY } from './keys';

// Types only: the schemas' zod stays with the API.
export type { NotificationItem };
export type NotificationPage = NotificationListResponse;

/** How often the count is asked for again while the page is in view (and again on returning to it). */
export const UNREAD_REFRESH_MS = 60_000;
export const PANEL_PAGE_SIZE = 20;

export function fetchNotifications(page: number, perPage: number, signal?: AbortSignal): Promise<NotificationPage> {
  return http.get<NotificationPage>('/notifications', { query: { page, per_page: perPage }, signal });
}

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: ({ signal }) => fetchNotifications(1, 1, signal).then((answer) => answer.unread),
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
    // A failed count is retried at the next interval; no toast over the page for a badge.
    meta: { silent: true },
  });

/** The unread count, once `enabled` (the bell waits for the page's first paint). */
export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...unreadCountQuery(), enabled });
}

export const notificationListQuery = () =>
  infiniteQueryOptions({
    queryKey: NOTIFICATION_LIST_KEY,
    queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, PANEL_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page * last.meta.per_page < last.meta.total ? last.meta.page + 1 : undefined),
  });

export function useNotificationList() {
  return useInfiniteQuery(notificationListQuery());
}
