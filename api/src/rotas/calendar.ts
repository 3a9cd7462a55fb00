import { and, between, eq, inArray } from 'drizzle-orm';
import { addDays } from '@church/contracts/church-time';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import { calendarFile } from '../calendar/ics';
import type { Db } from '../db/client';
import { rotaCalendarTokens, rotaPlaces } from '../db/schema';
import { SERVING_AHEAD_DAYS } from './asking';
import { type Place, placesWhere } from './places';
import { SERVICE_LENGTH_MS } from './plans';

// A person's calendar feed (iCalendar, RFC 5545) of the places they were asked for or accepted:
// a secret link a calendar app reads without signing in. Only the token's hash is kept, one link
// per person; making a new one replaces the old, which then stops working.

/** How far back the feed keeps places, so a calendar still shows the last weeks. */
export const CALENDAR_BACK_DAYS = 28;

/** A new secret token for the person's feed; their previous one stops working. */
export async function newCalendarToken(db: Db, userId: number, now: Date): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(rotaCalendarTokens).values({ userId, tokenHash: hashToken(token), createdAt: now })
    .onConflictDoUpdate({ target: rotaCalendarTokens.userId, set: { tokenHash: hashToken(token), createdAt: now } });
  return token;
}

/** The person whose feed the token opens, or null. */
export async function calendarOwner(db: Db, token: string): Promise<number | null> {
  const [row] = await db.select({ userId: rotaCalendarTokens.userId }).from(rotaCalendarTokens).where(eq(rotaCalendarTokens.tokenHash, hashToken(token)));
  return row?.userId ?? null;
}

/** The person's asked and accepted places from CALENDAR_BACK_DAYS ago to SERVING_AHEAD_DAYS ahead. */
export function calendarPlaces(db: Db, userId: number, today: string): Promise<Place[]> {
  return placesWhere(db, and(eq(rotaPlaces.userId, userId), inArray(rotaPlaces.state, ['asked', 'accepted']), between(rotaPlaces.servedOn, addDays(today, -CALENDAR_BACK_DAYS), addDays(today, SERVING_AHEAD_DAYS))));
}

/** The feed: one event per place, an asked place tentative and an accepted one confirmed. */
export function calendarOf(places: readonly Place[], now: Date, host: string): string {
  return calendarFile({ publisher: host, name: 'My serving', now }, places.map((place) => {
    const start = new Date(place.starts_at);
    const asked = place.state === 'asked';
    return {
      uid: `rota-place-${place.id}@${host}`, start, end: new Date(start.getTime() + SERVICE_LENGTH_MS), tentative: asked,
      summary: `${asked ? 'Asked: ' : ''}${place.position_name} (${place.team_name})`,
      description: asked
        ? `${place.team_name} asks you to serve as ${place.position_name} at ${place.service_name}. Accept or decline on your dashboard.`
        : `You serve as ${place.position_name} at ${place.service_name}.`,
    };
  }));
}
