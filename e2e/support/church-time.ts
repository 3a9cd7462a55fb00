// The church's calendar as the e2e site runs it (CHURCH_TIMEZONE defaults to Africa/Lagos): the
// date and the wall-clock minute a service created "now" starts at.
const CHURCH_ZONE = process.env.CHURCH_TIMEZONE || 'Africa/Lagos';

export function churchNow(now = new Date()): { date: string; time: string; year: number; month: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: CHURCH_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}`, year: Number(parts.year), month: Number(parts.month) };
}
