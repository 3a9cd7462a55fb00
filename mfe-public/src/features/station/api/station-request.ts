// The station's own requests: `http` with the station's credential in place of any session (a
// tablet an admin also signed in on still speaks as the station). A 401 means the credential was
// revoked: the tablet forgets it and shows the pairing screen with the reason.
import { http, HttpError, type RequestOptions } from '@church/platform/http';
import { stationAuthHeaders } from '@church/platform/station-credential';
import { forgetStation, REVOKED_MESSAGE } from '../hooks/useStationCredential';

type Options = Omit<RequestOptions, 'headers'>;

async function asStation<T>(send: (headers: { Authorization: string }) => Promise<T>): Promise<T> {
  const headers = stationAuthHeaders();
  if (!headers) throw new HttpError(401, null, 'This tablet is not paired as a station.');
  try {
    return await send(headers);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) forgetStation(REVOKED_MESSAGE);
    throw error;
  }
}

export function stationGet<T>(path: string, options: Options = {}): Promise<T> {
  return asStation((headers) => http.get<T>(path, { ...options, headers }));
}

/** A removal sent now, never kept for later (an Undo means nothing once its minute has passed). */
export function stationDelete<T>(path: string, options: Options = {}): Promise<T> {
  return asStation((headers) => http.delete<T>(path, { ...options, headers }));
}
