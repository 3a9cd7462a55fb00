// The station's own requests: `http` with the station's credential in place of any session (a
// tablet an admin also signed in on still speaks as the station). A 401 means the credential was
// revoked: the tablet forgets it and shows the pairing screen with the reason.
import { http, HttpError, type RequestOptions } from '@church/platform/http';
import { stationAuthHeaders } from '@church/platform/station-credential';
import { forgetStation, REVOKED_MESSAGE } from '../hooks/useStationCredential';

export async function stationGet<T>(path: string, options: Omit<RequestOptions, 'headers'> = {}): Promise<T> {
  const headers = stationAuthHeaders();
  if (!headers) throw new HttpError(401, null, 'This tablet is not paired as a station.');
  try {
    return await http.get<T>(path, { ...options, headers });
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) forgetStation(REVOKED_MESSAGE);
    throw error;
  }
}
