import { useCallback, useSyncExternalStore } from 'react';
import type { ServiceChoice } from '@church/platform/check-in-service-choice';

// The service a station checks people into, chosen on the tablet when several are open (a
// children's service beside the main one) and kept on it, per station, so a reload or next week's
// service at the same door keeps the choice. Without one, the API's pick (the nearest start).

const keyOf = (stationId: number) => `church.station.${stationId}.service`;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function readChoice(stationId: number): number | undefined {
  const raw = Number(globalThis.localStorage?.getItem(keyOf(stationId)));
  return Number.isInteger(raw) && raw >= 1 ? raw : undefined;
}

/** The station's chosen service (the same shape as a display's choice in the URL). */
export function useStationService(stationId: number): ServiceChoice {
  const serviceId = useSyncExternalStore(subscribe, () => readChoice(stationId), () => undefined);
  const choose = useCallback(
    (id: number | null) => {
      if (id === null) localStorage.removeItem(keyOf(stationId));
      else localStorage.setItem(keyOf(stationId), String(id));
      for (const listener of listeners) listener();
    },
    [stationId],
  );
  return { serviceId, choose };
}
