import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsRoutes } from './analytics/routes';
import { attendanceRoutes } from './attendance/routes';
import { authRoutes } from './auth/routes';
import { avatarRoutes } from './avatars/routes';
import { eventRoutes } from './events/routes';
import { firstTimerRoutes } from './first-timers/routes';
import { formRoutes } from './forms/routes';
import { healthRoutes } from './health/routes';
import { meRoutes } from './me/routes';
import { memberRoutes } from './members/routes';
import { serviceRoutes } from './services/routes';
import { unitRoutes } from './units/routes';

// Every resource's routes, registered under /api by app.ts. A new resource is a folder here
// (routes.ts, queries.ts, routes.test.ts) plus one line in this list and its rows in
// http/permissions.test.ts.
export const resourceRoutes: FastifyPluginAsyncZod[] = [
  healthRoutes,
  authRoutes,
  meRoutes,
  serviceRoutes,
  memberRoutes,
  formRoutes,
  firstTimerRoutes,
  attendanceRoutes,
  unitRoutes,
  eventRoutes,
  avatarRoutes,
  analyticsRoutes,
];
