import type { CheckInPreview } from '@church/contracts/check-in-schemas';

type Places = NonNullable<CheckInPreview['serving']>;

/** "Sound desk (Media)", two places joined by "and". */
export const servingWords = (places: Places) => places.map((p) => `${p.position_name} (${p.team_name})`).join(' and ');

/** The person's accepted rota places at this service, so they go to their post: nothing when they serve none. */
export function ServingToday({ places }: { places: Places | undefined }) {
  if (!places || places.length === 0) return null;
  return <p data-testid="serving-today">You serve today: {servingWords(places)}</p>;
}
