import type { AttendanceRecord, OccurrenceJson } from '@church/contracts/attendance';
import { monthBounds } from '@church/contracts/church-time';
import { useOccurrences } from '../api/occurrences';
import { useOwnRecords } from '../api/own-records';

export type OccurrenceStatus = 'Attended' | 'Missed' | 'Cancelled' | 'Open now' | 'Upcoming';

export interface MonthOccurrence extends OccurrenceJson {
  status: OccurrenceStatus;
  record: AttendanceRecord | null;
}

/** What an occurrence is to this person: attended, missed, cancelled, open now or still to come. */
export function occurrenceStatus(occurrence: OccurrenceJson, record: AttendanceRecord | null, now: Date): OccurrenceStatus {
  if (occurrence.cancelled) return 'Cancelled';
  if (record) return 'Attended';
  if (occurrence.open) return 'Open now';
  return new Date(occurrence.starts_at) > now ? 'Upcoming' : 'Missed';
}

/** Who recorded the person's attendance for them (a leader, an admin), or null when they marked it themselves. */
export function recordedByOther(record: AttendanceRecord | null): string | null {
  return record && record.recorded_by !== record.user_id ? record.recorded_by_name : null;
}

/** The month's occurrences with the person's status at each, and the loading state of both calls. */
export function useMonthOccurrences(year: number, month: number) {
  const { first, last } = monthBounds(year, month);
  const occurrences = useOccurrences(first, last);
  const records = useOwnRecords(year, month);
  const now = new Date();
  const data =
    occurrences.data && records.data
      ? occurrences.data.map((o): MonthOccurrence => {
          const record = records.data.find((r) => r.service_id === o.service_id && r.date === o.date) ?? null;
          return { ...o, record, status: occurrenceStatus(o, record, now) };
        })
      : undefined;
  return {
    data,
    isError: occurrences.isError || records.isError,
    refetch: () => Promise.all([occurrences.refetch(), records.refetch()]),
  };
}
