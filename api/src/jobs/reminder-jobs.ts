import { type NewNotification, notify } from '../notifications/notify';
import { buildFollowUpReminders } from './follow-up-due';
import { buildMonthProgress } from './month-progress';
import type { JobContext, JobDefinition } from './registry';
import { buildUnitAbsenceNotifications } from './unit-absences';
import { buildWeeklySummaries } from './weekly-summary';

// The reminders and digests on their schedules (cron in the church's time zone). Each run makes
// what is due and not made yet, so a run missed while the API was down is caught up by the next
// one within the day; each build also checks its own hour, so the rule holds whoever runs it.

/** Stores what a build made and, when anything is new, has its mail sent now. */
async function store(ctx: JobContext, build: (ctx: JobContext) => Promise<NewNotification[]>): Promise<void> {
  const made = await notify(ctx.db, await build(ctx));
  if (made.length > 0) {
    ctx.log.info({ made: made.length }, 'notifications made');
    await ctx.kickMail();
  }
}

export const REMINDER_JOBS: JobDefinition[] = [
  // Hourly from 08:00: the day's reminder to each assignee of follow-ups overdue or due today.
  { name: 'follow-up-due', cron: '0 8-23 * * *', run: (ctx) => store(ctx, () => buildFollowUpReminders(ctx.db, ctx.now, ctx.settings.followUpOverdueDays)) },
  // Every quarter of an hour: the leaders' lists for today's services whose marking has closed.
  { name: 'unit-absences', cron: '*/15 * * * *', run: (ctx) => store(ctx, () => buildUnitAbsenceNotifications(ctx.db, ctx.now)) },
  // Mondays, hourly from 07:00: the admins' summary of last week.
  { name: 'weekly-summary', cron: '0 7-23 * * 1', run: (ctx) => store(ctx, () => buildWeeklySummaries(ctx.db, ctx.now, ctx.settings.followUpOverdueDays)) },
  // The first of each month, hourly from 08:00: last month's progress for those who asked for it.
  { name: 'month-progress', cron: '0 8-23 1 * *', run: (ctx) => store(ctx, () => buildMonthProgress(ctx.db, ctx.now)) },
];
