// PostgreSQL unique_violation, as reported by both pg and PGlite (possibly wrapped by drizzle).
export function isUniqueViolation(err: unknown): boolean {
  let current: unknown = err;
  for (let i = 0; i < 3 && current && typeof current === 'object'; i += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
