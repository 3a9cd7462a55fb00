// Announced absences: a member says "I'll be away from … to …". The words and rules the pages
// and the API share, free of zod (the request schemas are in absence-schemas.ts).
import { addDays, formatChurchDate } from '@church/contracts/church-time';

export const ABSENCE_REASONS = ['travel', 'illness', 'work', 'other'] as const;
export type AbsenceReason = (typeof ABSENCE_REASONS)[number];

export const ABSENCE_REASON_LABELS: Record<AbsenceReason, string> = {
  travel: 'Travel',
  illness: 'Illness',
  work: 'Work',
  other: 'Other',
};

/** An absence lasts at most this many days, both ends included: a longer one is a break from church, not an absence. */
export const ABSENCE_MAX_DAYS = 366;
/** It may start up to this many days ago, so that someone ill last Sunday can still say so. */
export const ABSENCE_MAX_DAYS_BACK = 31;
/** It may start at most this many days ahead. */
export const ABSENCE_MAX_DAYS_AHEAD = 366;
/**
 * A person has at most this many absences not yet over (ending today or later): enough for every
 * trip of a year, few enough that the figures that read them stay cheap.
 */
export const ABSENCE_MAX_CURRENT = 10;
/** A member's list shows the absences ended in this many days past (older ones are history). */
export const ABSENCE_PAST_DAYS = 90;
/** The roster shows an absence from this many days before it starts. */
export const AWAY_SOON_DAYS = 14;

/** An announced absence as the API answers it. */
export interface Absence {
  id: number;
  user_id: number;
  /** 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
  reason: AbsenceReason | null;
  /** Who recorded it: the member, or the leader or admin who did it for them (null once that account is gone). */
  recorded_by: number | null;
  recorded_by_name: string | null;
  created_at: string;
}

/** The days of an absence, as the roster and the lists need them. */
export type AbsenceDays = Pick<Absence, 'from' | 'to'>;

/** Whether any of the absences covers the day. */
export const coversDay = (absences: readonly AbsenceDays[], day: string): boolean => absences.some((a) => a.from <= day && day <= a.to);

/** The number of days from `from` to `to`, both included. */
export function daysInclusive(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The field errors of an absence's days, by field ({} when it may be recorded), against the church's today. */
export function absenceDayErrors(from: string, to: string, today: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const earliest = addDays(today, -ABSENCE_MAX_DAYS_BACK);
  const latest = addDays(today, ABSENCE_MAX_DAYS_AHEAD);
  if (from < earliest) errors.from = [`From may be at most ${ABSENCE_MAX_DAYS_BACK} days ago (${formatChurchDate(earliest)} or later)`];
  else if (from > latest) errors.from = [`From may be at most a year ahead (${formatChurchDate(latest)} or earlier)`];
  if (to < from) errors.to = ['To must be on or after From'];
  else if (daysInclusive(from, to) > ABSENCE_MAX_DAYS) errors.to = [`An absence lasts at most ${ABSENCE_MAX_DAYS} days`];
  return errors;
}

/**
 * The absence the roster shows for a person: the one covering `today` that ends last, else the
 * next to start within AWAY_SOON_DAYS; null when there is none.
 */
export function awayNow<T extends AbsenceDays>(absences: readonly T[], today: string): T | null {
  const current = absences.filter((a) => a.from <= today && today <= a.to).sort((a, b) => (a.to < b.to ? 1 : -1))[0];
  if (current) return current;
  const soon = addDays(today, AWAY_SOON_DAYS);
  return absences.filter((a) => a.from > today && a.from <= soon).sort((a, b) => (a.from < b.from ? -1 : 1))[0] ?? null;
}

/** "Away until Dec 12, 2026" (or "Away from Dec 1 to Dec 12, 2026" before it starts), with the reason when it is given. */
export function awayText(away: AbsenceDays & { reason?: AbsenceReason | null }, today: string): string {
  const when = away.from <= today ? `Away until ${formatChurchDate(away.to)}` : `Away from ${formatChurchDate(away.from)} to ${formatChurchDate(away.to)}`;
  return away.reason ? `${when} (${ABSENCE_REASON_LABELS[away.reason].toLowerCase()})` : when;
}

/** An absence's days as the lists say them: "Dec 1, 2026" or "Dec 1, 2026 to Dec 12, 2026". */
export const absenceDays = (a: AbsenceDays): string => (a.from === a.to ? formatChurchDate(a.from) : `${formatChurchDate(a.from)} to ${formatChurchDate(a.to)}`);

/** One line of a list of absences: when (over, under way or coming), the reason, and who recorded it for the person. */
export function absenceText(a: Pick<Absence, 'from' | 'to' | 'reason' | 'recorded_by_name'>, today: string): string {
  const when = a.to < today ? `${absenceDays(a)} (over)` : a.from <= today ? awayText({ from: a.from, to: a.to }, today) : absenceDays(a);
  const reason = a.reason ? ` · ${ABSENCE_REASON_LABELS[a.reason]}` : '';
  const by = a.recorded_by_name ? ` · recorded by ${a.recorded_by_name}` : '';
  return `${when}${reason}${by}`;
}

/** The id of the absences' card on a person's page: the roster's "Away …" badge links to it. */
export const AWAY_CARD_ID = 'away';

/** What the absence form holds: an empty reason is none given. */
export interface AbsenceFormValues {
  from: string;
  to: string;
  reason: AbsenceReason | '';
}

/** The goal's rule for announced absences, said to the member beside their goal and in the absences form. */
export const ABSENCE_GOAL_RULE =
  'Services while you are away are not expected of you: they leave the month’s expected count, your goal is at most what is left, and a service you come to anyway still counts.';
/** Who sees an absence, said in the form that records it. */
export const ABSENCE_VISIBILITY = 'Your unit leaders and the church’s admins see the dates and the reason; the reason is optional.';
/** The same rule, said to a leader or an admin recording an absence for someone. */
export const RECORDED_ABSENCE_RULE =
  'Services while they are away are not expected of them, and they leave the absent list. They see who recorded it and may take it back.';
/** The absent and slipping lists' rule, said under each. */
export const ABSENCE_LISTS_RULE = 'Services during an absence the member announced are not counted as missed.';

export const ABSENCE_RECORDED_MESSAGE = 'Absence recorded.';
/** Said when a new absence overlapped or touched one already recorded: the two are now one. */
export const absenceJoinedMessage = (joined: AbsenceDays): string => `Absence recorded, joined with the one it meets: away ${absenceDays(joined)}.`;
/** The 429 of the absence-writing routes, given the wait. */
export const absenceWritesLimitedMessage = (after: string): string => `Many absences were recorded or taken back in a short while. Please wait ${after} and try again.`;
/** The refusal of one absence too many. */
export const ABSENCE_CAP_MESSAGE = `A person may have at most ${ABSENCE_MAX_CURRENT} absences coming up or under way: take one back, or change its days, before recording another.`;
/** The refusal of an absence that, joined with those it meets, would be too long. */
export const absenceJoinedTooLongMessage = (joined: AbsenceDays): string =>
  `Joined with the absence it meets, this would be ${absenceDays(joined)}: an absence lasts at most ${ABSENCE_MAX_DAYS} days`;
export const ABSENCE_TAKEN_BACK_MESSAGE = 'Absence taken back.';
export const NO_ABSENCE_MESSAGE = 'No absence with this id.';
