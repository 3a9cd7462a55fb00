import { sql } from 'drizzle-orm';
import { ATTENDED_CATEGORY } from '@church/contracts/service-categories';
import type { SheetPerson, SheetRecordSource } from '@church/contracts/unit-sheet';
import { fullName } from '@church/contracts/user';
import { insertMarks, type Mark, removeMarks } from '../../attendance/recording';
import type { Db } from '../../db/client';
import { intArray, rawRows } from '../../db/sql-helpers';
import { leaderReachableIds, type RosterView } from '../../http/record-access';

// A unit's attendance sheet for one occurrence: the roster as the caller sees it (a leader only
// the people they reach, as on the unit's page), each with their record there, if any.

const rosterWhere = (unitId: number, { leaderReach }: RosterView) =>
  sql`um.unit_id = ${unitId} and u.deactivated_at is null${leaderReach ? sql` and um.user_id in (${leaderReachableIds()})` : sql``}`;

interface SheetRow {
  id: number;
  first_name: string;
  last_name: string;
  record_id: number | null;
  recorded_by: number | null;
  station_id: number | null;
  rota_team_name: string | null;
  recorder_first: string | null;
  recorder_last: string | null;
  sent_late_minutes: number | null;
}

function sourceOf(row: SheetRow): SheetRecordSource {
  if (row.station_id !== null) return 'station';
  if (row.rota_team_name !== null) return 'rota';
  return row.recorded_by === row.id ? 'self' : 'someone';
}

/** The roster by name, each with their record at the occurrence: one statement (the unique day index finds each record). */
export async function sheetPeople(db: Db, unitId: number, occurrence: { serviceId: number; date: string }, view: RosterView): Promise<SheetPerson[]> {
  const rows = await rawRows<SheetRow>(db, sql`
    select u.id, u.first_name, u.last_name, a.id as record_id, a.recorded_by, a.station_id, a.sent_late_minutes, r.first_name as recorder_first, r.last_name as recorder_last,
      t.name as rota_team_name
    from unit_members um join users u on u.id = um.user_id
      left join attendance a on a.user_id = u.id and a.service_id = ${occurrence.serviceId} and a.attended_on = ${occurrence.date}
      left join users r on r.id = a.recorded_by
      left join teams t on t.id = a.rota_team_id
    where ${rosterWhere(unitId, view)}
    order by u.last_name, u.first_name, u.id`);
  return rows.map((row) => {
    const source = sourceOf(row);
    return {
      id: row.id,
      full_name: fullName(row.first_name, row.last_name),
      record: row.record_id === null
        ? null
        : {
          source,
          recorded_by_name: source === 'someone' && row.recorder_first !== null && row.recorder_last !== null ? fullName(row.recorder_first, row.recorder_last) : null,
          rota_team_name: row.rota_team_name,
          sent_late_minutes: row.sent_late_minutes,
        },
    };
  });
}

/** The ids among `ids` that are not on the roster as the caller sees it. */
export async function notOnSheet(db: Db, unitId: number, ids: readonly number[], view: RosterView): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await rawRows<{ id: number }>(db, sql`
    select um.user_id as id from unit_members um join users u on u.id = um.user_id
    where ${rosterWhere(unitId, view)} and um.user_id = any(${intArray(ids)})`);
  const found = new Set(rows.map((row) => Number(row.id)));
  return ids.filter((id) => !found.has(id));
}

export interface SheetWrite {
  serviceId: number;
  date: string;
  present: readonly number[];
  absent: readonly number[];
  recordedBy: number;
  clientRef: string | null;
}

/**
 * Marks `present` and unmarks `absent` at the occurrence, in one transaction with one statement
 * each way. Idempotent: a person already recorded keeps their record (and who made it), a person
 * not recorded stays so, so the same write sent twice changes nothing the second time. A new
 * record is "attended" (the category every role has), recorded by the caller; each removal is on
 * the audit trail.
 */
export async function writeSheet(db: Db, write: SheetWrite): Promise<{ marked: number; unmarked: number }> {
  const { serviceId, date } = write;
  return db.transaction(async (tx) => {
    const marks = write.present.map((userId): Mark => ({ userId, serviceId, date, category: ATTENDED_CATEGORY }));
    const marked = await insertMarks(tx, marks, { kind: 'someone', personId: write.recordedBy }, write.clientRef);
    const unmarked = await removeMarks(tx, { serviceId, date }, write.absent, write.recordedBy);
    return { marked: marked.length, unmarked };
  });
}
