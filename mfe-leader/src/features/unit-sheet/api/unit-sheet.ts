// GET /api/units/:id/attendance?service_id&date: the unit's roster (as the caller reaches it) at
// one service, each person with their record there and who made it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnitSheet } from '@church/contracts/unit-sheet';
import { http } from '@church/platform/http';
import { keptOnDevice } from '@church/platform/kept-queries';
import { sheetKey } from './keys';

export function fetchUnitSheet(unitId: number, serviceId: number, date: string, signal?: AbortSignal): Promise<UnitSheet> {
  return http.get<{ data: UnitSheet }>(`/units/${unitId}/attendance`, { query: { service_id: serviceId, date }, signal }).then((body) => body.data);
}

export const unitSheetQuery = (unitId: number, serviceId: number, date: string) =>
  queryOptions({
    queryKey: sheetKey(unitId, serviceId, date),
    queryFn: ({ signal }) => fetchUnitSheet(unitId, serviceId, date, signal),
    // Names and ticks only, kept for the leader: the sheet opens offline as last seen and ticks queue.
    ...keptOnDevice<UnitSheet>(),
  });

export function useUnitSheet(unitId: number, occurrence: { service_id: number; date: string } | undefined) {
  return useQuery({ ...unitSheetQuery(unitId, occurrence?.service_id ?? 0, occurrence?.date ?? ''), enabled: occurrence !== undefined });
}
