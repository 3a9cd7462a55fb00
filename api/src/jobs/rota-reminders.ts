import { readChurchSettings } from '../church-settings/settings';
import { remindServing } from '../rotas/reminders';
import type { JobContext, JobDefinition } from './registry';
import { churchHourOf } from './wording';

// The reminder to serve, the church's setting `rota_reminder_days` days before the service (0:
// none), from ROTA_REMINDERS_FROM_HOUR on the church's clock.

/** Reminders go from this hour of the church's day; earlier runs make nothing. */
export const ROTA_REMINDERS_FROM_HOUR = 8;

export async function runRotaReminders(ctx: JobContext): Promise<void> {
  if (churchHourOf(ctx.now) < ROTA_REMINDERS_FROM_HOUR) return;
  const { rota_reminder_days: days } = await readChurchSettings(ctx.db);
  if (days === 0) return;
  const made = await remindServing(ctx.db, ctx.now, days);
  if (made > 0) {
    ctx.log.info({ made }, 'rota reminders made');
    await ctx.kickMail();
  }
}

// Hourly from 08:00 to 21:00: each run reminds what is due and not reminded yet.
export const ROTA_REMINDER_JOBS: JobDefinition[] = [{ name: 'rota-reminders', cron: '0 8-21 * * *', run: runRotaReminders }];
