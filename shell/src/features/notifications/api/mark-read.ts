// POST /api/notifications/read: `{ ids }` marks those of the person's notifications read, `{ all: true }`
// every one. The bell's count and the list show it at once; both are then asked for again.
import { type InfiniteData, mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '@church/platform/http';
import type { NotificationPage } from './notifications';
import { NOTIFICATION_LIST_KEY, NOTIFICATIONS_KEY, UNREAD_COUNT_KEY } from './keys';

/** `{ ids }` or `{ all: true }`, never both (the API's schema refuses both). */
export type MarkReadRequest = { ids: number[] } | { all: true };

export function markRead(body: MarkReadRequest): Promise<{ data: { unread: number }; message: string }> {
  return http.post('/notifications/read', body);
}

export const markReadMutation = mutationOptions({
  mutationKey: [...NOTIFICATIONS_KEY, 'read'],
  mutationFn: markRead,
  onMutate: (body, { client }) => {
    const now = new Date().toISOString();
    const marks = (id: number) => 'all' in body || body.ids.includes(id);
    let newlyRead = 0;
    client.setQueryData<InfiniteData<NotificationPage>>(NOTIFICATION_LIST_KEY, (list) => {
      if (!list) return list;
      return {
        ...list,
        pages: list.pages.map((page) => ({
          ...page,
          data: page.data.map((item) => {
            if (item.read_at || !marks(item.id)) return item;
            newlyRead += 1;
            return { ...item, read_at: now };
          }),
        })),
      };
    });
    client.setQueryData<number>(UNREAD_COUNT_KEY, (count) => (count === undefined ? count : 'all' in body ? 0 : Math.max(0, count - newlyRead)));
  },
  onSuccess: (answer, _body, _onMutateResult, { client }) => client.setQueryData(UNREAD_COUNT_KEY, answer.data.unread),
  // Kept after the panel closes (an item's link navigates away): the count is read again either way.
  onSettled: (_answer, _error, _body, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
});

export function useMarkRead() {
  return useMutation(markReadMutation);
}
