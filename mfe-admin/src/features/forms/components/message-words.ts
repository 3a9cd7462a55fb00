// How the inbox names things: the kinds, a sender, a message's first line, when it came.
import { formatChurchDate, formatChurchTime } from '@church/contracts/church-time';
import type { FormMessage, FormStatus, FormType } from '@church/contracts/forms';

export const TAB_LABELS: Record<FormType, string> = { question: 'Questions', prayer: 'Prayer requests', testimony: 'Testimonies' };

/** One message of a kind, in a sentence ("Read Ada Obi's prayer request"). */
export const KIND_NOUNS: Record<FormType, string> = { question: 'question', prayer: 'prayer request', testimony: 'testimony' };

/** The kind at the start of a title ("Prayer request from Anonymous"). */
export const KIND_TITLES: Record<FormType, string> = { question: 'Question', prayer: 'Prayer request', testimony: 'Testimony' };

export const STATUS_OPTIONS: Array<{ value: FormStatus; label: string }> = [
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
  { value: 'answered', label: 'Answered' },
  { value: 'archived', label: 'Archived' },
];

export const ANONYMOUS = 'Anonymous';
export const MAY_BE_SHARED = 'May be shared';
export const NOT_FOR_SHARING = 'Not for sharing';

/** A prayer request may be sent anonymously; a name is never guessed. */
export function senderName(message: Pick<FormMessage, 'name' | 'is_anonymous'>): string {
  return message.is_anonymous || !message.name?.trim() ? ANONYMOUS : message.name;
}

/** The first line of a message, cut short for the list. */
export function firstLine(text: string, max = 100): string {
  const line = text.trim().split(/\r?\n/, 1)[0] ?? '';
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** 'Mar 2, 2025 at 9:00 AM', on the church's clock. */
export function receivedAt(iso: string): string {
  const instant = new Date(iso);
  return `${formatChurchDate(instant)} at ${formatChurchTime(instant)}`;
}

/** What the list shows when nothing matches, e.g. "No unread prayer requests". */
export function emptyTitle(type: FormType, status: FormStatus | undefined, consentOnly: boolean): string {
  const kind = TAB_LABELS[type].toLowerCase();
  const which = status ? `${status} ` : '';
  if (consentOnly) return `No ${which}testimonies that may be shared`;
  return status ? `No ${which}${kind}` : `No ${kind} in the inbox`;
}
