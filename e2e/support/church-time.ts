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

/** The top bar clock's two lines for `instant`, as Intl writes the church's time (the page may not use Intl). */
export function churchClockText(instant: Date): { time: string; date: string } {
  return {
    time: instant.toLocaleTimeString('en-US', { timeZone: CHURCH_ZONE, hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: true }),
    date: instant.toLocaleDateString('en-US', { timeZone: CHURCH_ZONE, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }),
  };
}
