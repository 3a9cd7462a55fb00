import { useState } from 'react';
import { todayInChurch } from '@church/contracts/church-time';

/** Today in the church's time zone (a visitor's phone may be set to another), as YYYY-MM-DD. */
export function useToday(): string {
  const [today] = useState(() => todayInChurch());
  return today;
}
