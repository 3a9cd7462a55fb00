import { useState } from 'react';
import { todayInChurch } from '@church/contracts/church-time';
import { useHydrated } from '@church/platform/first-paint/hydration';

/**
 * Today in the church's time zone (a visitor's phone may be set to another), as YYYY-MM-DD; null
 * on the server and while a prerendered page hydrates: the build's day is not the visitor's, and
 * a text that differs would make React render the page afresh.
 */
export function useToday(): string | null {
  const hydrated = useHydrated();
  const [today] = useState(() => todayInChurch());
  return hydrated ? today : null;
}
