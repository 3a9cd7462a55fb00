import { and, count, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type createMemberSchema, LAST_ADMIN_MESSAGE, OWN_ADMIN_ROLE_MESSAGE, OWN_DEACTIVATION_MESSAGE, type updateMemberSchema,
} from '@church/contracts/members';
import { normalizePhone } from '@church/contracts/phone';
import { ROLE_IDS, type RoleName } from '@church/contracts/roles';
import { DEACTIVATED_CANNOT_JOIN_MESSAGE, NOT_A_MEMBER_CANNOT_JOIN_MESSAGE } from '@church/contracts/units';
import type { Db } from '../../db/client';
import { sessions, unitMembers, units, userRoles, users } from '../../db/schema';
import { validationFailed } from '../../http/errors';
import { auditPeopleChanges, auditPersonCreated, personStates } from '../../audit/people';
import { assertUnitsExist, dropLeaderRoleIfLeadingNothing } from '../../rosters/roster';
import { recordRosterChanges } from '../../rosters/roster-changes';
import { proposeLinksToNewAccount } from '../../follow-ups/member-links';
import { enqueueMail } from '../../mail/queue';
import { joinedUnitMail } from '../../mail/joined-unit';

// An admin's changes to a person (docs/decisions/0009-members.md): details, roles, units and
// whether the account is active. Each is one transaction; the ones that can change who is an
// admin take one lock and count the active admins before committing, so two admins demoting each
// other at the same moment cannot leave the church with none. Roster changes are recorded in the
// same transaction (unit_roster_changes), and only an active person with the member role joins a
// unit (docs/decisions/0020-unit-rosters-and-what-a-leader-reaches.md). The audit trail gets the
// person's email, activity, roles and units as they were and became, in the same transaction.

export type CreateMemberBody = z.infer<typeof createMemberSchema>;
export type UpdateMemberBody = z.infer<typeof updateMemberSchema>;
type Details = Pick<CreateMemberBody, 'first_name' | 'last_name' | 'email' | 'phone' | 'gender' | 'birthday' | 'address'>;

/** Any constant: the key of the advisory lock that serialises changes to roles and activity. */
const ADMIN_CHANGES_LOCK = 7_300_912;

function detailColumns(body: Partial<Details>): Partial<typeof users.$inferInsert> {
  const columns: Partial<typeof users.$inferInsert> = {};
  if (body.first_name !== undefined) columns.firstName = body.first_name;
  if (body.last_name !== undefined) columns.lastName = body.last_name;
  if (body.email !== undefined) columns.email = body.email?.toLowerCase() ?? null;
  if (body.phone !== undefined) columns.phone = normalizePhone(body.phone ?? '');
  if (body.gender !== undefined) columns.gender = body.gender;
  if (body.birthday !== undefined) columns.birthday = body.birthday;
  if (body.address !== undefined) columns.address = body.address || null;
  return columns;
}

/** A new person with the roles and units chosen (default: member). Throws a unique violation on a taken email. */
export async function createMemberAccount(db: Db, actorId: number, body: CreateMemberBody, passwordHash: string): Promise<number> {
  const roles = body.roles ?? ['member'];
  if (body.unit_ids?.length && !roles.includes('member')) throw validationFailed({ unit_ids: [NOT_A_MEMBER_CANNOT_JOIN_MESSAGE] });
  return db.transaction(async (tx) => {
    // Without an email the person has no account: no password hash, no invitation.
    const email = body.email?.toLowerCase() ?? null;
    const [created] = await tx.insert(users).values({ ...detailColumns(body), firstName: body.first_name, lastName: body.last_name, email, passwordHash: email ? passwordHash : null }).returning({ id: users.id, phone: users.phone });
    // A visitor the account may be for is proposed; the invitation, once used, links them by its email.
    if (email) await proposeLinksToNewAccount(tx, { userId: created.id, email, phone: created.phone });
    await tx.insert(userRoles).values(roles.map((role) => ({ userId: created.id, roleId: ROLE_IDS[role] })));
    if (body.unit_ids?.length) {
      await tx.insert(unitMembers).values(body.unit_ids.map((unitId) => ({ unitId, userId: created.id })));
      await recordRosterChanges(tx, body.unit_ids.map((unitId) => ({ unitId, userId: created.id, actorId, change: 'added' as const })));
    }
    await auditPersonCreated(tx, actorId, created.id);
    // The invitation to choose a password commits with the account, or neither does.
    if (email) await enqueueMail(tx, [{ kind: 'invitation', to: email }]);
    return created.id;
  });
}

/** What an admin's change did: null when the person does not exist; the units they joined by it. */
export type MemberUpdate = { joinedUnitIds: number[] } | null;

/** Who made the change, as the "you were added" mail names them, and the site its link points to. */
export interface ChangeMailContext {
  actorName: string;
  siteUrl: string;
}

/**
 * Applies an admin's change (null when the person does not exist). 422 when an admin would
 * deactivate themselves, drop their own admin role, or leave no active admin, and on `unit_ids`
 * when the person would join a unit while deactivated or without the member role. Deactivating
 * ends every session of the person at once; nothing they recorded is touched. Whoever is put on
 * a roster is told, as from the unit's page: the mail is queued with the change (kick the mail job after).
 */
export async function updateMember(db: Db, actorId: number, userId: number, body: UpdateMemberBody, mail: ChangeMailContext): Promise<MemberUpdate> {
  if (userId === actorId && body.active === false) throw validationFailed({ active: [OWN_DEACTIVATION_MESSAGE] });
  if (userId === actorId && body.roles && !body.roles.includes('admin')) throw validationFailed({ roles: [OWN_ADMIN_ROLE_MESSAGE] });
  if (body.unit_ids) await assertUnitsExist(db, body.unit_ids);
  const touchesAdmins = body.roles !== undefined || body.active !== undefined;
  return db.transaction(async (tx) => {
    if (touchesAdmins) await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGES_LOCK})`);
    const before = await personStates(tx, [userId]);
    const columns = detailColumns(body);
    if (body.active === true) columns.deactivatedAt = null;
    const [found] = await tx.update(users).set({ ...columns, updatedAt: new Date() }).where(eq(users.id, userId)).returning({ id: users.id });
    if (!found) return null;
    if (body.active === false) {
      await tx.update(users).set({ deactivatedAt: new Date() }).where(and(eq(users.id, userId), isNull(users.deactivatedAt)));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    }
    const change = { userId, actorId };
    if (body.roles) await setRoles(tx, change, body.roles);
    const joinedUnitIds = body.unit_ids ? await setUnits(tx, change, body.unit_ids, { rolesGiven: body.roles !== undefined }) : [];
    if (joinedUnitIds.length > 0) await assertMayJoinUnits(tx, userId);
    if (touchesAdmins && (await activeAdminCount(tx)) === 0) {
      throw validationFailed({ [body.active === false ? 'active' : 'roles']: [LAST_ADMIN_MESSAGE] });
    }
    await auditPeopleChanges(tx, actorId, before);
    if (joinedUnitIds.length > 0) {
      const [person] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId));
      const joined = await tx.select({ name: units.name }).from(units).where(inArray(units.id, joinedUnitIds)).orderBy(units.name);
      await enqueueMail(tx, joined.flatMap((unit) => joinedUnitMail(person, unit.name, mail.actorName, mail.siteUrl) ?? []));
    }
    return { joinedUnitIds };
  });
}

interface ChangeOf {
  userId: number;
  actorId: number;
}

/** The person's roles become exactly `roles`; without `leader` they lead no unit any more (they stay on the rosters). */
async function setRoles(db: Db, { userId, actorId }: ChangeOf, roles: RoleName[]): Promise<void> {
  const roleIds = roles.map((role) => ROLE_IDS[role]);
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), notInArray(userRoles.roleId, roleIds)));
  await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId }))).onConflictDoNothing();
  if (roles.includes('leader')) return;
  const unmade = await db
    .update(unitMembers)
    .set({ isLeader: false })
    .where(and(eq(unitMembers.userId, userId), eq(unitMembers.isLeader, true)))
    .returning({ unitId: unitMembers.unitId });
  await recordRosterChanges(db, unmade.map(({ unitId }) => ({ unitId, userId, actorId, change: 'leader_removed' as const })));
}

/**
 * The person belongs to exactly `unitIds` (joining as a member; leadership kept where they stay);
 * answers the units they joined. Leaving the last unit they led takes the leader role back,
 * unless the roles were set in the same change (then the admin's choice of roles stands).
 */
async function setUnits(db: Db, { userId, actorId }: ChangeOf, unitIds: number[], { rolesGiven }: { rolesGiven: boolean }): Promise<number[]> {
  const left = await db
    .delete(unitMembers)
    .where(and(eq(unitMembers.userId, userId), unitIds.length ? notInArray(unitMembers.unitId, unitIds) : undefined))
    .returning({ unitId: unitMembers.unitId, isLeader: unitMembers.isLeader });
  const joined = unitIds.length
    ? await db.insert(unitMembers).values(unitIds.map((unitId) => ({ unitId, userId }))).onConflictDoNothing().returning({ unitId: unitMembers.unitId })
    : [];
  await recordRosterChanges(db, [
    ...left.map(({ unitId }) => ({ unitId, userId, actorId, change: 'removed' as const })),
    ...joined.map(({ unitId }) => ({ unitId, userId, actorId, change: 'added' as const })),
  ]);
  if (!rolesGiven && left.some((row) => row.isLeader)) await dropLeaderRoleIfLeadingNothing(db, userId);
  return joined.map(({ unitId }) => unitId);
}

/** Someone joining a unit must be active and hold the member role once the change is made (422 on `unit_ids`). */
async function assertMayJoinUnits(db: Db, userId: number): Promise<void> {
  const [person] = await db
    .select({
      active: sql<boolean>`${users.deactivatedAt} is null`,
      isMember: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.roleId} = ${ROLE_IDS.member})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!person.active) throw validationFailed({ unit_ids: [DEACTIVATED_CANNOT_JOIN_MESSAGE] });
  if (!person.isMember) throw validationFailed({ unit_ids: [NOT_A_MEMBER_CANNOT_JOIN_MESSAGE] });
}

async function activeAdminCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ admins: count() })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.roleId, ROLE_IDS.admin), isNull(users.deactivatedAt)));
  return Number(row.admins);
}
