import { WEEKDAYS, type Weekday } from './weekdays';

// Which services are held on a day: a recurring service matches by weekday
// name, a one-off by the same calendar day. Apart from the schemas (services.ts), so a page can
// list a day's services without loading zod.
interface ServiceLike {
  is_recurring: boolean;
  day_of_week: Weekday | null;
  service_date: string | null;
}

// Calendar day in local time for Date objects; 'YYYY-MM-DD' strings are taken as written.
function calendarDay(value: Date | string): string | null {
  if (typeof value === 'string') {
    const m = /^(\d{4}-\d{2}-\d{2})/.exec(value);
    return m ? m[1] : null;
  }
  if (Number.isNaN(value.getTime())) return null;
  const mm = String(value.getMonth() + 1).padStart(2, '0');
  const dd = String(value.getDate()).padStart(2, '0');
  return `${value.getFullYear()}-${mm}-${dd}`;
}

export function weekdayOf(value: Date | string): Weekday | null {
  const day = calendarDay(value);
  if (!day) return null;
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return Number.isNaN(date.getTime()) ? null : WEEKDAYS[date.getUTCDay()];
}

export function serviceMatchesDate(service: ServiceLike, date: Date | string): boolean {
  if (service.is_recurring) {
    return service.day_of_week != null && service.day_of_week === weekdayOf(date);
  }
  const day = calendarDay(date);
  return day !== null && service.service_date != null && calendarDay(service.service_date) === day;
}

export function servicesOn<T extends ServiceLike>(services: readonly T[], date: Date | string): T[] {
  return services.filter((s) => serviceMatchesDate(s, date));
}
