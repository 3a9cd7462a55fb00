// GET /api/church-settings and PUT (admins): whether members may still mark their own attendance
// without the door's code.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChurchSettings } from '@church/contracts/check-in';
import { http } from '@church/platform/http';
import { CHECK_IN_KEY } from './keys';

export function fetchChurchSettings(signal?: AbortSignal): Promise<ChurchSettings> {
  return http.get<{ data: ChurchSettings }>('/church-settings', { signal }).then((body) => body.data);
}

export const churchSettingsQuery = () =>
  queryOptions({ queryKey: [...CHECK_IN_KEY, 'church-settings'], queryFn: ({ signal }) => fetchChurchSettings(signal) });

export function useChurchSettings() {
  return useQuery(churchSettingsQuery());
}

export function saveChurchSettings(body: ChurchSettings): Promise<{ data: ChurchSettings; message?: string }> {
  return http.put('/church-settings', body);
}

export function useSaveChurchSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...CHECK_IN_KEY, 'save-church-settings'],
    mutationFn: saveChurchSettings,
    onSuccess: (answer) => queryClient.setQueryData(churchSettingsQuery().queryKey, answer.data),
  });
}
