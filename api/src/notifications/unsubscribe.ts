import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { isNotificationKind, NOTIFICATION_KIND_INFO, NOTIFICATION_KINDS, type NotificationKind } from '@church/contracts/notifications';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { notificationPreferences, notifications, unsubscribeTokens } from '../db/schema';

/** The scope of a digest mail's link: every kind the person gets in the digest. */
export const DIGEST_SCOPE = 'digest';
export const DIGEST_LABEL = 'The daily digest mail';
/** An unused link ends after this long (old mails' links are purged). */
export const UNSUBSCRIBE_LINK_DAYS = 90;

export interface UnsubscribeLinks {
  /** The page the mail's link opens: it asks the API once it has loaded (mail scanners do not run it). */
  page: string;
  /** The List-Unsubscribe header's address, for the mail program's one-click POST (RFC 8058). */
  oneClick: string;
}

/** A fresh one-use link that turns `scope` (a kind, or DIGEST_SCOPE) off for the person; only its hash is kept. */
export async function newUnsubscribeLinks(db: Db, siteUrl: string, userId: number, scope: NotificationKind | typeof DIGEST_SCOPE): Promise<UnsubscribeLinks> {
  const token = newOpaqueToken();
  await db.insert(unsubscribeTokens).values({ tokenHash: hashToken(token), userId, kind: scope });
  return { page: `${siteUrl}/unsubscribe?token=${token}`, oneClick: `${siteUrl}/api/notifications/unsubscribe?token=${token}` };
}

/**
 * Uses a link: its kinds' mail turns off for the person (the preference becomes 'off', and what
 * waits to be mailed is not). Answers what was turned off, or null for a link that is unknown,
 * forged, expired or already used (nothing changes then).
 */
export async function unsubscribe(db: Db, token: string, now: Date): Promise<{ kind: string; label: string } | null> {
  const oldest = new Date(now.getTime() - UNSUBSCRIBE_LINK_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    // Claimed in one statement: two clicks at once cannot both use it.
    const [used] = await tx
      .update(unsubscribeTokens)
      .set({ usedAt: now })
      .where(and(eq(unsubscribeTokens.tokenHash, hashToken(token)), isNull(unsubscribeTokens.usedAt), sql`${unsubscribeTokens.createdAt} >= ${oldest.toISOString()}`))
      .returning({ userId: unsubscribeTokens.userId, scope: unsubscribeTokens.kind });
    if (!used) return null;
    const kinds = used.scope === DIGEST_SCOPE ? await digestKindsOf(tx as unknown as Db, used.userId) : isNotificationKind(used.scope) ? [used.scope] : [];
    if (kinds.length > 0) {
      await tx
        .insert(notificationPreferences)
        .values(kinds.map((kind) => ({ userId: used.userId, kind, delivery: 'off', updatedAt: now })))
        .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind], set: { delivery: 'off', updatedAt: now } });
      await tx
        .update(notifications)
        .set({ mailStatus: 'none' })
        .where(and(eq(notifications.userId, used.userId), inArray(notifications.kind, kinds), inArray(notifications.mailStatus, ['pending', 'digest'])));
    }
    return used.scope === DIGEST_SCOPE
      ? { kind: DIGEST_SCOPE, label: DIGEST_LABEL }
      : { kind: used.scope, label: isNotificationKind(used.scope) ? NOTIFICATION_KIND_INFO[used.scope].label : used.scope };
  });
}

/** The kinds the person has mailed in the digest (their choice, or a kind's default). */
async function digestKindsOf(db: Db, userId: number): Promise<NotificationKind[]> {
  const chosen = await db.select({ kind: notificationPreferences.kind, delivery: notificationPreferences.delivery }).from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const choice = new Map(chosen.map((row) => [row.kind, row.delivery]));
  return NOTIFICATION_KINDS.filter((kind) => (choice.get(kind) ?? NOTIFICATION_KIND_INFO[kind].byDefault) === 'digest');
}

/** Deletes links older than UNSUBSCRIBE_LINK_DAYS, used or not (they no longer work). */
export async function purgeUnsubscribeLinks(db: Db, now: Date): Promise<void> {
  const oldest = new Date(now.getTime() - UNSUBSCRIBE_LINK_DAYS * 86_400_000);
  await db.delete(unsubscribeTokens).where(lt(unsubscribeTokens.createdAt, oldest));
}
