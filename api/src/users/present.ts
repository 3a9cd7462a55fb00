import { asc, eq, inArray } from 'drizzle-orm';
import type { RoleName } from '@church/contracts/roles';
import { ROLE_NAMES } from '@church/contracts/roles';
import type { User } from '@church/contracts/user';
import { fullName, initialsOf } from '@church/contracts/user';
import type { Db } from '../db/client';
import { roles, unitMembers, units, userRoles, users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

const ROLE_ORDER = new Map(ROLE_NAMES.map((name, i) => [name as string, i]));

export function toUserJson(row: UserRow, roleNames: string[], unitList: User['units']): User {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: fullName(row.firstName, row.lastName),
    initials: initialsOf(row.firstName, row.lastName),
    avatar: row.avatar,
    email: row.email,
    phone: row.phone,
    gender: row.gender === 'male' || row.gender === 'female' ? row.gender : null,
    birthday: row.birthday,
    address: row.address,
    roles: roleNames
      .filter((n): n is RoleName => ROLE_ORDER.has(n))
      .sort((a, b) => ROLE_ORDER.get(a)! - ROLE_ORDER.get(b)!),
    units: unitList,
  };
}

// Loads many users with their roles and units in three queries (no N+1).
export async function presentUsers(db: Db, rows: UserRow[]): Promise<User[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [roleRows, unitRows] = await Promise.all([
    db.select({ userId: userRoles.userId, name: roles.name }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(inArray(userRoles.userId, ids)),
    db
      .select({ userId: unitMembers.userId, id: units.id, name: units.name, slug: units.slug, isLeader: unitMembers.isLeader })
      .from(unitMembers)
      .innerJoin(units, eq(units.id, unitMembers.unitId))
      .where(inArray(unitMembers.userId, ids))
      .orderBy(asc(units.name)),
  ]);
  return rows.map((row) =>
    toUserJson(
      row,
      roleRows.filter((r) => r.userId === row.id).map((r) => r.name),
      unitRows.filter((u) => u.userId === row.id).map((u) => ({ id: u.id, name: u.name, slug: u.slug, is_leader: u.isLeader })),
    ),
  );
}

export async function loadUser(db: Db, userId: number): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) return null;
  const [user] = await presentUsers(db, [row]);
  return user;
}
