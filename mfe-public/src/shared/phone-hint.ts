import { normalizePhone } from '@church/contracts/phone';

// Shows the number as it will be saved (+234 unless it starts with 00 or +).
export function phoneHint(value: string): string {
  const normalised = value.trim() ? normalizePhone(value) : null;
  return normalised ? `We will save it as ${normalised}.` : 'Start with 0 for a Nigerian number, or with 00 or + for another country.';
}
