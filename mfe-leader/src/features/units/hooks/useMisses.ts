import { ABSENT_MISSES_DEFAULT, ABSENT_MISSES_MAX } from '@church/contracts/units';
import { useListParams } from '@church/platform/use-list-params';

const KEYS = ['misses'] as const;

/** N of "absent from the last N services", kept in the URL as `misses` (1..8, default 2). */
export function useMisses() {
  const { values, update } = useListParams(KEYS);
  const parsed = Number(values.misses);
  const misses = Number.isInteger(parsed) && parsed >= 1 && parsed <= ABSENT_MISSES_MAX ? parsed : ABSENT_MISSES_DEFAULT;
  const setMisses = (next: number) => update({ misses: next === ABSENT_MISSES_DEFAULT ? null : next });
  return { misses, setMisses };
}
