// POST /api/stations/pair { pairing_code } (no sign-in): the code an admin's display showed works
// once and gives this tablet its own credential, kept in localStorage.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { stationPairedSchema } from '@church/contracts/stations';
import { http } from '@church/platform/http';
import { rememberStation } from '../hooks/useStationCredential';

export type StationPaired = z.infer<typeof stationPairedSchema>;

export async function pairStation(pairingCode: string): Promise<StationPaired> {
  const { data } = await http.post<{ data: StationPaired }>('/stations/pair', { pairing_code: pairingCode });
  rememberStation(data);
  return data;
}

export function usePairStation() {
  // The pairing form says what went wrong itself.
  return useMutation({ mutationKey: ['public', 'station', 'pair'], mutationFn: pairStation, meta: { silent: true } });
}
