import { z } from 'zod';
import { WEEKDAYS } from './weekdays';

// Services: a recurring service matches by weekday name, a one-off by the
// same calendar day.
export { WEEKDAYS, type Weekday } from './weekdays';
export { servicesOn, serviceMatchesDate, weekdayOf } from './service-days';

export const serviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_recurring: z.boolean(),
  day_of_week: z.enum(WEEKDAYS).nullable(),
  service_date: z.string().nullable(),
  start_time: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

export const serviceListResponseSchema = z.object({ data: z.array(serviceSchema) });
