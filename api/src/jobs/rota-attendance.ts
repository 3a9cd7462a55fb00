import { recordServingAsAttending } from '../rotas/serving-attendance';
import type { JobContext, JobDefinition } from './registry';

// Serving counts as attending (rotas/serving-attendance.ts): each run records the accepted places
// of the services whose marking window has closed and that no run has settled yet.

export async function runRotaAttendance(ctx: JobContext): Promise<void> {
  const made = await recordServingAsAttending(ctx.db, ctx.now);
  if (made > 0) ctx.log.info({ made }, 'serving recorded as attending');
}

// Every quarter of an hour: a service's servers are recorded within 15 minutes of its window closing.
export const ROTA_ATTENDANCE_JOBS: JobDefinition[] = [{ name: 'rota-attendance', cron: '*/15 * * * *', run: runRotaAttendance }];
