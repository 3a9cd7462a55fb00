import { normalizePhone } from '@church/contracts/phone';
import type { UnitMember } from '@church/contracts/units';

const digitsOf = (value: string | null) => (value ?? '').replace(/\D/g, '');

/**
 * Whether a roster person matches the search box: their name or email contains it, or, for a
 * search that looks like a phone number, their phone holds it in any form ('0803 123', '+234 803…').
 */
export function rosterMatches(person: Pick<UnitMember, 'full_name' | 'email' | 'phone'>, search: string): boolean {
  const query = search.trim().toLowerCase();
  if (!query) return true;
  if (person.full_name.toLowerCase().includes(query) || (person.email ?? '').toLowerCase().includes(query)) return true;
  if (!person.phone || !/^[\d\s()+.-]+$/.test(query)) return false;
  const phone = digitsOf(normalizePhone(person.phone));
  const typed = digitsOf(query);
  const typedInternational = digitsOf(normalizePhone(query));
  return typed.length > 0 && (phone.includes(typed) || phone.includes(typedInternational));
}
