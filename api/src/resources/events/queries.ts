import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { isoWithOffset } from '@church/contracts/church-time';
import type { ChurchEvent, EventWhen } from '@church/contracts/events';
import type { Db } from '../../db/client';
import { eventUnits, events } from '../../db/schema';
import type { Page } from '../../db/sql-helpers';

type EventRow = typeof events.$inferSelect;

// The units an event is for, with the row (spelled "events"."id": see users/present.ts).
const unitsJson = sql<Array<{ id: number; name: string }> | string>`(
  select coalesce(json_agg(json_build_object('id', un.id, 'name', un.name) order by un.name), '[]'::json)
  from event_units eu join units un on un.id = eu.unit_id where eu.event_id = "events"."id")`;
const selection = { event: events, unitsJson };

function toEventJson({ event: row, unitsJson: units }: { event: EventRow; unitsJson: Array<{ id: number; name: string }> | string }): ChurchEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    starts_at: isoWithOffset(row.startsAt),
    ends_at: row.endsAt ? isoWithOffset(row.endsAt) : null,
    units: typeof units === 'string' ? JSON.parse(units) : units,
  };
}

// An event is upcoming until it ends (an event without an end, until it starts).
const endOf = sql`coalesce(${events.endsAt}, ${events.startsAt})`;

export async function listEvents(db: Db, when: EventWhen, page: Page, now = new Date()): Promise<{ rows: ChurchEvent[]; total: number }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const where = when === 'upcoming' ? sql`${endOf} >= ${at}` : sql`${endOf} < ${at}`;
  const order = when === 'upcoming' ? [asc(events.startsAt), asc(events.id)] : [desc(events.startsAt), desc(events.id)];
  const [rows, [{ total }]] = await Promise.all([
    db.select(selection).from(events).where(where).orderBy(...order).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(events).where(where),
  ]);
  return { rows: rows.map(toEventJson), total: Number(total) };
}

export async function findEvent(db: Db, id: number): Promise<ChurchEvent | null> {
  const [row] = await db.select(selection).from(events).where(eq(events.id, id));
  return row ? toEventJson(row) : null;
}

export interface EventInput {
  title?: string;
  description?: string | null;
  location?: string | null;
  starts_at?: string;
  ends_at?: string | null;
  unit_ids?: number[];
}

function columns(body: EventInput): Partial<typeof events.$inferInsert> {
  return {
    ...(body.title === undefined ? {} : { title: body.title }),
    ...(body.description === undefined ? {} : { description: body.description || null }),
    ...(body.location === undefined ? {} : { location: body.location || null }),
    ...(body.starts_at === undefined ? {} : { startsAt: new Date(body.starts_at) }),
    ...(body.ends_at === undefined ? {} : { endsAt: body.ends_at ? new Date(body.ends_at) : null }),
  };
}

async function setUnits(db: Db, eventId: number, unitIds: number[]): Promise<void> {
  await db.delete(eventUnits).where(eq(eventUnits.eventId, eventId));
  if (unitIds.length) await db.insert(eventUnits).values(unitIds.map((unitId) => ({ eventId, unitId })));
}

export async function createEvent(db: Db, body: EventInput & { title: string; starts_at: string }, createdBy: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(events).values({ ...columns(body), title: body.title, startsAt: new Date(body.starts_at), createdBy }).returning({ id: events.id });
    if (body.unit_ids) await setUnits(tx, row.id, body.unit_ids);
    return row.id;
  });
}

/** false when the event does not exist. */
export async function updateEvent(db: Db, id: number, body: EventInput): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changes = columns(body);
    const found = Object.keys(changes).length
      ? await tx.update(events).set(changes).where(eq(events.id, id)).returning({ id: events.id })
      : await tx.select({ id: events.id }).from(events).where(eq(events.id, id));
    if (found.length === 0) return false;
    if (body.unit_ids) await setUnits(tx, id, body.unit_ids);
    return true;
  });
}

export async function deleteEvent(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
  return deleted.length > 0;
}
