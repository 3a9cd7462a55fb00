// Phone normalisation: strip non-digits, a leading 0 is dropped, a leading 00 becomes +, and
// otherwise the default country code +234 is prepended; empty input gives null.
//
// Reading of the branch order: the rule reads "leading 0 dropped" before "leading 00 becomes +",
// but checking a single 0 first would swallow every 00 number. So the longer prefix wins:
//   1. strip every non-digit; nothing left -> null
//   2. starts with "00"  -> "+" followed by the digits after "00" (international form)
//   3. starts with "0"   -> drop that 0, prepend +234 (national form)
//   4. anything else     -> prepend +234
// One addition: an input that already starts with "+" is treated like "00" (already international);
// stripping the "+" and prepending +234 would corrupt numbers typed as +44..., +1....
export const DEFAULT_COUNTRY_CODE = '+234';

export function normalizePhone(input: string | null | undefined): string | null {
  if (input == null) return null;
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return null;
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) {
    const rest = digits.slice(2);
    return rest === '' ? null : `+${rest}`;
  }
  if (digits.startsWith('0')) {
    const rest = digits.slice(1);
    return rest === '' ? null : `${DEFAULT_COUNTRY_CODE}${rest}`;
  }
  return `${DEFAULT_COUNTRY_CODE}${digits}`;
}
