import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  addHouseholdPersonSchema, ChildCare, createHouseholdSchema, Household, HouseholdRole, HouseholdSummary, updateHouseholdPersonSchema, updateHouseholdSchema,
} from '@church/contracts/households';
import { ROLE_IDS } from '@church/contracts/roles';
import { fullName } from '@church/contracts/user';
import { auditPersonCreated } from '../audit/people';
import { recordAudit, recordAudits } from '../audit/record';
import type { Db } from '../db/client';
import { childCare, householdPeople, households, userRoles, users } from '../db/schema';
import { type Page, searchPredicate } from '../db/sql-helpers';

// Households and their people (docs/decisions/0066-people-and-households.md). Each change is one
// transaction with its audit rows: a household created, renamed or deleted, a person added or
// taken out (entity household), a child's care details changed (entity person). Care details
// are read only through `loadHousehold` with the set of children the caller may read them for.

type AddPerson = z.infer<typeof addHouseholdPersonSchema>;
type UpdatePerson = z.infer<typeof updateHouseholdPersonSchema>;
type CareBody = Partial<Pick<UpdatePerson, 'allergies' | 'care_notes' | 'school_grade'>>;

const peopleCount = (role: HouseholdRole) =>
  sql<number>`(select count(*)::int from ${householdPeople} where ${householdPeople.householdId} = ${households.id} and ${householdPeople.role} = ${role})`;

export async function listHouseholds(db: Db, search: string | undefined, page: Page): Promise<{ rows: HouseholdSummary[]; total: number }> {
  const where = searchPredicate(search, { text: [households.name] });
  const rows = await db
    .select({ id: households.id, name: households.name, address: households.address, adults: peopleCount('adult'), children: peopleCount('child') })
    .from(households)
    .where(where)
    .orderBy(asc(households.name), asc(households.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(households).where(where);
  return { rows: rows.map((row) => ({ ...row, adults: Number(row.adults), children: Number(row.children) })), total: Number(total) };
}

/** The households a person is an adult of, by name. */
export async function householdIdsOfAdult(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: householdPeople.householdId })
    .from(householdPeople)
    .innerJoin(households, eq(households.id, householdPeople.householdId))
    .where(and(eq(householdPeople.userId, userId), eq(householdPeople.role, 'adult')))
    .orderBy(asc(households.name), asc(households.id));
  return rows.map((row) => row.id);
}

/**
 * The household with its people (adults first, then by name); a child's `care` is present only
 * for the children in `careReadable` (whom the caller may read it for), else absent.
 */
export async function loadHousehold(db: Db, id: number, careReadable: (childIds: number[]) => Promise<Set<number>>): Promise<Household | null> {
  const [household] = await db.select({ id: households.id, name: households.name, address: households.address }).from(households).where(eq(households.id, id));
  if (!household) return null;
  const people = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: householdPeople.role, birthday: users.birthday, email: users.email })
    .from(householdPeople)
    .innerJoin(users, eq(users.id, householdPeople.userId))
    .where(eq(householdPeople.householdId, id))
    .orderBy(asc(householdPeople.role), asc(users.firstName), asc(users.id));
  const childIds = people.filter((p) => p.role === 'child').map((p) => p.id);
  const readable = await careReadable(childIds);
  const cares = readable.size ? await careOf(db, [...readable]) : new Map<number, ChildCare>();
  return {
    ...household,
    people: people.map((p) => ({
      id: p.id,
      full_name: fullName(p.firstName, p.lastName),
      role: p.role as HouseholdRole,
      birthday: p.birthday,
      email: p.email,
      ...(readable.has(p.id) ? { care: cares.get(p.id) ?? { allergies: null, care_notes: null, school_grade: null } } : {}),
    })),
  };
}

async function careOf(db: Db, childIds: number[]): Promise<Map<number, ChildCare>> {
  const rows = await db
    .select({ userId: childCare.userId, allergies: childCare.allergies, care_notes: childCare.careNotes, school_grade: childCare.schoolGrade })
    .from(childCare)
    .where(sql`${childCare.userId} = any(${`{${childIds.join(',')}}`}::int[])`);
  return new Map(rows.map(({ userId, ...care }) => [userId, care]));
}

/** A new household; `firstAdultId` (a member making their own) is its first adult. */
export async function createHousehold(db: Db, actorId: number, body: z.infer<typeof createHouseholdSchema>, firstAdultId?: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(households).values({ name: body.name, address: body.address || null }).returning({ id: households.id });
    await recordAudit(tx, { actorId, entity: 'household', entityId: created.id, action: 'created', after: { name: body.name, address: body.address || null } });
    if (firstAdultId !== undefined) await addMembership(tx, actorId, created.id, firstAdultId, 'adult');
    return created.id;
  });
}

/** False when there is no such household. */
export async function updateHousehold(db: Db, actorId: number, id: number, body: z.infer<typeof updateHouseholdSchema>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ name: households.name, address: households.address }).from(households).where(eq(households.id, id)).for('update');
    if (!before) return false;
    const after = { name: body.name ?? before.name, address: body.address === undefined ? before.address : body.address || null };
    await tx.update(households).set({ ...after, updatedAt: new Date() }).where(eq(households.id, id));
    await recordAudit(tx, { actorId, entity: 'household', entityId: id, action: 'updated', before, after });
    return true;
  });
}

/** Deletes the household (its people stay, as people); false when there was none. */
export async function deleteHousehold(db: Db, actorId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(households).where(eq(households.id, id)).returning({ name: households.name });
    if (!gone) return false;
    await recordAudit(tx, { actorId, entity: 'household', entityId: id, action: 'deleted', before: { name: gone.name } });
    return true;
  });
}

export type AddOutcome = { personId: number } | 'no-household' | 'no-person' | 'already-in';

/**
 * Adds someone known (by id) or a new person without an account (names, birthday, a child's
 * care details): the new person is a member of the church like anyone added by an admin.
 */
export async function addHouseholdPerson(db: Db, actorId: number, householdId: number, body: AddPerson): Promise<AddOutcome> {
  return db.transaction(async (tx) => {
    const [household] = await tx.select({ id: households.id }).from(households).where(eq(households.id, householdId)).for('update');
    if (!household) return 'no-household';
    let personId: number;
    if ('person_id' in body) {
      const [known] = await tx.select({ id: users.id }).from(users).where(eq(users.id, body.person_id));
      if (!known) return 'no-person';
      personId = known.id;
    } else {
      const [created] = await tx.insert(users).values({ firstName: body.first_name, lastName: body.last_name, birthday: body.birthday ?? null }).returning({ id: users.id });
      personId = created.id;
      await tx.insert(userRoles).values({ userId: personId, roleId: ROLE_IDS.member });
      await auditPersonCreated(tx, actorId, personId);
      await setCare(tx, actorId, personId, body);
    }
    if (!(await addMembership(tx, actorId, householdId, personId, body.role))) return 'already-in';
    return { personId };
  });
}

async function addMembership(tx: Db, actorId: number, householdId: number, userId: number, role: HouseholdRole): Promise<boolean> {
  const added = await tx.insert(householdPeople).values({ householdId, userId, role }).onConflictDoNothing().returning({ userId: householdPeople.userId });
  if (added.length === 0) return false;
  await recordAudit(tx, { actorId, entity: 'household', entityId: householdId, action: 'person_added', after: { person: await nameOf(tx, userId), role } });
  return true;
}

async function nameOf(tx: Db, userId: number): Promise<string> {
  const [person] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return fullName(person.firstName, person.lastName);
}

/** The person's role in the household, or null when they are not in it. */
export async function roleInHousehold(db: Db, householdId: number, userId: number): Promise<'adult' | 'child' | null> {
  const [row] = await db.select({ role: householdPeople.role }).from(householdPeople)
    .where(and(eq(householdPeople.householdId, householdId), eq(householdPeople.userId, userId)));
  return (row?.role as 'adult' | 'child' | undefined) ?? null;
}

/** A person's role here and their care details; false when they are not in the household. */
export async function updateHouseholdPerson(db: Db, actorId: number, householdId: number, userId: number, body: UpdatePerson): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [membership] = await tx.select({ role: householdPeople.role }).from(householdPeople)
      .where(and(eq(householdPeople.householdId, householdId), eq(householdPeople.userId, userId))).for('update');
    if (!membership) return false;
    if (body.role && body.role !== membership.role) {
      await tx.update(householdPeople).set({ role: body.role }).where(and(eq(householdPeople.householdId, householdId), eq(householdPeople.userId, userId)));
      await recordAudit(tx, { actorId, entity: 'household', entityId: householdId, action: 'updated', before: { person: await nameOf(tx, userId), role: membership.role }, after: { person: await nameOf(tx, userId), role: body.role } });
    }
    await setCare(tx, actorId, userId, body);
    return true;
  });
}

/** Writes the care fields given and audits those that changed (entity person). */
async function setCare(tx: Db, actorId: number, userId: number, body: CareBody): Promise<void> {
  const given: Partial<ChildCare> = {};
  if (body.allergies !== undefined) given.allergies = body.allergies || null;
  if (body.care_notes !== undefined) given.care_notes = body.care_notes || null;
  if (body.school_grade !== undefined) given.school_grade = body.school_grade;
  if (Object.keys(given).length === 0) return;
  const before = (await careOf(tx, [userId])).get(userId) ?? { allergies: null, care_notes: null, school_grade: null };
  const after = { ...before, ...given };
  const changed = (Object.keys(given) as Array<keyof ChildCare>).filter((key) => before[key] !== after[key]);
  if (changed.length === 0) return;
  const columns = { allergies: after.allergies, careNotes: after.care_notes, schoolGrade: after.school_grade, updatedAt: new Date() };
  await tx.insert(childCare).values({ userId, ...columns }).onConflictDoUpdate({ target: childCare.userId, set: columns });
  const pick = (care: ChildCare) => Object.fromEntries(changed.map((key) => [key, care[key]]));
  await recordAudits(tx, [{ actorId, entity: 'person', entityId: userId, action: 'care_updated', before: pick(before), after: pick(after) }]);
}

/** Takes the person out of the household (they stay a person of the church); false when they were not in it. */
export async function removeHouseholdPerson(db: Db, actorId: number, householdId: number, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(householdPeople).where(and(eq(householdPeople.householdId, householdId), eq(householdPeople.userId, userId))).returning({ role: householdPeople.role });
    if (!gone) return false;
    await recordAudit(tx, { actorId, entity: 'household', entityId: householdId, action: 'person_removed', before: { person: await nameOf(tx, userId), role: gone.role } });
    return true;
  });
}
