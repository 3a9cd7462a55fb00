import { useState } from 'react';

/** Today's date in the visitor's own time zone, as the YYYY-MM-DD a date input uses. */
export function localIsoDate(date: Date): string {
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${mm}-${dd}`;
}

export function useToday(): string {
  const [today] = useState(() => localIsoDate(new Date()));
  return today;
}
