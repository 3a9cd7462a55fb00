import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { todayInChurch } from '@church/contracts/church-time';
import { dateField } from '@church/contracts/fields';
import { DEFAULT_FOLLOW_UP_STATUS } from '@church/contracts/follow-up';
import { FIRST_VISIT_DAY, firstTimerRequestSchema, HOW_HEARD_OPTIONS } from '@church/contracts/first-timers';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/sql-helpers';
import { type BatchOptions, cell, check, choiceOf, genderOf, type ImportPass, type RowInput, type RowResult, textArray } from './cells';

// First-timers and their visits: a row is a visitor's visit on a day. A visitor is found again by
// their phone (as the welcome form does), else by their email; several rows of one visitor are
// several visits. A new visitor gets the row's details and an open follow-up; a known one gets
// the visit (a day already recorded is skipped) and, when existing people are updated, the row's
// non-empty details. Each row is written on its own: a church's visitors are hundreds, not millions.

const rowSchema = firstTimerRequestSchema
  .pick({ first_name: true, last_name: true, phone: true, email: true, gender: true, address: true, how_heard: true })
  .extend({ visited_on: dateField('Date of visit', { earliest: FIRST_VISIT_DAY, tooEarly: 'Date of visit must be on or after 1 January 2000', latest: () => todayInChurch(), tooLate: 'Date of visit cannot be in the future' }) });
type Row = z.output<typeof rowSchema>;

const DETAILS = ['first_name', 'last_name', 'email', 'gender', 'address', 'how_heard'] as const;

interface Visitor {
  id: number;
  phone: string;
  email: string | null;
  first_name: string;
  last_name: string;
  gender: string | null;
  address: string | null;
  how_heard: string | null;
  days: Set<string>;
}

export function firstTimersPass(): ImportPass {
  // Visitors met so far, by phone and by email; id 0 is one a preview would create.
  const byPhone = new Map<string, Visitor>();
  const byEmail = new Map<string, Visitor>();

  const remember = (v: Visitor) => {
    byPhone.set(v.phone, v);
    if (v.email) byEmail.set(v.email, v);
  };

  async function lookUp(tx: Db, rows: Row[]) {
    const phones = [...new Set(rows.map((r) => r.phone).filter((p) => !byPhone.has(p)))];
    const emails = [...new Set(rows.flatMap((r) => (r.email && !byEmail.has(r.email.toLowerCase()) ? [r.email.toLowerCase()] : [])))];
    if (!phones.length && !emails.length) return;
    const found = await rawRows<Omit<Visitor, 'days'> & { days: string[] | null }>(tx, sql`
      select f.id, f.phone, f.email, f.first_name, f.last_name, f.gender, f.address, f.how_heard,
        (select array_agg(v.visited_on::text) from first_timer_visits v where v.first_timer_id = f.id) as days
      from first_timers f
      where f.erased_at is null and (f.phone = any(${textArray(phones)}) or lower(f.email) = any(${textArray(emails)}))`);
    for (const f of found) remember({ ...f, email: f.email?.toLowerCase() ?? null, days: new Set(f.days ?? []) });
  }

  async function process(rows: RowInput[], options: BatchOptions): Promise<RowResult[]> {
    const tx = options.db;
    const checked = rows.map((input) => ({
      input,
      ...check(rowSchema, {
        first_name: cell(input.cells, 'first_name'), last_name: cell(input.cells, 'last_name'), phone: cell(input.cells, 'phone'),
        email: cell(input.cells, 'email'), gender: genderOf(cell(input.cells, 'gender')), address: cell(input.cells, 'address'),
        how_heard: choiceOf(cell(input.cells, 'how_heard'), HOW_HEARD_OPTIONS), visited_on: cell(input.cells, 'visited_on'),
      }),
    }));
    await lookUp(tx, checked.flatMap((c) => (c.value ? [c.value] : [])));
    const results: RowResult[] = [];
    for (const { input, value, errors } of checked) {
      const result: RowResult = { row: input.row, errors, record: [input.cells.first_name, input.cells.last_name, input.cells.phone, input.cells.visited_on].filter(Boolean).join(' ') };
      results.push(result);
      if (!value) continue;
      const email = value.email?.toLowerCase() ?? null;
      const known = byPhone.get(value.phone) ?? (email ? byEmail.get(email) : undefined);
      if (!known) {
        const visitor: Visitor = { id: 0, phone: value.phone, email, first_name: value.first_name, last_name: value.last_name, gender: value.gender ?? null, address: value.address, how_heard: value.how_heard ?? null, days: new Set([value.visited_on]) };
        if (options.write) visitor.id = await createVisitor(tx, visitor, value.visited_on);
        remember(visitor);
        Object.assign(result, { outcome: 'create', why: `new visitor, visit on ${value.visited_on}` });
        continue;
      }
      const changes: Partial<Record<(typeof DETAILS)[number], string>> = {};
      if (options.existing === 'update') {
        for (const key of DETAILS) {
          const next = key === 'email' ? email : value[key];
          if (next && next !== known[key]) changes[key] = next;
        }
      }
      const newVisit = !known.days.has(value.visited_on);
      if (!newVisit && Object.keys(changes).length === 0) {
        Object.assign(result, { outcome: 'skip', why: `visit on ${value.visited_on} already recorded` });
        continue;
      }
      const what = [...(newVisit ? [`visit on ${value.visited_on} added`] : []), ...Object.keys(changes).map((k) => `${k.replace('_', ' ')} changed`)];
      Object.assign(result, { outcome: 'update', why: what.join(', ') });
      Object.assign(known, changes);
      known.days.add(value.visited_on);
      if (changes.email) byEmail.set(changes.email, known);
      if (options.write) await updateVisitor(tx, known.id, changes, newVisit ? value.visited_on : null);
    }
    return results;
  }

  return { process };
}

async function createVisitor(tx: Db, v: Visitor, day: string): Promise<number> {
  const [created] = await rawRows<{ id: number }>(tx, sql`
    insert into first_timers (first_name, last_name, phone, email, gender, address, how_heard, first_visit_on, last_visit_on, visit_count)
    values (${v.first_name}, ${v.last_name}, ${v.phone}, ${v.email}, ${v.gender}, ${v.address}, ${v.how_heard}, ${day}, ${day}, 1)
    returning id`);
  await tx.execute(sql`insert into first_timer_visits (first_timer_id, visited_on) values (${created.id}, ${day})`);
  await tx.execute(sql`insert into follow_ups (first_timer_id, status) values (${created.id}, ${DEFAULT_FOLLOW_UP_STATUS})`);
  return created.id;
}

async function updateVisitor(tx: Db, id: number, changes: Record<string, string>, day: string | null): Promise<void> {
  const c = (key: string) => changes[key] ?? null;
  await tx.execute(sql`update first_timers set
      first_name = coalesce(${c('first_name')}, first_name), last_name = coalesce(${c('last_name')}, last_name),
      email = coalesce(${c('email')}, email), gender = coalesce(${c('gender')}, gender),
      address = coalesce(${c('address')}, address), how_heard = coalesce(${c('how_heard')}, how_heard)
    where id = ${id}`);
  if (!day) return;
  await tx.execute(sql`insert into first_timer_visits (first_timer_id, visited_on) values (${id}, ${day}) on conflict do nothing`);
  await tx.execute(sql`update first_timers set visit_count = visit_count + 1,
      first_visit_on = least(first_visit_on, ${day}::date), last_visit_on = greatest(last_visit_on, ${day}::date)
    where id = ${id}`);
}
