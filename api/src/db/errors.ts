/** The error, then what it wraps (drizzle wraps the driver's error in `cause`). */
function* causes(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current: unknown = err;
  for (let i = 0; i < 4 && current && typeof current === 'object'; i += 1) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

// The database cannot be reached or is going away: refused or dropped connections, PostgreSQL
// shutting down or starting up (class 57P), connection exceptions (class 08), the pool's
// connection timeout. Such a request can be retried in a moment; it is a 503, not a 500.
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03']);
const UNREACHABLE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (const { code, message } of causes(err)) {
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

// PostgreSQL unique_violation, as reported by both pg and PGlite (possibly wrapped by drizzle).
export function isUniqueViolation(err: unknown): boolean {
  for (const { code } of causes(err)) if (code === '23505') return true;
  return false;
}
