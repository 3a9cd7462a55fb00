import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Unit } from '@church/contracts/units';
import type { Db } from '../../db/client';
import { unitMembers, units } from '../../db/schema';
import type { PeopleScope } from '../../http/record-access';

/** The units in scope (admins: all; leaders: the units they lead), by name, with their size. */
export async function listUnits(db: Db, scope: PeopleScope): Promise<Unit[]> {
  if (scope !== 'everyone' && scope.length === 0) return [];
  const rows = await db
    .select({ id: units.id, name: units.name, slug: units.slug, description: units.description, members: count(unitMembers.userId) })
    .from(units)
    .leftJoin(unitMembers, eq(unitMembers.unitId, units.id))
    .where(scope === 'everyone' ? undefined : inArray(units.id, scope))
    .groupBy(units.id)
    .orderBy(asc(units.name));
  return rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, description: r.description, member_count: Number(r.members) }));
}
