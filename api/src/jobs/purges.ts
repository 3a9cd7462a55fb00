import { purgeEndedSessions } from '../auth/sessions';
import { purgeLoginFailures } from '../auth/login-throttle';
import { purgeEndedRateLimits } from '../http/rate-limit-store';
import { purgeFinishedMail } from '../mail/queue';
import { purgeOldImports } from './import-purges';
import type { JobDefinition } from './registry';

// Rows that have ended are deleted every hour, once across every API instance: sessions expired
// or idle for a week, ended runs of failed sign-ins, ended rate-limit windows, and mail sent or
// dropped a week ago. Nothing reads them once they have ended, so an hour late costs nothing.
const HOURLY = '17 * * * *';

export const PURGE_JOBS: JobDefinition[] = [
  { name: 'purge-ended-sessions', cron: HOURLY, run: async (ctx) => void (await purgeEndedSessions(ctx.db, ctx.now)) },
  { name: 'purge-sign-in-failures', cron: HOURLY, run: async (ctx) => void (await purgeLoginFailures(ctx.db, ctx.now, ctx.settings.loginThrottle)) },
  { name: 'purge-rate-limit-windows', cron: HOURLY, run: async (ctx) => void (await purgeEndedRateLimits(ctx.db)) },
  { name: 'purge-finished-mail', cron: HOURLY, run: (ctx) => purgeFinishedMail(ctx.db, ctx.now) },
  { name: 'purge-old-imports', cron: HOURLY, run: (ctx) => purgeOldImports(ctx.db, ctx.now, ctx.settings.importReportDays) },
];
