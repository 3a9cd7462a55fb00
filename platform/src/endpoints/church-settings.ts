// GET /api/church-settings and PUT (admins): the church's own choices (members' marking without the
// door's code, how many days before a service its volunteers are reminded). The admin's check-in
// display and the teams page each show one of them; a save keeps the others as read.
import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ChurchSettings } from '@church/contracts/check-in';
import { http } from '@church/platform/http';

const CHURCH_SETTINGS_KEY = ['church-settings'] as const;

export function fetchChurchSettings(signal?: AbortSignal): Promise<ChurchSettings> {
  return http.get<{ data: ChurchSettings }>('/church-settings', { signal }).then((body) => body.data);
}

export const churchSettingsQuery = () => queryOptions({ queryKey: CHURCH_SETTINGS_KEY, queryFn: ({ signal }) => fetchChurchSettings(signal) });

export function useChurchSettings() {
  return useQuery(churchSettingsQuery());
}

export function saveChurchSettings(body: ChurchSettings): Promise<{ data: ChurchSettings; message?: string }> {
  return http.put('/church-settings', body);
}

export const saveChurchSettingsMutation = mutationOptions({
  mutationKey: [...CHURCH_SETTINGS_KEY, 'save'],
  mutationFn: saveChurchSettings,
  onSuccess: (answer, _body, _onMutateResult, { client }) => client.setQueryData(churchSettingsQuery().queryKey, answer.data),
});

export function useSaveChurchSettings() {
  return useMutation(saveChurchSettingsMutation);
}
