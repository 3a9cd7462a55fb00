// Caring for absent members (docs/decisions/0008-units.md, "Absent members"): the one sentence
// that says who counts as absent, and the short message a leader's Call/WhatsApp/Email starts with.
import { churchConfig } from './church-config';

/** The first word of a full name ('Ada Obi' -> 'Ada'); '' for a blank name. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** The definition every page that lists absent members shows, for the chosen number of services. */
export function absentDefinition(misses: number): string {
  const rule = misses === 1 ? 'did not attend the last service held' : `attended none of the last ${misses} services held`;
  return `A member is absent when they ${rule} (cancelled services are not counted, and a service counts once its marking has closed, three hours after it starts).`;
}

/**
 * Plain text for WhatsApp and email alike, greeting the person by the first word of their full
 * name: no guilt, an offer to pray. It goes from the leader's own phone or mail, so it is unsigned.
 */
export function careMessage(fullName: string): string {
  const name = firstNameOf(fullName);
  return `Hello${name ? ` ${name}` : ''}, we missed you at church recently. We hope all is well; is there anything we can pray with you about?`;
}

/** The subject of the care email. */
export function careMessageSubject(churchName: string = churchConfig.name): string {
  return `We missed you at ${churchName}`;
}
