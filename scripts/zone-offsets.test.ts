import { ZONE_OFFSETS_AHEAD_MS, ZONE_OFFSETS_BEHIND_MS, zoneOffsets, zoneOffsetsKeeper } from './zone-offsets.mjs';

const march2026 = Date.UTC(2026, 2, 20);
const DAY = 86_400_000;
// zoneOffsets(tz, now) starts this long before `now`.
const from = (now: number) => now + ZONE_OFFSETS_BEHIND_MS;

describe("the church zone's offsets for the page", () => {
  it('find each change to the minute', () => {
    // Europe/London: summer time from 29 March 2026, 01:00 UTC; Lord Howe moves by half an hour.
    // The span: two months back (a month's first days), a year ahead (upcoming events).
    expect(ZONE_OFFSETS_BEHIND_MS).toBeGreaterThanOrEqual(62 * DAY);
    expect(ZONE_OFFSETS_AHEAD_MS).toBeGreaterThanOrEqual(365 * DAY);
    expect(zoneOffsets('Europe/London', from(march2026))).toEqual({
      zone: 'Europe/London',
      periods: [[march2026, 0], [Date.UTC(2026, 2, 29, 1), 60], [Date.UTC(2026, 9, 25, 1), 0], [Date.UTC(2027, 2, 28, 1), 60]],
      until: march2026 + ZONE_OFFSETS_BEHIND_MS + ZONE_OFFSETS_AHEAD_MS,
    });
    expect(zoneOffsets('Australia/Lord_Howe', from(Date.UTC(2026, 3, 1)))?.periods.slice(0, 2)).toEqual([[Date.UTC(2026, 3, 1), 660], [Date.UTC(2026, 3, 4, 15), 630]]);
    expect(zoneOffsets('America/Sao_Paulo', from(march2026))?.periods).toEqual([[march2026, -180]]);
  });

  it('start at a whole minute, and are null for a zone Intl does not know', () => {
    expect(zoneOffsets('Africa/Lagos', from(march2026) + 59_999)?.periods).toEqual([[march2026, 60]]);
    expect(zoneOffsets('Not/AZone', from(march2026))).toBeNull();
  });

  it('are worked out again once a day has gone by', () => {
    let now = march2026;
    const offsetsOf = zoneOffsetsKeeper(() => now);
    const first = offsetsOf('Africa/Lagos');
    now += DAY - 1;
    expect(offsetsOf('Africa/Lagos')).toBe(first);
    now += 1;
    expect(offsetsOf('Africa/Lagos')?.periods[0][0]).toBe(now - ZONE_OFFSETS_BEHIND_MS);
  });
});
