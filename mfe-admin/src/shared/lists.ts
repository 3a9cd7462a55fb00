// What the admin's list pages (first-timers, follow-up feedbacks, members) do alike: read a
// filter from the URL, show a 422's field messages. Features import this layer; it imports no
// feature.
import { HttpError } from '@church/platform/http';

/** Options from a record of labels (channels, outcomes), in the record's order. */
export function labelledOptions<K extends string>(labels: Record<K, string>): Array<{ value: K; label: string }> {
  return (Object.entries(labels) as Array<[K, string]>).map(([value, label]) => ({ value, label }));
}

/** The value if it is one of the allowed ones (e.g. from the URL), else undefined. */
export function oneOf<T extends string>(allowed: readonly T[], value: string): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

/** A positive whole number from the URL, else undefined. */
export const toId = (value: string) => (/^[1-9]\d*$/.test(value) ? Number(value) : undefined);

/** The first message per field of a 422 (`errors: { field: [message] }`). */
export function firstFieldErrors(error: unknown): Record<string, string> {
  const fields = error instanceof HttpError ? error.fieldErrors : {};
  return Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages[0]]));
}
