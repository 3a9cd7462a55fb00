// GET /api/church-settings and PUT (admins): whether members may still mark their own attendance
// without the door's code.
import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
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

export const saveChurchSettingsMutation = mutationOptions({
  mutationKey: [...CHECK_IN_KEY, 'save-church-settings'],
  mutationFn: saveChurchSettings,
  onSuccess: (answer, _body, _onMutateResult, { client }) => client.setQueryData(churchSettingsQuery().queryKey, answer.data),
});

export function useSaveChurchSettings() {
  return useMutation(saveChurchSettingsMutation);
}
