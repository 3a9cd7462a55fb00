// How a rota place is put into words on every page that shows one (the answer link's page, the
// member's dashboard, the leader's grid): its day and start, and its state in words, never by
// colour alone.
import { formatChurchDate, formatChurchTime, weekdayOf } from '@church/contracts/church-time';
import type { PlaceState, ServingPlace } from './teams';

export const PLACE_STATE_WORDS: Record<PlaceState, string> = {
  draft: 'Not asked yet',
  asked: 'Asked, no answer yet',
  accepted: 'Accepted',
  declined: 'Declined',
};

/** 'Sunday, Dec 13, 2026' */
export const servingDay = (date: string) => `${weekdayOf(date)}, ${formatChurchDate(date)}`;

/** 'Sunday, Dec 13, 2026 at 9:00 AM': the place's service, on the church's clock. */
export const servingWhen = (place: Pick<ServingPlace, 'date' | 'starts_at'>) => `${servingDay(place.date)} at ${formatChurchTime(new Date(place.starts_at))}`;
