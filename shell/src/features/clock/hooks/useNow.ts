import { useEffect, useState } from 'react';

// The clock ticks every second.
export const CLOCK_TICK_MS = 1000;

/** The current time, refreshed every `intervalMs`. */
export function useNow(intervalMs = CLOCK_TICK_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
