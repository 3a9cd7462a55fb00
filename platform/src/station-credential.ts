// A paired station's credential: a door tablet holds it instead of anyone's session, in this
// browser's localStorage, until the admin revokes it or the station is unpaired here.

export const STATION_STORAGE_KEY = 'station-credential';

export interface StationCredential {
  token: string;
  station: { id: number; name: string };
}

export function readStationCredential(): StationCredential | null {
  try {
    const raw = globalThis.localStorage?.getItem(STATION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StationCredential>;
    if (typeof parsed.token !== 'string' || !parsed.token || typeof parsed.station?.id !== 'number') return null;
    return { token: parsed.token, station: { id: parsed.station.id, name: String(parsed.station.name ?? '') } };
  } catch {
    return null;
  }
}

export function saveStationCredential(credential: StationCredential): void {
  globalThis.localStorage?.setItem(STATION_STORAGE_KEY, JSON.stringify(credential));
}

export function clearStationCredential(): void {
  globalThis.localStorage?.removeItem(STATION_STORAGE_KEY);
}

/** The header a station request carries (`http`'s `headers` option); null when unpaired. */
export function stationAuthHeaders(): { Authorization: string } | null {
  const credential = readStationCredential();
  return credential ? { Authorization: `Station ${credential.token}` } : null;
}
