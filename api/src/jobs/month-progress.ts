import { and, eq, isNull, sql } from 'drizzle-orm';
import { todayInChurch } from '@church/contracts/church-time';
import { pathTo } from '@church/contracts/site-map';
import type { Db } from '../db/client';
import { notificationPreferences, notifications, users } from '../db/schema';
import type { NewNotification } from '../notifications/notify';
import { summariesFor } from '../attendance/months';
import { churchHourOf } from './wording';

// On the first of each month, the members who asked for it (the kind is off by default, so only
// people with a preference row 'immediate' are read) hear how last month went: attended against
// their goal, the percentage and its level, as their attendance page shows them.

/** Made on the month's first day from this hour of the church's day. */
export const MONTH_PROGRESS_FROM_HOUR = 8;

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The month before the one `today` is in. */
export function previousMonth(today: string): { year: number; month: number } {
  const [year, month] = today.split('-').map(Number);
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

/** Last month's progress for each opted-in active person who has not had it yet; none before the 1st's hour. */
export async function buildMonthProgress(db: Db, now: Date): Promise<NewNotification[]> {
  const today = todayInChurch(now);
  if (!today.endsWith('-01') || churchHourOf(now) < MONTH_PROGRESS_FROM_HOUR) return [];
  const { year, month } = previousMonth(today);
  const subject = `month:${year}-${String(month).padStart(2, '0')}`;
  const people = await db
    .select({ id: users.id })
    .from(notificationPreferences)
    .innerJoin(users, eq(users.id, notificationPreferences.userId))
    .where(and(
      eq(notificationPreferences.kind, 'month_progress'),
      eq(notificationPreferences.delivery, 'immediate'),
      isNull(users.deactivatedAt),
      sql`not exists (select 1 from ${notifications} n where n.kind = 'month_progress' and n.user_id = ${users.id} and n.subject = ${subject} and n.day = ${today}::date)`,
    ));
  const out: NewNotification[] = [];
  for (const { id } of people) {
    const [summary] = await summariesFor(db, id, [{ year, month }], now);
    // A month with nothing expected of them has no progress to tell.
    if (summary.goal === 0) continue;
    const monthName = `${MONTH_NAMES[month - 1]} ${year}`;
    out.push({
      userId: id,
      kind: 'month_progress',
      subject,
      day: today,
      title: `Your ${monthName}: ${summary.percentage}%, ${summary.level}`,
      body: `In ${monthName} you came to ${summary.attended} ${summary.attended === 1 ? 'service' : 'services'}, and your goal was ${summary.goal}: ${summary.percentage}%, ${summary.level}.\n\n${summary.message}\n\nYour attendance page has the month in full, and this month's goal.`,
      link: pathTo('members', 'attendance'),
    });
  }
  return out;
}
