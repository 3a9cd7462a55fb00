import { useEffect, useState } from 'react';
import type { CheckInCode } from '../api/check-in-code';

/**
 * Asked again this long after the code's slot ends. The code just replaced is still accepted for a
 * whole slot, so the shown code never stops working; asking before the end would only get it back.
 */
export const REFRESH_DELAY_MS = 250;
/** With no service open, how often the screen asks whether one has opened. */
export const NONE_OPEN_POLL_MS = 60_000;
/** When a refresh got no answer, how long before the next try. */
export const RETRY_MS = 10_000;
// A code's life as this device's clock measures it, whatever its clock says: a tablet set a few
// minutes wrong must neither ask every second nor keep a dead code for hours.
const MIN_LIFE_MS = 5_000;
const MAX_LIFE_MS = 10 * 60_000;

export interface CodeClock {
  /** Seconds until the shown code expires; null while there is no code. */
  secondsLeft: number | null;
}

interface Answer {
  data: CheckInCode | null | undefined;
  /** When the answer came (react-query's dataUpdatedAt). */
  receivedAt: number;
  /** When the last try failed (react-query's errorUpdatedAt). */
  failedAt: number;
  refetch: () => unknown;
}

/** The instant (this device's clock) the shown code expires. */
export function deadlineOf(code: CheckInCode, receivedAt: number): number {
  const life = Math.min(MAX_LIFE_MS, Math.max(MIN_LIFE_MS, Date.parse(code.expires_at) - receivedAt));
  return receivedAt + life;
}

/**
 * Counts the shown code down each second and asks for the next one as it expires (or
 * once a minute while no service is open). One timer at a time, cleared when the page closes:
 * the screen runs for hours.
 */
export function useCodeRefresh({ data, receivedAt, failedAt, refetch }: Answer): CodeClock {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (data === undefined) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = (ms: number, then: () => void) => {
      timer = setTimeout(then, Math.max(0, ms));
    };
    // Its answer, or its failure, restarts this effect (with a new timer).
    const ask = () => void refetch();
    if (data === null) {
      wait(NONE_OPEN_POLL_MS, ask);
      return () => clearTimeout(timer);
    }
    const refreshAt = deadlineOf(data, receivedAt) + REFRESH_DELAY_MS;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      // After a failed try, the next one waits a little rather than asking in a loop.
      if (at >= refreshAt) return failedAt > receivedAt ? wait(RETRY_MS, ask) : ask();
      // Next whole second, or the refresh if sooner.
      wait(Math.min(1_000 - (at % 1_000), refreshAt - at), tick);
    };
    wait(0, tick);
    return () => clearTimeout(timer);
  }, [data, receivedAt, failedAt, refetch]);

  if (!data) return { secondsLeft: null };
  return { secondsLeft: Math.max(0, Math.ceil((deadlineOf(data, receivedAt) - now) / 1_000)) };
}
