import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { recordAudit } from '../audit/record';
import type { Db } from '../db/client';
import { firstTimers, users } from '../db/schema';
import type { Tx } from './visitors';

// A visitor who becomes a member keeps one record: the first-timer row points at the account
// (first_timers.user_id). Emails are stored lowercased and phones normalised (contracts' phone
// rule) on both sides, so equality is the comparison. Linking never changes the follow-up's
// status: an admin says when the visitor counts as Integrated.

type Writer = Db | Tx;

export interface NewAccount {
  userId: number;
  email: string;
  phone: string | null;
}

/**
 * Links to a new account every visitor not yet linked (and not removed) with its email or its
 * phone; answers their ids. Runs in the transaction that creates the account.
 */
export async function linkVisitorsToNewAccount(tx: Writer, account: NewAccount, actorId: number | null): Promise<number[]> {
  const matches: SQL[] = [eq(firstTimers.email, account.email.toLowerCase())];
  if (account.phone) matches.push(eq(firstTimers.phone, account.phone));
  const linked = await tx
    .update(firstTimers)
    .set({ userId: account.userId })
    .where(and(isNull(firstTimers.userId), isNull(firstTimers.erasedAt), or(...matches)))
    .returning({ id: firstTimers.id });
  for (const { id } of linked) {
    await recordAudit(tx, { actorId, entity: 'first_timer', entityId: id, action: 'link', before: { user_id: null }, after: { user_id: account.userId, matched: 'email or phone' } });
  }
  return linked.map(({ id }) => id);
}

export type LinkOutcome = 'linked' | 'no_visitor' | 'no_member' | { linkedTo: string };

/** An admin links a visitor to a member by hand; a visitor linked to someone else must be unlinked first. */
export async function linkVisitor(db: Db, actorId: number, firstTimerId: number, userId: number): Promise<LinkOutcome> {
  return db.transaction(async (tx) => {
    const [visitor] = await tx
      .select({ userId: firstTimers.userId })
      .from(firstTimers)
      .where(and(eq(firstTimers.id, firstTimerId), isNull(firstTimers.erasedAt)))
      .for('update');
    if (!visitor) return 'no_visitor';
    const [member] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
    if (!member) return 'no_member';
    if (visitor.userId === userId) return 'linked';
    if (visitor.userId !== null) {
      const [current] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, visitor.userId));
      return { linkedTo: current ? `${current.firstName} ${current.lastName}` : 'another member' };
    }
    await tx.update(firstTimers).set({ userId }).where(eq(firstTimers.id, firstTimerId));
    await recordAudit(tx, { actorId, entity: 'first_timer', entityId: firstTimerId, action: 'link', before: { user_id: null }, after: { user_id: userId } });
    return 'linked';
  });
}

/** Removes a visitor's link to a member; false when there is no such visitor. Unlinked already is fine. */
export async function unlinkVisitor(db: Db, actorId: number, firstTimerId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [visitor] = await tx
      .select({ userId: firstTimers.userId })
      .from(firstTimers)
      .where(and(eq(firstTimers.id, firstTimerId), isNull(firstTimers.erasedAt)))
      .for('update');
    if (!visitor) return false;
    if (visitor.userId === null) return true;
    await tx.update(firstTimers).set({ userId: null }).where(eq(firstTimers.id, firstTimerId));
    await recordAudit(tx, { actorId, entity: 'first_timer', entityId: firstTimerId, action: 'unlink', before: { user_id: visitor.userId }, after: { user_id: null } });
    return true;
  });
}

/** The visitor records linked to a member (removed ones left out), oldest first visit first. */
export async function visitorIdsOfMember(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: firstTimers.id })
    .from(firstTimers)
    .where(and(eq(firstTimers.userId, userId), isNull(firstTimers.erasedAt)))
    .orderBy(firstTimers.firstVisitOn, firstTimers.id);
  return rows.map(({ id }) => id);
}
