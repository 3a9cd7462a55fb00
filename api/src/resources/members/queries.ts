import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { MemberAttendance, MemberFilter, MemberSort } from '@church/contracts/members';
import { thisMonthInChurch } from '@church/contracts/church-time';
import { ROLE_IDS } from '@church/contracts/roles';
import type { User } from '@church/contracts/user';
import type { Db } from '../../db/client';
import { attendance, unitMembers, userRoles, users } from '../../db/schema';
import { type Page, searchPredicate } from '../../db/sql-helpers';
import type { CsvColumn } from '../../http/csv';
import { peopleIn, type PeopleScope, reachesNobody } from '../../http/record-access';
import { monthsEndingAt, summariesFor } from '../../attendance/months';
import { userSearchColumns } from '../../users/search';
import { roleNamesFromIds, toUserJson, unitsFromJson, userWithRelations } from '../../users/present';
import { asSeenByLeader } from './leader-view';

export interface DirectoryFilter extends Omit<MemberFilter, 'unit_id'> {
  /** Whose people the caller may see, unit filter included (record-access.ts `peopleScope`). */
  scope: PeopleScope;
  /** A leader's: the units they lead, whose business is all they see of a person (leader-view.ts). */
  ledUnitIds?: readonly number[];
}

// A role as the caller sees it: a leader sees no admin, everyone they reach as a member, and as
// a leader those who lead one of the leader's own units (leader-view.ts).
function roleWhere(db: Db, role: MemberFilter['role'], ledUnitIds: readonly number[] | undefined): SQL | undefined | null {
  if (!role) return undefined;
  if (!ledUnitIds) return inArray(users.id, db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, ROLE_IDS[role])));
  if (role === 'admin' || ledUnitIds.length === 0) return null;
  if (role === 'member') return undefined;
  return inArray(users.id, db.select({ id: unitMembers.userId }).from(unitMembers).where(and(inArray(unitMembers.unitId, [...ledUnitIds]), eq(unitMembers.isLeader, true))));
}

// The WHERE of the directory, or null when the scope reaches nobody (no query needed).
function directoryWhere(db: Db, { scope, search, role, active, ledUnitIds }: DirectoryFilter): SQL | undefined | null {
  if (reachesNobody(scope)) return null;
  const byRole = roleWhere(db, role, ledUnitIds);
  if (byRole === null) return null;
  return and(
    active === undefined ? undefined : active ? isNull(users.deactivatedAt) : isNotNull(users.deactivatedAt),
    scope === 'everyone' ? undefined : sql`${users.id} in (${peopleIn(scope)})`,
    byRole,
    searchPredicate(search, userSearchColumns),
  );
}

const seenBy = <T extends Pick<User, 'units' | 'roles'>>(person: T, ledUnitIds: readonly number[] | undefined): T => (ledUnitIds ? asSeenByLeader(person, ledUnitIds) : person);

// Alphabetical by surname: the default order of the list, the export's order (and its keyset).
const byName = [asc(users.lastName), asc(users.firstName), asc(users.id)];
const ORDERS: Record<MemberSort, SQL[]> = {
  name: byName,
  '-name': [desc(users.lastName), desc(users.firstName), desc(users.id)],
  // People without an email (no sign-in) come last either way, by name.
  email: [sql`${users.email} asc nulls last`, ...byName],
  '-email': [sql`${users.email} desc nulls last`, ...byName],
  joined: [asc(users.createdAt), asc(users.id)],
  '-joined': [desc(users.createdAt), desc(users.id)],
};

export async function listMembers(db: Db, filter: DirectoryFilter, page: Page, sort: MemberSort = 'name'): Promise<{ rows: User[]; total: number }> {
  const where = directoryWhere(db, filter);
  if (where === null) return { rows: [], total: 0 };
  const [rows, [{ total }]] = await Promise.all([
    db.select(userWithRelations).from(users).where(where).orderBy(...ORDERS[sort]).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows: rows.map((row) => seenBy(toUserJson(row), filter.ledUnitIds)), total };
}

// The export leaves out avatars (up to 1.5 MB each) and reads the directory in keyset pages, so
// memory stays flat whatever the size of the church.
const exportSelection = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  gender: users.gender,
  birthday: users.birthday,
  address: users.address,
  unitsJson: userWithRelations.unitsJson,
  roleIds: userWithRelations.roleIds,
  active: sql<boolean>`${users.deactivatedAt} is null`,
};

export interface MemberExportRow {
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  gender: string | null;
  birthday: string | null;
  address: string | null;
  roles: string;
  units: string;
  active: string;
}

type Cursor = { lastName: string; firstName: string; id: number };

export async function* membersForExport(db: Db, filter: DirectoryFilter, batchSize = 500): AsyncGenerator<MemberExportRow[]> {
  const where = directoryWhere(db, filter);
  if (where === null) return;
  let after: Cursor | null = null;
  for (;;) {
    const keyset: SQL | undefined = after
      ? sql`(${users.lastName}, ${users.firstName}, ${users.id}) > (${after.lastName}, ${after.firstName}, ${after.id})`
      : undefined;
    const rows = await db.select(exportSelection).from(users).where(and(where, keyset)).orderBy(...byName).limit(batchSize);
    yield rows.map((row) => {
      const { roles, units } = seenBy({ roles: roleNamesFromIds(row.roleIds), units: unitsFromJson(row.unitsJson) }, filter.ledUnitIds);
      return {
        first_name: row.firstName,
        last_name: row.lastName,
        email: row.email,
        phone: row.phone,
        gender: row.gender,
        birthday: row.birthday,
        address: row.address,
        roles: roles.join('; '),
        units: units.map((u) => (u.is_leader ? `${u.name} (leader)` : u.name)).join('; '),
        active: row.active ? 'yes' : 'no',
      };
    });
    if (rows.length < batchSize) return;
    const last: Cursor = rows[rows.length - 1];
    after = { lastName: last.lastName, firstName: last.firstName, id: last.id };
  }
}

export const MEMBER_CSV_COLUMNS: CsvColumn<MemberExportRow>[] = [
  { header: 'First name', value: (m) => m.first_name },
  { header: 'Last name', value: (m) => m.last_name },
  { header: 'Email', value: (m) => m.email },
  { header: 'Phone', value: (m) => m.phone },
  { header: 'Gender', value: (m) => m.gender },
  { header: 'Birthday', value: (m) => m.birthday },
  { header: 'Address', value: (m) => m.address },
  { header: 'Roles', value: (m) => m.roles },
  { header: 'Units', value: (m) => m.units },
  { header: 'Active', value: (m) => m.active },
];

/** A person's months up to this one (a calendar year's, or the last twelve) and the last day they came. */
export async function memberAttendance(db: Db, userId: number, year?: number): Promise<MemberAttendance> {
  const now = thisMonthInChurch();
  const months = year === undefined
    ? monthsEndingAt(now, 12)
    : year > now.year ? [] : monthsEndingAt({ year, month: year === now.year ? now.month : 12 }, year === now.year ? now.month : 12);
  const [summaries, [last]] = await Promise.all([
    months.length ? summariesFor(db, userId, months) : [],
    db.select({ day: sql<string | null>`max(${attendance.attendedOn})::text` }).from(attendance).where(eq(attendance.userId, userId)),
  ]);
  return { months: summaries, last_attended: last?.day ?? null };
}
