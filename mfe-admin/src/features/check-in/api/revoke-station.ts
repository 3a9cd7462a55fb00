// DELETE /api/stations/:id (admins): the tablet's credential stops working at once.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '@church/platform/http';
import { STATIONS_KEY } from './stations';

export function revokeStation(id: number): Promise<{ message: string }> {
  return http.delete(`/stations/${id}`);
}

export const revokeStationMutation = mutationOptions({
  mutationKey: [...STATIONS_KEY, 'revoke'],
  mutationFn: revokeStation,
  onSuccess: (_result, _id, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: STATIONS_KEY }),
});

export function useRevokeStation() {
  return useMutation(revokeStationMutation);
}
