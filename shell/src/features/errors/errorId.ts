/** An id users can quote to support, ERR-{timestamp}-{random}. */
export function createErrorId(now: number = Date.now(), random: () => number = Math.random): string {
  const suffix = random().toString(36).slice(2, 11).toUpperCase().padEnd(9, '0');
  return `ERR-${now}-${suffix}`;
}

export const ERROR_ID_PATTERN = /^ERR-\d+-[A-Z0-9]{9}$/;
