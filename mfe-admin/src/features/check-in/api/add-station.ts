// POST /api/stations { name } (admins): a station waiting for its tablet, with its one-time pairing
// code (shown once: only its hash is kept); 422 on `name`.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { stationCreatedSchema, StationCreate } from '@church/contracts/stations';
import { http } from '@church/platform/http';
import { STATIONS_KEY } from './stations';

export type StationCreated = z.infer<typeof stationCreatedSchema>;

export function addStation(body: StationCreate): Promise<{ data: StationCreated; message?: string }> {
  return http.post('/stations', body);
}

export const addStationMutation = mutationOptions({
  mutationKey: [...STATIONS_KEY, 'add'],
  mutationFn: addStation,
  // The dialog shows a refusal on its field.
  meta: { silent: true },
  onSuccess: (_result, _body, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: STATIONS_KEY }),
});

export function useAddStation() {
  return useMutation(addStationMutation);
}
