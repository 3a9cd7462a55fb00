import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import { recordAudit } from '../audit/record';
import type { Db } from '../db/client';
import { firstTimerLinkProposals, firstTimers, users } from '../db/schema';
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

// Anyone may type a visitor's phone or email when registering, so a new account is linked to no
// visitor by itself: a match is proposed to an admin (Link or Dismiss on the visitor's page).
// Only an email proven by its owner (an invitation or reset link used) links by itself.

const unlinkedVisitor = and(isNull(firstTimers.userId), isNull(firstTimers.erasedAt));

/** Proposes to an admin each visitor not yet linked (nor removed) with the new account's email or phone. Runs in the transaction that creates the account. */
export async function proposeLinksToNewAccount(tx: Writer, account: NewAccount): Promise<void> {
  const email = account.email.toLowerCase();
  const matches: SQL[] = [eq(firstTimers.email, email)];
  if (account.phone) matches.push(eq(firstTimers.phone, account.phone));
  const visitors = await tx.select({ id: firstTimers.id, email: firstTimers.email }).from(firstTimers).where(and(unlinkedVisitor, or(...matches)));
  if (visitors.length === 0) return;
  await tx
    .insert(firstTimerLinkProposals)
    .values(visitors.map((v) => ({ firstTimerId: v.id, userId: account.userId, matched: v.email === email ? 'email' : 'phone' })))
    .onConflictDoNothing();
}

/** Links to the account every visitor not yet linked (nor removed) with its email, once the owner has proven it by using a mailed link; answers their ids. */
export async function linkVisitorsByVerifiedEmail(tx: Writer, account: { userId: number; email: string }): Promise<number[]> {
  const linked = await tx
    .update(firstTimers)
    .set({ userId: account.userId })
    .where(and(unlinkedVisitor, eq(firstTimers.email, account.email.toLowerCase())))
    .returning({ id: firstTimers.id });
  for (const { id } of linked) {
    await tx.delete(firstTimerLinkProposals).where(eq(firstTimerLinkProposals.firstTimerId, id));
    await recordAudit(tx, { actorId: account.userId, entity: 'first_timer', entityId: id, action: 'link', before: { user_id: null }, after: { user_id: account.userId, matched: 'verified email' } });
  }
  return linked.map(({ id }) => id);
}

export interface LinkProposal {
  id: number;
  user_id: number;
  full_name: string;
  matched: 'email' | 'phone';
}

/** The accounts proposed for a visitor not yet linked, oldest first; null when there is no such visitor. */
export async function linkProposalsOf(db: Db, firstTimerId: number): Promise<LinkProposal[] | null> {
  const [visitor] = await db.select({ id: firstTimers.id }).from(firstTimers).where(and(eq(firstTimers.id, firstTimerId), isNull(firstTimers.erasedAt)));
  if (!visitor) return null;
  const rows = await db
    .select({ id: firstTimerLinkProposals.id, userId: users.id, firstName: users.firstName, lastName: users.lastName, matched: firstTimerLinkProposals.matched })
    .from(firstTimerLinkProposals)
    .innerJoin(users, eq(users.id, firstTimerLinkProposals.userId))
    .where(eq(firstTimerLinkProposals.firstTimerId, firstTimerId))
    .orderBy(asc(firstTimerLinkProposals.id));
  return rows.map((r) => ({ id: r.id, user_id: r.userId, full_name: `${r.firstName} ${r.lastName}`, matched: r.matched === 'email' ? 'email' : 'phone' }));
}

/** Dismisses a proposed link; false when the visitor has no such proposal. */
export async function dismissLinkProposal(db: Db, firstTimerId: number, proposalId: number): Promise<boolean> {
  const gone = await db
    .delete(firstTimerLinkProposals)
    .where(and(eq(firstTimerLinkProposals.id, proposalId), eq(firstTimerLinkProposals.firstTimerId, firstTimerId)))
    .returning({ id: firstTimerLinkProposals.id });
  return gone.length > 0;
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
    // Linked: what was proposed for them is answered.
    await tx.delete(firstTimerLinkProposals).where(eq(firstTimerLinkProposals.firstTimerId, firstTimerId));
    await recordAudit(tx, { actorId, entity: 'first_timer', entityId: firstTimerId, action: 'link', before: { user_id: null }, after: { user_id: userId, user_name: `${member.firstName} ${member.lastName}` } });
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
    const [member] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, visitor.userId));
    // The member named as they were then, for the trail's words.
    const before = { user_id: visitor.userId, ...(member && { user_name: `${member.firstName} ${member.lastName}` }) };
    await recordAudit(tx, { actorId, entity: 'first_timer', entityId: firstTimerId, action: 'unlink', before, after: { user_id: null } });
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
