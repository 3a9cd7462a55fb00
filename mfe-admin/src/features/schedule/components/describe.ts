import type { OccurrenceJson, ScheduleService } from '@church/contracts/attendance';
import { formatChurchDate, formatChurchTime, weekdayOf } from '@church/contracts/church-time';

/** "Every Sunday", or a one-off's date ("Dec 24, 2026"). */
export function describeWhen(service: Pick<ScheduleService, 'is_recurring' | 'day_of_week' | 'service_date'>): string {
  if (service.is_recurring) return service.day_of_week ? `Every ${service.day_of_week}` : 'Every week';
  return service.service_date ? formatChurchDate(service.service_date) : 'No date';
}

/** "Sunday, Mar 2, 2025": an occurrence's day. */
export function describeDay(occurrence: Pick<OccurrenceJson, 'date'>): string {
  return `${weekdayOf(occurrence.date)}, ${formatChurchDate(occurrence.date)}`;
}

/** "8:00 AM": an occurrence's start on the church's clock. */
export function describeStart(occurrence: Pick<OccurrenceJson, 'starts_at'>): string {
  return formatChurchTime(new Date(occurrence.starts_at));
}
