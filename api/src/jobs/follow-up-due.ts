import { sql } from 'drizzle-orm';
import { formatChurchDate, todayInChurch } from '@church/contracts/church-time';
import { pathTo } from '@church/contracts/site-map';
import { fullName } from '@church/contracts/user';
import type { Db } from '../db/client';
import { firstTimers, followUps, users } from '../db/schema';
import { rawRows } from '../db/sql-helpers';
import type { NewNotification } from '../notifications/notify';
import { overdueSql, type Settings } from '../follow-ups/follow-ups';
import { churchHourOf, countOf } from './wording';

// The daily reminder to each assignee: their open follow-ups that are overdue (contracts'
// isOverdue) or whose next contact is today. One notification per assignee and day lists all
// of them, so a person holding twenty visitors gets one mail a day, not twenty.

/** The reminders start at this hour of the church's day; earlier runs make nothing. */
export const FOLLOW_UP_DUE_FROM_HOUR = 8;
/** The notification's subject: one per assignee and day (the day is in the notification's key). */
export const FOLLOW_UP_DUE_SUBJECT = 'follow_ups:due';

interface DueRow {
  assignee_id: number;
  first_timer_id: number;
  first_name: string;
  last_name: string;
  next_contact_on: string | null;
  overdue: boolean;
}

/** Every open, assigned follow-up that is overdue or due today, by assignee, overdue first. */
export function dueFollowUps(db: Db, settings: Settings): Promise<DueRow[]> {
  return rawRows<DueRow>(db, sql`
    select ${followUps.assignedTo} as assignee_id, ${firstTimers.id} as first_timer_id, ${firstTimers.firstName} as first_name,
      ${firstTimers.lastName} as last_name, ${followUps.nextContactOn}::text as next_contact_on, ${overdueSql(settings)} as overdue
    from ${followUps}
    join ${firstTimers} on ${firstTimers.id} = ${followUps.firstTimerId}
    join ${users} on ${users.id} = ${followUps.assignedTo}
    where ${users.deactivatedAt} is null and ${firstTimers.erasedAt} is null
      and (${overdueSql(settings)} or (${followUps.status} not in ('Integrated', 'Opt-out') and ${followUps.nextContactOn} = ${settings.today}::date))
    order by 1, 6 desc, ${followUps.nextContactOn} asc nulls last, ${firstTimers.firstVisitOn}, ${firstTimers.id}`);
}

function reminderLine(row: DueRow, today: string): string {
  const name = fullName(row.first_name, row.last_name);
  if (row.next_contact_on === today) return `${name}: next contact planned for today`;
  if (row.next_contact_on !== null && row.next_contact_on < today) return `${name}: next contact was planned for ${formatChurchDate(row.next_contact_on)}`;
  return `${name}: not contacted yet since their first visit`;
}

/** One reminder per assignee listing their due follow-ups (at most 10 named, then how many more). */
export function followUpDueNotifications(rows: readonly DueRow[], today: string): NewNotification[] {
  const byAssignee = new Map<number, DueRow[]>();
  for (const row of rows) byAssignee.set(row.assignee_id, [...(byAssignee.get(row.assignee_id) ?? []), row]);
  return [...byAssignee].map(([userId, due]) => {
    const one = due.length === 1 ? due[0] : null;
    const lines = due.slice(0, 10).map((row) => `- ${reminderLine(row, today)}`);
    if (due.length > 10) lines.push(`- and ${due.length - 10} more on your dashboard`);
    return {
      userId,
      kind: 'follow_up_due',
      subject: FOLLOW_UP_DUE_SUBJECT,
      day: today,
      title: one
        ? `${fullName(one.first_name, one.last_name)} is waiting to hear from you`
        : `${countOf(due.length, 'visitor')} are waiting to hear from you`,
      body: `${one ? 'A follow-up of yours needs' : 'Some of your follow-ups need'} a contact today:\n${lines.join('\n')}\n\nThank you for reaching out. Record each contact on the visitor's page, and this reminder stops.`,
      link: one ? pathTo('members', 'firstTimer', { id: one.first_timer_id }) : pathTo('members', 'dashboard'),
    };
  });
}

/** The day's reminders as of `now`: none before the reminders' hour. */
export async function buildFollowUpReminders(db: Db, now: Date, overdueDays: number): Promise<NewNotification[]> {
  if (churchHourOf(now) < FOLLOW_UP_DUE_FROM_HOUR) return [];
  const today = todayInChurch(now);
  return followUpDueNotifications(await dueFollowUps(db, { today, overdueDays }), today);
}
