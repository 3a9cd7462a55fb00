import { errorMessage, HttpError } from '@church/platform/http';

// What a visitor reads when sending a form fails: the server's own words for a refused request,
// and a plain explanation when the server is down or unreachable (never a proxy's jargon).
export const KEPT_INPUT_NOTE = 'Everything you typed is still here, so you can simply send it again.';

export function sendFailureMessage(error: unknown): string {
  if (error instanceof HttpError && error.status < 500) return `${errorMessage(error)} ${KEPT_INPUT_NOTE}`;
  if (error instanceof HttpError) {
    return `Sorry, the church's server is not available right now, so nothing was sent. ${KEPT_INPUT_NOTE}`;
  }
  return `Sorry, we could not reach the church's server, so nothing was sent. Check your connection and try again. ${KEPT_INPUT_NOTE}`;
}

/** The server's per-field messages of a 422 answer (empty for any other failure). */
export function serverFieldErrors(error: unknown): Record<string, string[]> {
  return error instanceof HttpError && error.status === 422 ? error.fieldErrors : {};
}
