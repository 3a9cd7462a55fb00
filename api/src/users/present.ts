import { eq, sql } from 'drizzle-orm';
import { ROLE_NAMES, roleNameFromId } from '@church/contracts/roles';
import type { RoleName } from '@church/contracts/roles';
import type { SignedInUser } from '@church/contracts/auth';
import type { User } from '@church/contracts/user';
import { fullName, initialsOf } from '@church/contracts/user';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { leadsATeam } from '../rotas/teams';
import { avatarUrl } from './avatar';

type UserRow = typeof users.$inferSelect;

// Role ids are fixed (1 admin, 2 leader, 3 member), so "1,3" is all a user's roles need.
export function roleNamesFromIds(ids: string | null): RoleName[] {
  if (!ids) return [];
  return ids
    .split(',')
    .map((id) => roleNameFromId(Number(id)))
    .filter((name): name is RoleName => name !== null)
    .sort((a, b) => ROLE_NAMES.indexOf(a) - ROLE_NAMES.indexOf(b));
}

// The user's units and roles come with the row through correlated subqueries: one round trip
// per query whatever the page size (this is on the hot path of GET /api/me). The outer column is
// spelled out: drizzle leaves columns unqualified in single-table selects, and an unqualified
// "id" inside the subquery would bind to the inner table.
export const userWithRelations = {
  user: users,
  unitsJson: sql<User['units'] | string | null>`(
    select coalesce(json_agg(json_build_object('id', un.id, 'name', un.name, 'slug', un.slug, 'is_leader', um.is_leader) order by un.name, un.id), '[]'::json)
    from unit_members um join units un on un.id = um.unit_id
    where um.user_id = "users"."id")`,
  roleIds: sql<string | null>`(select string_agg(ur.role_id::text, ',' order by ur.role_id) from user_roles ur where ur.user_id = "users"."id")`,
};

export interface UserWithRelationsRow {
  user: UserRow;
  unitsJson: User['units'] | string | null;
  roleIds: string | null;
}

// json_agg arrives parsed from node-postgres and as text from PGlite.
export function unitsFromJson(unitsJson: User['units'] | string | null): User['units'] {
  const units = typeof unitsJson === 'string' ? (JSON.parse(unitsJson) as User['units']) : (unitsJson ?? []);
  return units.map((u) => ({ id: u.id, name: u.name, slug: u.slug, is_leader: u.is_leader }));
}

export function toUserJson({ user: row, unitsJson, roleIds }: UserWithRelationsRow): User {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: fullName(row.firstName, row.lastName),
    initials: initialsOf(row.firstName, row.lastName),
    avatar: avatarUrl(row.avatarKey),
    email: row.email,
    phone: row.phone,
    gender: row.gender === 'male' || row.gender === 'female' ? row.gender : null,
    birthday: row.birthday,
    address: row.address,
    roles: roleNamesFromIds(roleIds),
    units: unitsFromJson(unitsJson),
    active: row.deactivatedAt === null,
  };
}

export async function loadUser(db: Db, userId: number): Promise<User | null> {
  const [row] = await db.select(userWithRelations).from(users).where(eq(users.id, userId)).limit(1);
  return row ? toUserJson(row) : null;
}

/** The person as their own account's answers give them: the user, and whether they lead a serving team. */
export async function asSignedIn(db: Db, user: User): Promise<SignedInUser> {
  return { ...user, leads_team: await leadsATeam(db, user.id) };
}

export async function loadSignedInUser(db: Db, userId: number): Promise<SignedInUser | null> {
  const user = await loadUser(db, userId);
  return user && asSignedIn(db, user);
}
