import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { NOTIFICATION_KIND_INFO, type NotificationDelivery, type NotificationKind, notificationKindsFor } from '@church/contracts/notifications';
import type { NotificationItem, NotificationPreference } from '@church/contracts/notification-schemas';
import type { Db } from '../../db/client';
import { notificationPreferences, notifications } from '../../db/schema';
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

/** How each kind of the person's roles reaches them: their choice, else the kind's default. */
export async function preferencesOf(db: Db, userId: number, roles: readonly string[]): Promise<NotificationPreference[]> {
  const chosen = await db.select({ kind: notificationPreferences.kind, delivery: notificationPreferences.delivery }).from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const choice = new Map(chosen.map((row) => [row.kind, row.delivery as NotificationDelivery]));
  return notificationKindsFor(roles).map((kind) => {
    const info = NOTIFICATION_KIND_INFO[kind];
    return { kind, label: info.label, delivery: choice.get(kind) ?? info.byDefault, deliveries: [...info.deliveries] };
  });
}

/**
 * Saves the person's choices. What waits to be mailed follows at once: a kind turned off is not
 * mailed, a kind moved to the digest waits for it.
 */
export async function savePreferences(db: Db, userId: number, choices: ReadonlyArray<{ kind: NotificationKind; delivery: NotificationDelivery }>, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(notificationPreferences)
      .values(choices.map((choice) => ({ userId, kind: choice.kind, delivery: choice.delivery, updatedAt: now })))
      .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind], set: { delivery: sql`excluded.delivery`, updatedAt: now } });
    const kindsTo = (delivery: NotificationDelivery) => choices.filter((choice) => choice.delivery === delivery).map((choice) => choice.kind);
    const off = kindsTo('off');
    if (off.length) {
      await tx.update(notifications).set({ mailStatus: 'none' })
        .where(and(eq(notifications.userId, userId), inArray(notifications.kind, off), inArray(notifications.mailStatus, ['pending', 'digest'])));
    }
    const digest = kindsTo('digest');
    if (digest.length) {
      await tx.update(notifications).set({ mailStatus: 'digest' })
        .where(and(eq(notifications.userId, userId), inArray(notifications.kind, digest), eq(notifications.mailStatus, 'pending')));
    }
  });
}
