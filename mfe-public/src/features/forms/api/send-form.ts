// POST /api/forms/{type}: 201 with the new message's id, 422 with per-field errors.
import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FormCreatedResponse, FormType, formRequestSchemas } from '@church/contracts/forms';
import { http } from '@church/platform/http';

export type FormPayload<T extends FormType> = z.output<(typeof formRequestSchemas)[T]>;

export function sendForm<T extends FormType>(type: T, payload: FormPayload<T>): Promise<FormCreatedResponse> {
  return http.post<FormCreatedResponse>(`/forms/${type}`, payload);
}

export function sendFormMutation<T extends FormType>(type: T) {
  return mutationOptions({
    mutationKey: ['public', 'forms', type, 'send'],
    mutationFn: (payload: FormPayload<T>) => sendForm(type, payload),
    // The form reports its own failures, so the query client's global toast stays quiet.
    meta: { silent: true },
  });
}
