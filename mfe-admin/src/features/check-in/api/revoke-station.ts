// DELETE /api/stations/:id (admins): the tablet's credential stops working at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@church/platform/http';
import { STATIONS_KEY } from './stations';

export function revokeStation(id: number): Promise<{ message: string }> {
  return http.delete(`/stations/${id}`);
}

export function useRevokeStation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...STATIONS_KEY, 'revoke'],
    mutationFn: revokeStation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATIONS_KEY }),
  });
}
