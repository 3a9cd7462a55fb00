// Which service a screen at the door shows the check-in code of. With several services open at
// once (a children's service beside the main one, two rooms), each room's screen picks its own;
// the choice lives in the URL (?service=) so a reload, or the screen's bookmark, keeps it. With
// no choice the API shows the service whose start is nearest.
import { useCallback } from 'react';
import type { CheckInOccurrence } from '@church/contracts/check-in-schemas';
import { formatChurchTime } from '@church/contracts/church-time';
import { useSearchParams } from '@church/platform/router';

export const SERVICE_PARAM = 'service';

export interface ServiceChoice {
  /** The service chosen in the URL; undefined when none is (or the parameter is not an id). */
  serviceId: number | undefined;
  /** Keeps a service in the URL; null goes back to the API's choice. */
  choose: (serviceId: number | null) => void;
}

export function useChosenService(): ServiceChoice {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(SERVICE_PARAM));
  const serviceId = Number.isInteger(raw) && raw >= 1 ? raw : undefined;
  const choose = useCallback(
    (id: number | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === null) next.delete(SERVICE_PARAM);
          else next.set(SERVICE_PARAM, String(id));
          return next;
        },
        // A screen's choice is a setting, not a place to go Back to.
        { replace: true },
      ),
    [setParams],
  );
  return { serviceId, choose };
}

/** GET /api/check-in/code's path, for the chosen service when there is one. */
export function checkInCodePath(serviceId: number | undefined): string {
  return serviceId === undefined ? '/check-in/code' : `/check-in/code?service_id=${serviceId}`;
}

/** The open services as a select's options: "Main Service, 10:00 AM". */
export function serviceChoiceOptions(open: readonly CheckInOccurrence[]): { value: string; label: string }[] {
  return open.map((o) => ({ value: String(o.service_id), label: `${o.name}, ${formatChurchTime(new Date(o.starts_at))}` }));
}
