import type { z } from 'zod';
import type { FormCreatedResponse, FormType, formRequestSchemas } from '@church/contracts/forms';
import { http } from '@church/platform/http';

export type FormPayload<T extends FormType> = z.output<(typeof formRequestSchemas)[T]>;

/** POST /api/forms/{type}: 201 with the new message's id, 422 with per-field errors. */
export function sendForm<T extends FormType>(type: T, payload: FormPayload<T>): Promise<FormCreatedResponse> {
  return http.post<FormCreatedResponse>(`/forms/${type}`, payload);
}
