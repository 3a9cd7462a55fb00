import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { normalizePhone } from '@church/contracts/phone';
import { ROLE_IDS } from '@church/contracts/roles';
import type { RegisterRequest } from '@church/contracts/auth';
import { hashToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { passwordResets, userRoles, users } from '../../db/schema';
import { linkVisitorsByVerifiedEmail, proposeLinksToNewAccount } from '../../follow-ups/member-links';

// Database side of sign-in, registration and password resets. Emails arrive lowercased.

/** The credentials of the account with this email; a person without an account (no password hash) has none. */
export async function findCredentials(db: Db, email: string): Promise<{ id: number; passwordHash: string; active: boolean } | undefined> {
  const [row] = await db
    .select({ id: users.id, passwordHash: sql<string>`${users.passwordHash}`, active: sql<boolean>`${users.deactivatedAt} is null` })
    .from(users)
    .where(and(eq(users.email, email), isNotNull(users.passwordHash)))
    .limit(1);
  return row;
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return Boolean(row);
}

/**
 * A new account holds the member role, and takes over the visitor records with its email or phone.
 * Throws a unique violation when the email was just taken.
 */
export async function createMember(db: Db, body: RegisterRequest, email: string, passwordHash: string): Promise<number> {
  return db.transaction(async (tx) => {
    const phone = normalizePhone(body.phone);
    const [created] = await tx
      .insert(users)
      .values({ firstName: body.first_name, lastName: body.last_name, email, phone, passwordHash })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: created.id, roleId: ROLE_IDS.member });
    await proposeLinksToNewAccount(tx, { userId: created.id, email, phone });
    return created.id;
  });
}

/** The open reset of an active account, with the account's email and names (the new password must not contain them). */
export async function findOpenReset(db: Db, token: string, email: string): Promise<{ id: number; userId: number; email: string; first_name: string; last_name: string } | undefined> {
  const [reset] = await db
    .select({ id: passwordResets.id, userId: passwordResets.userId, email: sql<string>`${users.email}`, first_name: users.firstName, last_name: users.lastName })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(eq(passwordResets.tokenHash, hashToken(token)), eq(users.email, email), isNull(users.deactivatedAt), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
    .limit(1);
  return reset;
}

/** Uses the reset and sets the password; false when a concurrent request used it first. */
export async function consumeReset(db: Db, reset: { id: number; userId: number; email: string }, passwordHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The conditional update makes the token single-use even under concurrent requests.
    const claimed = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (claimed.length === 0) return false;
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, reset.userId));
    // The mailed link was used: the email is its owner's, so visitors with it are theirs.
    await linkVisitorsByVerifiedEmail(tx, { userId: reset.userId, email: reset.email });
    return true;
  });
}
