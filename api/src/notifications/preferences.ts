import { and, eq, inArray, sql } from 'drizzle-orm';
import { NOTIFICATION_KIND_INFO, type NotificationDelivery, type NotificationKind, notificationKindsFor } from '@church/contracts/notifications';
import type { NotificationPreference } from '@church/contracts/notification-schemas';
import type { Db } from '../db/client';
import { notificationPreferences, notifications } from '../db/schema';

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
