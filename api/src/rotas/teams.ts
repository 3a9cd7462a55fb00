import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { slugify } from '@church/contracts/slug';
import type { Answers48h, PutTeamMember, Team, TeamMember, TeamSummary, UpdateTeam } from '@church/contracts/teams';
import { fullName } from '@church/contracts/user';
import { changedFields, recordAudit } from '../audit/record';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { rotaPlaces, teamMemberPositions, teamMembers, teamPositions, teams, users } from '../db/schema';
import { dropTeamPlaces } from './withdrawn';

// Serving teams: the team, its positions, and who serves which positions and how they like to
// serve. Deactivated people keep their place (reactivating them restores it) but are not shown.
// Every change is on the audit trail (entity 'team'), written in the change's transaction.

export type TeamRole = 'leader' | 'member';

/** The caller's place in a team, or null when they are not in it. */
export async function teamRole(db: Db, teamId: number, userId: number): Promise<TeamRole | null> {
  const [row] = await db.select({ isLeader: teamMembers.isLeader }).from(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return row ? (row.isLeader ? 'leader' : 'member') : null;
}

/** Whether the person leads at least one serving team: it opens the Teams page to them without the leader role. */
export async function leadsATeam(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ teamId: teamMembers.teamId }).from(teamMembers).where(and(eq(teamMembers.userId, userId), eq(teamMembers.isLeader, true))).limit(1);
  return row !== undefined;
}

async function positionsOf(db: Db, teamIds: readonly number[]) {
  if (teamIds.length === 0) return [];
  return db.select({ id: teamPositions.id, teamId: teamPositions.teamId, name: teamPositions.name, needed: teamPositions.needed })
    .from(teamPositions).where(inArray(teamPositions.teamId, [...teamIds])).orderBy(asc(teamPositions.name), asc(teamPositions.id));
}

const activeMembers = sql<number>`(select count(*)::int from ${teamMembers} tm join ${users} u on u.id = tm.user_id where tm.team_id = ${teams.id} and u.deactivated_at is null)`;

/** Every team (`userId` null), or the teams that person serves in, by name. */
export async function listTeams(db: Db, userId: number | null): Promise<TeamSummary[]> {
  const rows = await db
    .select({ id: teams.id, name: teams.name, slug: teams.slug, weeks: teams.weeksOfMonth, members: activeMembers })
    .from(teams)
    .where(userId === null ? undefined : sql`exists (select 1 from ${teamMembers} tm where tm.team_id = ${teams.id} and tm.user_id = ${userId})`)
    .orderBy(asc(teams.name));
  const positions = await positionsOf(db, rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id, name: r.name, slug: r.slug, weeks_of_month: r.weeks, member_count: r.members,
    positions: positions.filter((p) => p.teamId === r.id).map(({ id, name, needed }) => ({ id, name, needed })),
  }));
}

/** The team with its positions and its active members (by name), or null. */
export async function findTeam(db: Db, id: number): Promise<Team | null> {
  const [summary] = await db
    .select({ id: teams.id, name: teams.name, slug: teams.slug, weeks: teams.weeksOfMonth, members: activeMembers })
    .from(teams).where(eq(teams.id, id));
  if (!summary) return null;
  const [positions, members] = await Promise.all([positionsOf(db, [id]), teamMemberRows(db, id)]);
  return {
    id: summary.id, name: summary.name, slug: summary.slug, weeks_of_month: summary.weeks, member_count: summary.members,
    positions: positions.map(({ id: positionId, name, needed }) => ({ id: positionId, name, needed })),
    members,
  };
}

/** The team's active members by name, each with the positions they serve and their preferences; `userId` narrows it to one. */
export async function teamMemberRows(db: Db, teamId: number, userId?: number): Promise<TeamMember[]> {
  const rows = await db
    .select({
      id: users.id, firstName: users.firstName, lastName: users.lastName, isLeader: teamMembers.isLeader,
      weeks: teamMembers.weeksOfMonth, everyOtherWeek: teamMembers.everyOtherWeek, backToBack: teamMembers.backToBack,
      positionIds: sql<number[]>`array(select tmp.position_id from ${teamMemberPositions} tmp join ${teamPositions} p on p.id = tmp.position_id where p.team_id = ${teamId} and tmp.user_id = ${users.id} order by tmp.position_id)`,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), sql`${users.deactivatedAt} is null`, userId === undefined ? undefined : eq(teamMembers.userId, userId)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map((r) => ({
    id: r.id, full_name: fullName(r.firstName, r.lastName), is_leader: r.isLeader, position_ids: r.positionIds.map(Number),
    preferences: { weeks_of_month: r.weeks, every_other_week: r.everyOtherWeek, back_to_back: r.backToBack },
  }));
}

/** Answers within 48 hours count over this many days back. */
export const ANSWERS_48H_DAYS = 91;

/** Of the team's places asked between ANSWERS_48H_DAYS days and 48 hours before `now`, how many were answered within 48 hours (answers_48hSchema). */
export async function answersWithin48h(db: Db, teamId: number, now: Date): Promise<Answers48h> {
  const [row] = await db
    .select({
      asked: sql<number>`count(*)::int`,
      answered: sql<number>`count(*) filter (where ${rotaPlaces.answeredAt} <= ${rotaPlaces.askedAt} + interval '48 hours')::int`,
    })
    .from(rotaPlaces)
    .where(and(
      eq(rotaPlaces.teamId, teamId),
      sql`${rotaPlaces.askedAt} > ${now.toISOString()}::timestamptz - make_interval(days => ${ANSWERS_48H_DAYS})`,
      sql`${rotaPlaces.askedAt} <= ${now.toISOString()}::timestamptz - interval '48 hours'`,
    ));
  return { asked: row.asked, answered_in_48h: row.answered };
}

/** The new team's id, or 'taken' when another team's name makes the same slug. */
export async function createTeam(db: Db, actorId: number, input: { name: string; weeks_of_month?: number[] }): Promise<number | 'taken'> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(teams).values({ name: input.name, slug: slugify(input.name), weeksOfMonth: input.weeks_of_month ?? [] }).returning({ id: teams.id });
      await recordAudit(tx, { actorId, entity: 'team', entityId: row.id, action: 'created', after: { name: input.name, weeks_of_month: input.weeks_of_month ?? [] } });
      return row.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return 'taken';
    throw err;
  }
}

/** false when there is no such team; 'taken' on a slug clash. */
export async function updateTeam(db: Db, actorId: number, id: number, input: UpdateTeam): Promise<boolean | 'taken'> {
  const changes: Partial<typeof teams.$inferInsert> = {};
  if (input.name !== undefined) Object.assign(changes, { name: input.name, slug: slugify(input.name) });
  if (input.weeks_of_month !== undefined) changes.weeksOfMonth = input.weeks_of_month;
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select({ name: teams.name, weeks_of_month: teams.weeksOfMonth }).from(teams).where(eq(teams.id, id)).for('update');
      if (!before) return false;
      if (Object.keys(changes).length > 0) await tx.update(teams).set(changes).where(eq(teams.id, id));
      const changed = changedFields<Record<string, unknown>>(before, { name: input.name, weeks_of_month: input.weeks_of_month });
      if (changed) await recordAudit(tx, { actorId, entity: 'team', entityId: id, action: 'updated', ...changed });
      return true;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return 'taken';
    throw err;
  }
}

export async function deleteTeam(db: Db, actorId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(teams).where(eq(teams.id, id)).returning({ name: teams.name });
    if (gone) await recordAudit(tx, { actorId, entity: 'team', entityId: id, action: 'deleted', before: { name: gone.name } });
    return gone !== undefined;
  });
}

/** The new position, or 'taken' when the team has one of that name (any case). */
export async function addPosition(db: Db, actorId: number, teamId: number, input: { name: string; needed: number }): Promise<{ id: number; name: string; needed: number } | 'taken'> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(teamPositions).values({ teamId, name: input.name, needed: input.needed }).returning({ id: teamPositions.id, name: teamPositions.name, needed: teamPositions.needed });
      await recordAudit(tx, { actorId, entity: 'team', entityId: teamId, action: 'position_added', after: { position: row.name, needed: row.needed } });
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return 'taken';
    throw err;
  }
}

/** What the audit trail keeps of a person's place in a team: their positions by name, their preferences, whether they lead it. */
async function placeInTeam(db: Db, teamId: number, userId: number) {
  const [row] = await db
    .select({
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`, isLeader: teamMembers.isLeader, weeks: teamMembers.weeksOfMonth,
      everyOtherWeek: teamMembers.everyOtherWeek, backToBack: teamMembers.backToBack,
      positions: sql<string[]>`array(select p.name from ${teamMemberPositions} tmp join ${teamPositions} p on p.id = tmp.position_id where p.team_id = ${teamId} and tmp.user_id = ${userId} order by p.name)`,
    })
    .from(teamMembers).innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return row ? { name: row.name, isLeader: row.isLeader, fields: { positions: row.positions, weeks_of_month: row.weeks, every_other_week: row.everyOtherWeek, back_to_back: row.backToBack } } : null;
}

type PlaceInTeam = NonNullable<Awaited<ReturnType<typeof placeInTeam>>>;

/** The audit rows of a change to one person's place in a team: joined, changed, made or no longer a leader. */
async function auditPlaceChange(db: Db, actorId: number, teamId: number, before: PlaceInTeam | null, after: PlaceInTeam): Promise<void> {
  const entry = { actorId, entity: 'team' as const, entityId: teamId };
  if (!before) await recordAudit(db, { ...entry, action: 'member_added', after: { member: after.name, ...after.fields } });
  const changed = before ? changedFields<Record<string, unknown>>(before.fields, after.fields) : null;
  if (changed) await recordAudit(db, { ...entry, action: 'updated', before: changed.before, after: { member: after.name, ...changed.after } });
  if (after.isLeader && !before?.isLeader) await recordAudit(db, { ...entry, action: 'made_leader', after: { leader: after.name } });
  if (!after.isLeader && before?.isLeader) await recordAudit(db, { ...entry, action: 'leader_removed', before: { leader: after.name } });
}

/**
 * Puts a person in the team (or changes their place): the positions they serve (every id must be
 * one of this team's: the ids that are not come back) and their preferences; `is_leader` as given
 * (the caller decides who may set it). True when they joined.
 */
export async function putTeamMember(db: Db, actorId: number, teamId: number, userId: number, input: PutTeamMember): Promise<{ joined: boolean } | { unknownPositions: number[] }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // Writes to one team's people wait for each other: two first adds of a person cannot both insert.
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
    const own = await tx.select({ id: teamPositions.id }).from(teamPositions).where(eq(teamPositions.teamId, teamId));
    const unknownPositions = input.position_ids.filter((id) => !own.some((p) => p.id === id));
    if (unknownPositions.length > 0) return { unknownPositions };
    const preferences = {
      ...(input.weeks_of_month !== undefined ? { weeksOfMonth: input.weeks_of_month } : {}),
      ...(input.every_other_week !== undefined ? { everyOtherWeek: input.every_other_week } : {}),
      ...(input.back_to_back !== undefined ? { backToBack: input.back_to_back } : {}),
      ...(input.is_leader !== undefined ? { isLeader: input.is_leader } : {}),
    };
    const before = await placeInTeam(tx, teamId, userId);
    if (before) {
      if (Object.keys(preferences).length > 0) await tx.update(teamMembers).set(preferences).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
    } else {
      await tx.insert(teamMembers).values({ teamId, userId, ...preferences });
    }
    if (own.length > 0) await tx.delete(teamMemberPositions).where(and(eq(teamMemberPositions.userId, userId), inArray(teamMemberPositions.positionId, own.map((p) => p.id))));
    if (input.position_ids.length > 0) await tx.insert(teamMemberPositions).values(input.position_ids.map((positionId) => ({ positionId, userId })));
    await auditPlaceChange(tx, actorId, teamId, before, (await placeInTeam(tx, teamId, userId))!);
    return { joined: !before };
  });
}

/** Takes a person out of the team, its positions and its places from `today` on (the past stays); false when they were not in it. */
export async function removeTeamMember(db: Db, actorId: number, teamId: number, userId: number, today: string): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const before = await placeInTeam(tx, teamId, userId);
    if (!before) return false;
    await tx.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
    await tx.delete(teamMemberPositions).where(and(eq(teamMemberPositions.userId, userId), sql`${teamMemberPositions.positionId} in (select id from ${teamPositions} where team_id = ${teamId})`));
    await dropTeamPlaces(tx, teamId, userId, today, actorId !== userId);
    await recordAudit(tx, { actorId, entity: 'team', entityId: teamId, action: actorId === userId ? 'left_team' : 'member_removed', before: { member: before.name } });
    return true;
  });
}
