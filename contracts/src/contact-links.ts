// The one-tap contact actions of a person (a first-timer, an absent member, a form's sender): call,
// WhatsApp and email, each carrying a message where the channel can.
import { normalizePhone } from './phone';

export interface ContactLinks {
  tel: string | null;
  whatsapp: string | null;
  mailto: string | null;
}

// A plain address: letters, digits and . _ + ' - before the @, a dotted host name after it. What
// a sender typed beyond that (? & % = , ; spaces, line breaks, a second @, quotes, non-Latin
// letters) gives no link at all, so an address can never add a recipient, a header or a body.
const PLAIN_EMAIL = /^[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
const MAX_EMAIL_LENGTH = 254;

export function isPlainEmail(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length <= MAX_EMAIL_LENGTH && PLAIN_EMAIL.test(value);
}

/**
 * `mailto:<address>?subject=…&body=…` for a plain address, or null for anything else. The address
 * is percent-encoded too (its @ kept), the fields always (spaces as %20, which every mail client reads).
 */
export function mailtoHref(email: string | null | undefined, fields: { subject?: string; body?: string } = {}): string | null {
  if (!isPlainEmail(email)) return null;
  const query = Object.entries(fields)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
    .join('&');
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}${query ? `?${query}` : ''}`;
}

/** `tel:+234…` for the normalised international number, or null when nothing in it is a digit. */
export function telHref(phone: string | null | undefined): string | null {
  const international = normalizePhone(phone);
  return international ? `tel:${international}` : null;
}

/** The call, `https://wa.me/<digits, no +>?text=…` and mail links of a person, each null when it cannot be made. */
export function contactLinks(phone: string | null, email: string | null, message: string, subject: string): ContactLinks {
  const digits = normalizePhone(phone)?.replace(/\D/g, '') ?? '';
  return {
    tel: telHref(phone),
    whatsapp: digits ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}` : null,
    mailto: mailtoHref(email, { subject, body: message }),
  };
}
