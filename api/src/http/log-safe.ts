// The log's `err` serializer: like pino's, but a failed query's bound values (drizzle puts them
// in the message, the stack and `params`) are left out, since they can hold password hashes,
// token hashes and personal data. Decision 0014: no secret reaches the log.
const PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function logSafeError(err: Error): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const { params: _params, query: _query, cause, ...rest } = err as Error & { params?: unknown; query?: unknown; cause?: unknown };
  return {
    ...rest,
    type: err.constructor.name,
    message: String(err.message).replace(PARAMS, ''),
    stack: String(err.stack ?? '').replace(PARAMS, ''),
    ...(cause === undefined ? {} : { cause: cause instanceof Error ? logSafeError(cause) : cause }),
  };
}
