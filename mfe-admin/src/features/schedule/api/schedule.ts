// GET /api/services/schedule: every service, inactive ones too (active ones first).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduleService } from '@church/contracts/attendance';
import { http } from '@church/platform/http';
import { SCHEDULE_KEY } from './keys';

export function fetchSchedule(signal?: AbortSignal): Promise<ScheduleService[]> {
  return http.get<{ data: ScheduleService[] }>('/services/schedule', { signal }).then((body) => body.data);
}

export const scheduleQuery = queryOptions({ queryKey: [...SCHEDULE_KEY, 'services'], queryFn: ({ signal }) => fetchSchedule(signal) });

export function useSchedule() {
  return useQuery(scheduleQuery);
}
