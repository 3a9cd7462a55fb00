import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { MARK_CLOSES_MINUTES_AFTER, type Occurrence } from '@church/contracts/attendance-rules';
import { formatChurchDate, todayInChurch } from '@church/contracts/church-time';
import { pathTo } from '@church/contracts/site-map';
import type { Db } from '../db/client';
import { absences, notifications, unitMembers, units, users } from '../db/schema';
import { intArray } from '../db/sql-helpers';
import type { NewNotification } from '../notifications/notify';
import { slippingMembers } from '../attendance/slipping';
import { heldOccurrences } from '../schedule/occurrences';
import { absentMembers } from '../rosters/roster';
import { nameList } from './wording';

// After each service, once its marking has closed (nobody is absent while they can still mark),
// each leader hears who in their units was absent at it and who is slipping: the same lists as
// their units' pages (the shared absent and slipping queries, which leave out announced
// absences), as a leader sees them. One notification per leader and service, naming each unit
// they lead; nothing when every list is empty. Only today's services are caught up on.

export const occurrenceSubject = (o: Pick<Occurrence, 'service_id' | 'date'>) => `occurrence:${o.service_id}:${o.date}`;

/** The instant an occurrence's marking closes: its absent list is final from then on. */
const closesAt = (o: Occurrence) => new Date(o.starts_at.getTime() + MARK_CLOSES_MINUTES_AFTER * 60_000);

interface LedUnit {
  unitId: number;
  unitName: string;
  leaderId: number;
}

async function ledUnits(db: Db): Promise<LedUnit[]> {
  return db
    .select({ unitId: units.id, unitName: units.name, leaderId: unitMembers.userId })
    .from(unitMembers)
    .innerJoin(units, eq(units.id, unitMembers.unitId))
    .innerJoin(users, eq(users.id, unitMembers.userId))
    .where(and(eq(unitMembers.isLeader, true), isNull(users.deactivatedAt)))
    .orderBy(units.name, units.id);
}

/** The occurrences of today that already have their leaders' notifications (made all at once, in one insert). */
async function alreadyNotified(db: Db, today: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ subject: notifications.subject })
    .from(notifications)
    .where(and(eq(notifications.kind, 'unit_absences'), eq(notifications.day, today), sql`${notifications.subject} like 'occurrence:%'`));
  return new Set(rows.map((row) => row.subject));
}

/** Who of `userIds` announced an absence covering `day`: a list sent after that day's service leaves them out. */
async function awayOn(db: Db, userIds: readonly number[], day: string): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: absences.userId })
    .from(absences)
    .where(and(sql`${absences.userId} = any(${intArray(userIds)})`, lte(absences.fromOn, day), gte(absences.toOn, day)));
  return new Set(rows.map((row) => row.userId));
}

interface UnitLists {
  unitId: number;
  unitName: string;
  absent: { id: number; name: string }[];
  slipping: { id: number; name: string }[];
}

function leaderNotification(leaderId: number, occurrence: Occurrence, lists: UnitLists[]): NewNotification | null {
  // A leader knows whether they came themself.
  const shown = lists
    .map((unit) => ({ ...unit, absent: unit.absent.filter((p) => p.id !== leaderId), slipping: unit.slipping.filter((p) => p.id !== leaderId) }))
    .filter((unit) => unit.absent.length > 0 || unit.slipping.length > 0);
  if (shown.length === 0) return null;
  const when = `${occurrence.service_name} on ${formatChurchDate(occurrence.date)}`;
  const paragraphs = shown.map((unit) => [
    `${unit.unitName}:`,
    unit.absent.length > 0 ? `- Absent: ${nameList(unit.absent.map((p) => p.name), 15)}` : '- Everyone was there.',
    ...(unit.slipping.length > 0 ? [`- Coming less often lately: ${nameList(unit.slipping.map((p) => p.name), 15)}`] : []),
  ].join('\n'));
  const absentCount = shown.reduce((sum, unit) => sum + unit.absent.length, 0);
  return {
    userId: leaderId,
    kind: 'unit_absences',
    subject: occurrenceSubject(occurrence),
    day: occurrence.date,
    title: absentCount > 0 ? `Who was missed at ${when}` : `After ${when}: members coming less often`,
    body: `${paragraphs.join('\n\n')}\n\nA short call or message lets them know they were missed. Members who announced an absence are not listed.`,
    link: shown.length === 1 ? `${pathTo('leaders', 'units')}?unit=${shown[0].unitId}` : pathTo('leaders', 'units'),
  };
}

/** The leaders' notifications for today's services whose marking has closed by `now` and that have none yet. */
export async function buildUnitAbsenceNotifications(db: Db, now: Date): Promise<NewNotification[]> {
  const today = todayInChurch(now);
  const [closed, done] = await Promise.all([heldOccurrences(db, today, today, now, { closed: true }), alreadyNotified(db, today)]);
  const pending = closed.filter((o) => !done.has(occurrenceSubject(o)));
  if (pending.length === 0) return [];
  const led = await ledUnits(db);
  if (led.length === 0) return [];
  const unitIds = [...new Set(led.map((row) => row.unitId))];
  const view = { leaderReach: true };
  const slipping = await slippingMembers(db, { unitIds, leaderReach: true }, now);
  const out: NewNotification[] = [];
  for (const occurrence of pending) {
    const away = await awayOn(db, slipping.map((m) => m.id), occurrence.date);
    const lists: UnitLists[] = [];
    for (const unitId of unitIds) {
      // As of the moment its marking closed, the last occurrence absentMembers looks at is this one.
      const { occurrences, members } = await absentMembers(db, unitId, 1, closesAt(occurrence), view);
      const at = occurrences[0];
      if (!at || occurrenceSubject(at) !== occurrenceSubject(occurrence)) continue; // another service began at the same minute
      lists.push({
        unitId,
        unitName: led.find((row) => row.unitId === unitId)!.unitName,
        absent: members.map((m) => ({ id: m.id, name: m.full_name })),
        slipping: slipping.filter((m) => !away.has(m.id) && m.units.some((u) => u.id === unitId)).map((m) => ({ id: m.id, name: m.full_name })),
      });
    }
    for (const leaderId of [...new Set(led.map((row) => row.leaderId))]) {
      const theirs = new Set(led.filter((row) => row.leaderId === leaderId).map((row) => row.unitId));
      const notification = leaderNotification(leaderId, occurrence, lists.filter((unit) => theirs.has(unit.unitId)));
      if (notification) out.push(notification);
    }
  }
  return out;
}
