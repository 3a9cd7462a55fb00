// The one-tap contact actions of a person (a first-timer, an absent member): call, WhatsApp and
// email, each carrying a message where the channel can.
import { normalizePhone } from './phone';

export interface ContactLinks {
  tel: string | null;
  whatsapp: string | null;
  mailto: string | null;
}

/**
 * `tel:+234…` for the normalised international number, `https://wa.me/<its digits, no +>?text=…`
 * and `mailto:…?subject=…&body=…` (spaces as %20, which every mail client reads).
 */
export function contactLinks(phone: string | null, email: string | null, message: string, subject: string): ContactLinks {
  const international = normalizePhone(phone);
  const digits = international?.replace(/\D/g, '') ?? '';
  return {
    tel: international ? `tel:${international}` : null,
    whatsapp: digits ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}` : null,
    mailto: email ? `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}` : null,
  };
}
