import { type AbsenceDays, coversDay } from '@church/contracts/absences';
import type { AttendanceRecord, OccurrenceJson } from '@church/contracts/attendance';
import { sinceJoined } from '@church/contracts/attendance-rules';
import { monthBounds } from '@church/contracts/church-time';
import { useMyAbsences } from '../api/absences';
import { useOccurrences } from '../api/occurrences';
import { useOwnRecords } from '../api/own-records';
import { useSummary } from '../api/summary';

export type OccurrenceStatus = 'Attended' | 'Missed' | 'Cancelled' | 'Open now' | 'Away' | 'Upcoming';

export interface MonthOccurrence extends OccurrenceJson {
  status: OccurrenceStatus;
  record: AttendanceRecord | null;
}

/**
 * What an occurrence is to this person: attended, missed, cancelled, open now, still to come, or
 * away (on a day of an absence they announced, so not expected of them; one they came to anyway
 * is attended, and one open now can still be marked).
 */
export function occurrenceStatus(occurrence: OccurrenceJson, record: AttendanceRecord | null, now: Date, absences: readonly AbsenceDays[]): OccurrenceStatus {
  if (occurrence.cancelled) return 'Cancelled';
  if (record) return 'Attended';
  if (occurrence.open) return 'Open now';
  if (coversDay(absences, occurrence.date)) return 'Away';
  return new Date(occurrence.starts_at) > now ? 'Upcoming' : 'Missed';
}

/** Who recorded the person's attendance for them (a leader, an admin), or null when they marked it themselves. */
export function recordedByOther(record: AttendanceRecord | null): string | null {
  return record && record.recorded_by !== record.user_id ? record.recorded_by_name : null;
}

/**
 * The month's occurrences with the person's status at each, and the loading state of the calls.
 * The absences are the person's own list (the absences card's query, so no second request): it
 * holds those of the last ABSENCE_PAST_DAYS, so an older month shows no absence.
 */
export function useMonthOccurrences(year: number, month: number) {
  const { first, last } = monthBounds(year, month);
  const occurrences = useOccurrences(first, last);
  const records = useOwnRecords(year, month);
  // The month's summary (the page's own query) says the day the person joined: services before it are not theirs, so they are not shown.
  const summary = useSummary(year, month);
  const absences = useMyAbsences();
  const now = new Date();
  const data =
    occurrences.data && records.data && absences.data && summary.data
      ? sinceJoined(occurrences.data, summary.data.joined_on).map((o): MonthOccurrence => {
          const record = records.data.find((r) => r.service_id === o.service_id && r.date === o.date) ?? null;
          return { ...o, record, status: occurrenceStatus(o, record, now, absences.data) };
        })
      : undefined;
  return {
    data,
    isError: occurrences.isError || records.isError || absences.isError || summary.isError,
    refetch: () => Promise.all([occurrences.refetch(), records.refetch(), absences.refetch(), summary.refetch()]),
  };
}
