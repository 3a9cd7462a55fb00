// Every notification query of the shell starts with this key; a change to one (read, mark all)
// refreshes them all.
export const NOTIFICATIONS_KEY = ['shell', 'notifications'] as const;
export const UNREAD_COUNT_KEY = [...NOTIFICATIONS_KEY, 'unread'] as const;
export const NOTIFICATION_LIST_KEY = [...NOTIFICATIONS_KEY, 'list'] as const;
