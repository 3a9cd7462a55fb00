// The church's time zone as plain numbers for the page (docs/decisions/0017-prerendered-pages.md,
// "Shorter boot"): its UTC offsets over the next weeks, worked out here with Intl, so the page's
// clock tells the church's time with Date's UTC getters. A phone's first Intl time-zone formatter
// (loading the zone data) was the longest single task after the page painted.
// The shape is contracts' ZoneOffsets (church-time.ts), which reads it.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const STEP = 3 * HOUR;
// Back to the start of last month (a month's summary reads its first days), ahead a year (a
// dashboard's upcoming events): every date a signed-in page first shows, without Intl.
export const ZONE_OFFSETS_BEHIND_MS = 62 * DAY;
export const ZONE_OFFSETS_AHEAD_MS = 366 * DAY;
const formatters = new Map();

/** The zone's offset east of UTC at `ms`, in minutes. */
function offsetAt(tz, ms) {
  let formatter = formatters.get(tz);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
    formatters.set(tz, formatter);
  }
  const p = Object.fromEntries(formatter.formatToParts(new Date(ms)).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((wall - Math.floor(ms / MINUTE) * MINUTE) / MINUTE);
}

/**
 * `{ zone, periods: [[from ms, offset minutes], …], until }` from `now - ZONE_OFFSETS_BEHIND_MS`
 * (a whole minute) to `now + ZONE_OFFSETS_AHEAD_MS`; each period holds until the next one's
 * start. Null for a zone Intl does not know. Changes are found three hours at a time, then to the minute.
 */
export function zoneOffsets(tz, now = Date.now()) {
  const start = Math.floor((now - ZONE_OFFSETS_BEHIND_MS) / MINUTE) * MINUTE;
  const until = start + ZONE_OFFSETS_BEHIND_MS + ZONE_OFFSETS_AHEAD_MS;
  let current;
  try {
    current = offsetAt(tz, start);
  } catch {
    return null;
  }
  const periods = [[start, current]];
  // No zone changes its offset twice within a few hours.
  for (let t = start; t < until; t += STEP) {
    const next = Math.min(t + STEP, until);
    if (offsetAt(tz, next) === current) continue;
    let [before, after] = [t, next]; // the change is in (before, after]
    while (after - before > MINUTE) {
      const middle = before + Math.floor((after - before) / 2 / MINUTE) * MINUTE;
      if (offsetAt(tz, middle) === current) before = middle;
      else after = middle;
    }
    current = offsetAt(tz, after);
    periods.push([after, current]);
  }
  return { zone: tz, periods, until };
}

/** zoneOffsets kept per zone and worked out again once a day has gone by. */
export function zoneOffsetsKeeper(now = () => Date.now()) {
  const kept = new Map();
  return (tz) => {
    const t = now();
    const known = kept.get(tz);
    if (known !== undefined && (known.offsets === null || t < known.at + DAY)) return known.offsets;
    const offsets = zoneOffsets(tz, t);
    kept.set(tz, { at: t, offsets });
    return offsets;
  };
}
