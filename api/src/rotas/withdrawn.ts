import { and, eq, gte, inArray, like, or } from 'drizzle-orm';
import { formatChurchDate } from '@church/contracts/church-time';
import { pathTo } from '@church/contracts/site-map';
import type { Db } from '../db/client';
import { notifications, rotaPlaces } from '../db/schema';
import { notify } from '../notifications/notify';
import { askedSubject, swapSubjectsOf } from './answer-links';
import { type Place, placesWhere, when } from './places';

// A leader takes a place away from someone already asked (or who accepted): they are told, and
// the mail asking them, if it has not gone yet, does not go. The place's answer links go with the
// place (its tokens are deleted with it), so an old link answers nothing. A swap open on the place
// goes with it, and its asking mail, if not yet sent, does not go either.

/** The mails asking about these places (to serve there, or to take one in a swap) not yet sent are not sent. */
export async function unsendAsks(db: Db, placeIds: readonly number[]): Promise<void> {
  if (placeIds.length === 0) return;
  await db.update(notifications).set({ mailStatus: 'none' }).where(and(
    eq(notifications.kind, 'rota_asked'), inArray(notifications.mailStatus, ['pending', 'digest']),
    or(inArray(notifications.subject, placeIds.map(askedSubject)), ...placeIds.map((id) => like(notifications.subject, swapSubjectsOf(id)))),
  ));
}

/** Tells each person their place was taken away; call it in the transaction that takes the places away. */
export async function tellWithdrawn(db: Db, places: readonly Place[], today: string): Promise<void> {
  if (places.length === 0) return;
  await unsendAsks(db, places.map((place) => place.id));
  await notify(db, places.map((place) => ({
    userId: place.person_id, kind: 'rota_withdrawn' as const, subject: `${askedSubject(place.id)}:withdrawn`, day: today, link: pathTo('members', 'dashboard'),
    title: `You are no longer needed as ${place.position_name} on ${formatChurchDate(place.date)}`,
    body: `${place.team_name}’s leaders took you off ${place.position_name} at ${place.service_name}, ${when(place)}. Thank you for being willing; nothing more is needed from you for that day.`,
  })));
}

/**
 * A person out of a team loses its places from `today` on (the past stays); those they were asked
 * for or accepted are told, as any place taken back is, unless they left the team themselves.
 * Call it in the transaction that takes them out.
 */
export async function dropTeamPlaces(db: Db, teamId: number, userId: number, today: string, tell: boolean): Promise<void> {
  const theirs = and(eq(rotaPlaces.teamId, teamId), eq(rotaPlaces.userId, userId), gte(rotaPlaces.servedOn, today));
  const told = tell ? await placesWhere(db, and(theirs, inArray(rotaPlaces.state, ['asked', 'accepted']))) : [];
  await db.delete(rotaPlaces).where(theirs);
  await tellWithdrawn(db, told, today);
}
