// POST /api/first-timers: registers today's visit. One answer for everyone (201, the day and the
// welcome message), so the page never learns whether a phone is on record.
import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FirstTimerRegistrationResponse, firstTimerRequestSchema } from '@church/contracts/first-timers';
import { http } from '@church/platform/http';

export type FirstTimerPayload = z.output<typeof firstTimerRequestSchema>;

export function registerFirstTimer(payload: FirstTimerPayload): Promise<FirstTimerRegistrationResponse> {
  return http.post<FirstTimerRegistrationResponse>('/first-timers', payload);
}

export const registerFirstTimerMutation = mutationOptions({
  mutationKey: ['public', 'first-timers', 'register'],
  mutationFn: registerFirstTimer,
  meta: { silent: true },
});
