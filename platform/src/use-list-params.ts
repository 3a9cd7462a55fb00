// A list's state (page, search, filters, sort, tab) lives in the URL's query string, so Back,
// a reload and a shared link all restore the same list. Every list page reads it through here.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@church/platform/router';

export type ListParamChanges<K extends string> = Partial<Record<K | 'page', string | number | null>>;

export interface ListParams<K extends string> {
  /** Each named parameter as text ('' when absent). */
  values: Record<K, string>;
  /** The page, 1 when absent or not a positive whole number. */
  page: number;
  /** Sets parameters ('' or null removes one); any change but the page's starts again at page 1. */
  update: (changes: ListParamChanges<K>) => void;
}

export function useListParams<K extends string>(keys: readonly K[]): ListParams<K> {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const values = useMemo(
    () => Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>,
    // `keys` is a constant list per page; the query string is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [query],
  );
  const parsed = Number(params.get('page'));
  const page = Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;

  const update = useCallback(
    (changes: ListParamChanges<K>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes) || next.get('page') === '1') next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  return { values, page, update };
}
