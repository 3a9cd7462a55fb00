import { type SQL, sql } from 'drizzle-orm';
import { SLIPPING_BASELINE_WEEKS, SLIPPING_MIN_BASELINE_EXPECTED, SLIPPING_RECENT_WEEKS, type SlippingMember } from '@church/contracts/analytics';
import type { Occurrence } from '@church/contracts/attendance-rules';
import { addDays, todayInChurch } from '@church/contracts/church-time';
import { ROLE_IDS } from '@church/contracts/roles';
import { fullName } from '@church/contracts/user';
import type { Db } from '../db/client';
import { intArray, rawRows } from '../db/sql-helpers';
import { peopleIn, type PeopleScope, reachesNobody } from '../http/record-access';
import { heldOccurrences } from '../schedule/occurrences';
import { attendedPerPerson, excusedPerPerson, joinedSql, occurrenceTable } from './person-sql';

// Slipping members: a care list built on attendance, read by the admin's dashboard, the leaders'
// pages and the weekly mails alike.

/** A slipping member's figures and name: all the list's order needs. */
interface RankedRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  recent_attended: number;
  recent_expected: number;
  base_attended: number;
  base_expected: number;
}

/** What a member's row shows besides their figures, looked up for a page's members alone. */
interface DetailsRow {
  id: number;
  last_attended: string | null;
  units: { id: number; name: string }[];
  leaders: { id: number; first_name: string; last_name: string }[];
}
type Details = Pick<SlippingMember, 'units' | 'leaders' | 'last_attended'>;

const ratePercent = (attended: number, expected: number) => (expected > 0 ? Math.floor((attended / expected) * 100) : 0);

/** The slipping members' figures (see slippingList). */
function slippingSql(held: readonly Occurrence[], scope: PeopleScope, { today, recentFrom, baseFrom }: { today: string; recentFrom: string; baseFrom: string }): SQL {
  const baseTotal = held.filter((o) => o.date < recentFrom).length;
  const inScope = scope === 'everyone' ? sql`true` : sql`u.id in (${peopleIn(scope)})`;
  // Joined: the day the account was made or, for people whose records were imported or
  // recorded for them before that, their first attendance, whichever is earlier. Any day up to
  // baseFrom compares the same below, so the first attendance is looked up only for accounts made
  // since (looked up for all 10,000 people, it was half the list's time at church scale).
  return sql`
    with occ as (select * from ${occurrenceTable(held)}),
    base as (${attendedPerPerson('occ', baseFrom, addDays(recentFrom, -1))}),
    recent as (${attendedPerPerson('occ', recentFrom, today)}),
    counts as (
      select b.user_id, b.attended as base_attended, coalesce(r.attended, 0) as recent_attended
      from base b left join recent r on r.user_id = b.user_id),
    people as materialized (
      select u.id, u.first_name, u.last_name, u.email, u.phone, c.base_attended, c.recent_attended,
        ${joinedSql('u', baseFrom)} as joined
      from counts c join users u on u.id = c.user_id
      where c.base_attended > 0 and u.deactivated_at is null and ${inScope}
        and exists (select 1 from user_roles r where r.user_id = u.id and r.role_id = ${ROLE_IDS.member})),
    excused_base as materialized (${excusedPerPerson('occ', baseFrom, addDays(recentFrom, -1), sql`select id from people`)}),
    excused_recent as materialized (${excusedPerPerson('occ', recentFrom, today, sql`select id from people`)}),
    rates as (
      select p.*,
        case when p.joined <= ${baseFrom}::date then ${baseTotal}::int
          else (select count(*)::int from occ where occ.day >= p.joined and occ.day < ${recentFrom}::date) end
          - coalesce((select x.excused_since from excused_base x where x.user_id = p.id), 0) as base_expected,
        case when p.joined <= ${recentFrom}::date then ${held.length - baseTotal}::int
          else (select count(*)::int from occ where occ.day >= p.joined) end
          - coalesce((select x.excused_since from excused_recent x where x.user_id = p.id), 0) as recent_expected
      from people p)
    select r.id, r.first_name, r.last_name, r.email, r.phone, r.recent_attended, r.recent_expected, r.base_attended, r.base_expected
    from rates r
    where r.base_expected >= ${SLIPPING_MIN_BASELINE_EXPECTED}
      -- recent/recent_expected < (base/base_expected) / 2, without dividing
      and 2 * r.recent_attended * r.base_expected < r.base_attended * r.recent_expected`;
}

/** The units (in scope), their leaders and the last attendance of the people `ids`. */
function detailsSql(ids: readonly number[], scope: PeopleScope): SQL {
  const unitScope = scope === 'everyone' ? sql`true` : sql`um.unit_id = any(${intArray(scope.unitIds)})`;
  return sql`
    with unit_leaders as materialized (
      select lm.unit_id, l.id, l.first_name, l.last_name from unit_members lm join users l on l.id = lm.user_id where lm.is_leader)
    select p.id,
      (select max(a.attended_on)::text from attendance a where a.user_id = p.id) as last_attended,
      coalesce((select json_agg(json_build_object('id', un.id, 'name', un.name) order by un.name)
        from unit_members um join units un on un.id = um.unit_id where um.user_id = p.id and ${unitScope}), '[]') as units,
      coalesce((select json_agg(distinct jsonb_build_object('id', l.id, 'first_name', l.first_name, 'last_name', l.last_name))
        from unit_members um join unit_leaders l on l.unit_id = um.unit_id
        where um.user_id = p.id and l.id <> p.id and ${unitScope}), '[]') as leaders
    from unnest(${intArray(ids)}) as p(id)`;
}

async function detailsOf(db: Db, ids: readonly number[], scope: PeopleScope): Promise<Map<number, Details>> {
  const rows = await rawRows<DetailsRow>(db, detailsSql(ids, scope));
  return new Map(rows.map((r) => [r.id, {
    units: r.units,
    leaders: r.leaders.map((l) => ({ id: l.id, full_name: fullName(l.first_name, l.last_name) })).sort((a, b) => a.full_name.localeCompare(b.full_name)),
    last_attended: r.last_attended,
  }]));
}

/** The slipping list: its order and figures worked out at once, each member's details on first use. */
export interface SlippingList {
  total: number;
  /** `limit` members from `offset` on, in the list's order. */
  page(offset: number, limit: number): Promise<SlippingMember[]>;
}

/**
 * Members (in scope) whose rate over the last 4 weeks is below half their own rate over the 12
 * weeks before, counting the services held (and closed for marking) since they joined, with at
 * least 4 of them in those 12 weeks; the biggest falls first. A service held while a member
 * announced they were away (and did not come) is not counted: the one place for this rule, which
 * the leaders' pages and mails read.
 */
export async function slippingList(db: Db, scope: PeopleScope, now: Date): Promise<SlippingList> {
  const ranked = await rankedMembers(db, scope, now);
  // Each member's details are looked up once, with the rest of the first page that shows them
  // (one statement for the page): for the 2,843 members of a large church's list they were most
  // of its first request's time, while a page shows 20. A failed lookup is not kept.
  const details = new Map<number, Promise<Details>>();
  const detailed = (ids: number[]) => {
    const missing = ids.filter((id) => !details.has(id));
    if (missing.length > 0) {
      const found = detailsOf(db, missing, scope);
      for (const id of missing) details.set(id, found.then((byId) => byId.get(id)!));
      found.catch(() => missing.forEach((id) => details.delete(id)));
    }
    return Promise.all(ids.map((id) => details.get(id)!));
  };
  return {
    total: ranked.length,
    async page(offset, limit) {
      const members = ranked.slice(offset, offset + limit);
      const shown = await detailed(members.map((m) => m.id));
      return members.map((m, i) => ({ ...m, ...shown[i] }));
    },
  };
}

/** Every member of the slipping list (slippingList), details and all. */
export async function slippingMembers(db: Db, scope: PeopleScope, now: Date): Promise<SlippingMember[]> {
  const list = await slippingList(db, scope, now);
  return list.page(0, list.total);
}

/** The list's members in its order (the biggest falls first, then by name), without their details. */
async function rankedMembers(db: Db, scope: PeopleScope, now: Date): Promise<Omit<SlippingMember, keyof Details>[]> {
  if (reachesNobody(scope)) return [];
  const today = todayInChurch(now);
  const recentFrom = addDays(today, -7 * SLIPPING_RECENT_WEEKS + 1);
  const baseFrom = addDays(recentFrom, -7 * SLIPPING_BASELINE_WEEKS);
  const held = await heldOccurrences(db, baseFrom, today, now, { closed: true });
  if (held.length === 0) return [];
  const rows = await rawRows<RankedRow>(db, slippingSql(held, scope, { today, recentFrom, baseFrom }));
  const members = rows.map((r) => {
    const recent = { attended: r.recent_attended, expected: r.recent_expected, percent: ratePercent(r.recent_attended, r.recent_expected) };
    const baseline = { attended: r.base_attended, expected: r.base_expected, percent: ratePercent(r.base_attended, r.base_expected) };
    return {
      id: r.id,
      full_name: fullName(r.first_name, r.last_name),
      phone: r.phone,
      email: r.email,
      recent,
      baseline,
      fall: r.base_attended / r.base_expected - (r.recent_expected > 0 ? r.recent_attended / r.recent_expected : 0),
    };
  });
  return members
    .sort((a, b) => b.fall - a.fall || a.full_name.localeCompare(b.full_name) || a.id - b.id)
    .map(({ fall: _fall, ...member }) => member);
}
