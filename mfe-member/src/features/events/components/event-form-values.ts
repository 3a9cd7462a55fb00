// The event form's values and how they become a request. Values are named after the API's fields,
// so a refusal's messages land on their fields. Times are the datetime-local text (the church's
// wall clock) until they are sent, as ISO with the church's offset; units are comma-separated ids
// because the form hook holds text and switches only.
import { churchLocalInput, isoFromChurchLocalInput } from '@church/contracts/church-time';
import { END_BEFORE_START_MESSAGE, type ChurchEvent } from '@church/contracts/events';

export type EventFormValues = {
  title: string;
  /** 'YYYY-MM-DDTHH:MM' on the church's clock, or ''. */
  starts_at: string;
  ends_at: string;
  location: string;
  description: string;
  /** The unit ids ticked, e.g. '3,7'; none: the whole church. */
  unit_ids: string;
};

export const NEW_EVENT: EventFormValues = { title: '', starts_at: '', ends_at: '', location: '', description: '', unit_ids: '' };

export function valuesOf(event: ChurchEvent): EventFormValues {
  return {
    title: event.title,
    starts_at: churchLocalInput(event.starts_at),
    ends_at: event.ends_at ? churchLocalInput(event.ends_at) : '',
    location: event.location ?? '',
    description: event.description ?? '',
    unit_ids: event.units.map((unit) => unit.id).join(','),
  };
}

/** The items of a comma-separated list. */
export const listOf = (text: string): string[] => text.split(',').filter(Boolean);

/** The list with `item` ticked or unticked. */
export function withItem(text: string, item: string, ticked: boolean): string {
  const items = listOf(text).filter((existing) => existing !== item);
  return (ticked ? [...items, item] : items).join(',');
}

// A value the input cannot hold goes as typed, so the schema names the field's problem.
const instantOf = (local: string) => (local.trim() === '' ? undefined : (isoFromChurchLocalInput(local) ?? local));

function fieldsOf(values: EventFormValues, empty: null | undefined) {
  const orEmpty = (value: string) => (value.trim() === '' ? empty : value);
  return {
    title: values.title,
    description: orEmpty(values.description),
    location: orEmpty(values.location),
    starts_at: instantOf(values.starts_at),
    ends_at: instantOf(values.ends_at) ?? empty,
    unit_ids: listOf(values.unit_ids).map(Number),
  };
}

/** POST /api/events: optional fields left out when empty. */
export const createInput = (values: EventFormValues) => fieldsOf(values, undefined);

/** PATCH /api/events/:id: the whole event as the form shows it, an emptied field as null (to clear it). */
export const editInput = (values: EventFormValues) => fieldsOf(values, null);

/**
 * Reported even while another field fails (zod skips the contract's refinement then): a start
 * is needed (the edit schema alone would let an emptied start through as "unchanged"), and the
 * end comes after it.
 */
export function crossCheck(values: EventFormValues): Partial<Record<keyof EventFormValues, string>> {
  if (values.starts_at.trim() === '') return { starts_at: 'Start is required' };
  const start = isoFromChurchLocalInput(values.starts_at);
  const end = isoFromChurchLocalInput(values.ends_at);
  return start && end && Date.parse(end) <= Date.parse(start) ? { ends_at: END_BEFORE_START_MESSAGE } : {};
}
