// POST /api/first-timers: 201 for a new visitor (or a new visit day), 200 with
// already_registered when the same phone registered today.
import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { FIRST_TIMER_ALREADY_REGISTERED_MESSAGE } from '@church/contracts/first-timer-choices';
import type { FirstTimerRegistrationResponse, firstTimerRequestSchema } from '@church/contracts/first-timers';
import { HttpError, http } from '@church/platform/http';

export type FirstTimerPayload = z.output<typeof firstTimerRequestSchema>;

/** A 409 for "already registered" is read like the 200, so the visitor gets the same clear answer. */
export async function registerFirstTimer(payload: FirstTimerPayload): Promise<FirstTimerRegistrationResponse> {
  try {
    return await http.post<FirstTimerRegistrationResponse>('/first-timers', payload);
  } catch (error) {
    if (error instanceof HttpError && error.status === 409) {
      return { data: { already_registered: true }, message: FIRST_TIMER_ALREADY_REGISTERED_MESSAGE };
    }
    throw error;
  }
}

export const registerFirstTimerMutation = mutationOptions({
  mutationKey: ['public', 'first-timers', 'register'],
  mutationFn: registerFirstTimer,
  meta: { silent: true },
});
