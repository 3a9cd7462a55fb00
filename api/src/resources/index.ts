import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsRoutes } from './analytics/routes';
import { attendanceRoutes } from './attendance/routes';
import { auditLogRoutes } from './audit-log/routes';
import { authRoutes } from './auth/routes';
import { avatarRoutes } from './avatars/routes';
import { checkInRoutes } from './check-in/routes';
import { checkInsRoutes } from './check-ins/routes';
import { churchSettingRoutes } from './church-settings/routes';
import { eventRoutes } from './events/routes';
import { firstTimerRoutes } from './first-timers/routes';
import { followUpFeedbackRoutes } from './follow-up-feedback/routes';
import { formRoutes } from './forms/routes';
import { healthRoutes } from './health/routes';
import { importRoutes } from './imports/routes';
import { meRoutes } from './me/routes';
import { memberRoutes } from './members/routes';
import { notificationRoutes } from './notifications/routes';
import { rotaRoutes } from './rota/routes';
import { rotaCalendarRoutes } from './rota-calendar/routes';
import { serviceRoutes } from './services/routes';
import { stationRoutes } from './station/routes';
import { stationAdminRoutes } from './stations/routes';
import { householdRoutes } from './households/routes';
import { teamRoutes } from './teams/routes';
import { unitRoutes } from './units/routes';

export interface Resource {
  /** The URL every route of the resource starts with (after /api); its routes are written relative to it. */
  prefix: string;
  routes: FastifyPluginAsyncZod;
}

// Every resource, registered under /api by app.ts. A route lives in the folder of its URL: GET
// /api/units/:id is `app.get('/:id')` in units/routes.ts, and the prefix itself is `''` (not
// '/', which would register a trailing-slash twin). A route file may import another resource's
// queries module. A new resource is a folder here (routes.ts, queries.ts, routes.test.ts) plus
// one line in this list and its rows in http/permissions.test.ts.
export const resources: Resource[] = [
  { prefix: '/health', routes: healthRoutes },
  // Signing in, up and out: /login, /register, /logout, /forgot-password, /reset-password.
  { prefix: '', routes: authRoutes },
  { prefix: '/me', routes: meRoutes },
  { prefix: '/services', routes: serviceRoutes },
  { prefix: '/members', routes: memberRoutes },
  { prefix: '/forms', routes: formRoutes },
  { prefix: '/first-timers', routes: firstTimerRoutes },
  { prefix: '/follow-up-feedback', routes: followUpFeedbackRoutes },
  { prefix: '/attendance', routes: attendanceRoutes },
  { prefix: '/units', routes: unitRoutes },
  { prefix: '/teams', routes: teamRoutes },
  { prefix: '/households', routes: householdRoutes },
  { prefix: '/rota', routes: rotaRoutes },
  { prefix: '/rota/calendar', routes: rotaCalendarRoutes },
  { prefix: '/events', routes: eventRoutes },
  { prefix: '/avatars', routes: avatarRoutes },
  { prefix: '/analytics', routes: analyticsRoutes },
  { prefix: '/notifications', routes: notificationRoutes },
  { prefix: '/imports', routes: importRoutes },
  { prefix: '/audit-log', routes: auditLogRoutes },
  { prefix: '/stations', routes: stationAdminRoutes },
  { prefix: '/station', routes: stationRoutes },
  { prefix: '/check-in', routes: checkInRoutes },
  { prefix: '/check-ins', routes: checkInsRoutes },
  { prefix: '/church-settings', routes: churchSettingRoutes },
];
