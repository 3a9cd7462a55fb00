import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationKind } from '@church/contracts/notifications';
import type { NotificationItem } from '@church/contracts/notification-schemas';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import type { Page } from '../../db/sql-helpers';

/** The person's notifications, newest first, with how many there are and how many are unread. */
export async function listNotifications(db: Db, userId: number, page: Page): Promise<{ rows: NotificationItem[]; total: number; unread: number }> {
  const [rows, [counts]] = await Promise.all([
    db
      .select({ id: notifications.id, kind: notifications.kind, title: notifications.title, body: notifications.body, link: notifications.link, createdAt: notifications.createdAt, readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)` })
      .from(notifications)
      .where(eq(notifications.userId, userId)),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      kind: row.kind as NotificationKind,
      title: row.title,
      body: row.body,
      link: row.link,
      created_at: row.createdAt.toISOString(),
      read_at: row.readAt ? row.readAt.toISOString() : null,
    })),
    total: Number(counts.total),
    unread: Number(counts.unread),
  };
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ unread: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row.unread);
}

/** Marks the person's own notifications read (ids of anyone else's are ignored); answers how many changed. */
export async function markRead(db: Db, userId: number, which: { ids?: number[]; all?: true }, now: Date): Promise<number> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt), which.ids ? inArray(notifications.id, which.ids) : undefined);
  const changed = await db.update(notifications).set({ readAt: now }).where(mine).returning({ id: notifications.id });
  return changed.length;
}
