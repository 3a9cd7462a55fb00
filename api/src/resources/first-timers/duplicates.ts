import { sql } from 'drizzle-orm';
import { DUPLICATE_REASONS, type DuplicatePair, type DuplicateReason, type DuplicateVisitor } from '@church/contracts/first-timers';
import { FOLLOW_UP_STATUSES } from '@church/contracts/follow-up';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/sql-helpers';

// Pairs of visitor records that may be one person, for an admin to merge. A pair is proposed
// when the two share an email, when their phones end in the same ten digits (one number written
// with and without its country code or leading 0 normalises differently), or when their names
// are alike (trigram similarity at least NAME_SIMILARITY) and both visited on the same day.
// Each source is a join on equal keys, never a comparison of every record with every other.

export const NAME_SIMILARITY = 0.45;

interface PairRow {
  a_id: number; b_id: number; same_email: boolean; same_phone: boolean; similar_same_day: boolean;
  a_name: string; a_phone: string; a_email: string | null; a_first: string; a_last: string; a_count: number; a_status: string;
  b_name: string; b_phone: string; b_email: string | null; b_first: string; b_last: string; b_count: number; b_status: string;
}

const asStatus = (value: string) => FOLLOW_UP_STATUSES.find((s) => s === value) ?? 'Not Contacted';

const visitor = (row: PairRow, side: 'a' | 'b'): DuplicateVisitor => ({
  id: Number(row[`${side}_id`]),
  full_name: row[`${side}_name`],
  phone: row[`${side}_phone`],
  email: row[`${side}_email`],
  first_visit_on: row[`${side}_first`],
  last_visit_on: row[`${side}_last`],
  visit_count: Number(row[`${side}_count`]),
  status: asStatus(row[`${side}_status`]),
});

export async function likelyDuplicates(db: Db, limit: number): Promise<DuplicatePair[]> {
  const rows = await rawRows<PairRow>(db, sql`
    with live as (
      select ft.id, ft.first_name || ' ' || ft.last_name as name, ft.phone, ft.email, ft.first_visit_on::text as first, ft.last_visit_on::text as last,
             ft.visit_count as count, coalesce(fu.status, 'Not Contacted') as status,
             right(regexp_replace(ft.phone, '\\D', '', 'g'), 10) as phone_tail
      from first_timers ft left join follow_ups fu on fu.first_timer_id = ft.id
      where ft.erased_at is null
    ),
    candidates as (
      select a.id as a_id, b.id as b_id from live a join live b on b.email = a.email and a.id < b.id where a.email is not null
      union
      select a.id, b.id from live a join live b on b.phone_tail = a.phone_tail and a.id < b.id where length(a.phone_tail) >= 7
      union
      select va.first_timer_id, vb.first_timer_id from first_timer_visits va
        join first_timer_visits vb on vb.visited_on = va.visited_on and va.first_timer_id < vb.first_timer_id
        join live a on a.id = va.first_timer_id join live b on b.id = vb.first_timer_id
        where similarity(a.name, b.name) >= ${NAME_SIMILARITY}
    )
    select c.a_id, c.b_id,
           coalesce(a.email = b.email, false) as same_email,
           a.phone_tail = b.phone_tail and length(a.phone_tail) >= 7 as same_phone,
           similarity(a.name, b.name) >= ${NAME_SIMILARITY} and exists (
             select 1 from first_timer_visits va join first_timer_visits vb on vb.visited_on = va.visited_on
             where va.first_timer_id = a.id and vb.first_timer_id = b.id) as similar_same_day,
           a.name as a_name, a.phone as a_phone, a.email as a_email, a.first as a_first, a.last as a_last, a.count as a_count, a.status as a_status,
           b.name as b_name, b.phone as b_phone, b.email as b_email, b.first as b_first, b.last as b_last, b.count as b_count, b.status as b_status
    from candidates c join live a on a.id = c.a_id join live b on b.id = c.b_id
    order by greatest(a.last, b.last) desc, c.a_id, c.b_id
    limit ${limit}`);
  return rows.map((row) => {
    const flags: Record<DuplicateReason, boolean> = { same_email: row.same_email, same_phone: row.same_phone, similar_name_same_day: row.similar_same_day };
    return { first: visitor(row, 'a'), second: visitor(row, 'b'), reasons: DUPLICATE_REASONS.filter((reason) => flags[reason]) };
  });
}
