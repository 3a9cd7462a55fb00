import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { FORM_RULES_UNAVAILABLE_MESSAGE, type FormValues, type LazySchema, useSchemaForm } from '@church/platform/use-schema-form';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { sendFailureMessage, serverFieldErrors } from '../send-failure';

// One public form's whole cycle: validate with the contracts schema, send, then either clear the
// form with a success message, or keep every typed value and say what went wrong.

export type SubmitStatus =
  | { kind: 'idle' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'sent'; message: string; tone: 'success' };

export const INVALID_FORM_MESSAGE = 'Some details need your attention. Please correct the marked fields.';

export interface FormSubmissionOptions<V extends FormValues, S extends z.ZodType, R> {
  /** Lazy on the public pages: the rules load when the visitor enters the form. */
  schema: S | LazySchema<S>;
  initial: V;
  toInput: (values: V) => unknown;
  /** The endpoint's mutation options (features/<f>/api/): it sends the validated request. */
  mutation: UseMutationOptions<R, Error, z.output<S>>;
  /** The message after a successful send. */
  sentMessage: (result: R) => { message: string; tone: 'success' };
}

export function useFormSubmission<V extends FormValues, S extends z.ZodType, R>(options: FormSubmissionOptions<V, S, R>) {
  const form = useSchemaForm(options.schema, options.initial, { toInput: options.toInput });
  const [status, setStatus] = useState<SubmitStatus>({ kind: 'idle' });
  // The form reports its own failures, so the query client's global toast stays quiet.
  const mutation = useMutation({ ...options.mutation, meta: { ...options.mutation.meta, silent: true } });

  // A submit waiting for the form's rules to load; a second press meanwhile is the same submit.
  const checking = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending || checking.current) return;
    checking.current = true;
    let request: z.output<S> | null;
    try {
      request = await form.validateWhenReady();
    } catch {
      setStatus({ kind: 'failed', message: FORM_RULES_UNAVAILABLE_MESSAGE });
      return;
    } finally {
      checking.current = false;
    }
    if (!request) {
      setStatus({ kind: 'invalid', message: INVALID_FORM_MESSAGE });
      return;
    }
    setStatus({ kind: 'idle' });
    mutation.mutate(request, {
      onSuccess: (result) => {
        form.reset();
        setStatus({ kind: 'sent', ...options.sentMessage(result) });
      },
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error);
        if (Object.keys(fieldErrors).length) {
          const unplaced = form.applyServerErrors(fieldErrors);
          setStatus({ kind: 'invalid', message: [INVALID_FORM_MESSAGE, ...unplaced].join(' ') });
        } else {
          setStatus({ kind: 'failed', message: sendFailureMessage(error) });
        }
      },
    });
  };

  /** Back to the (already emptied) form after a send, for another one. */
  const startOver = () => setStatus({ kind: 'idle' });

  return { form, status, submit, pending: mutation.isPending, startOver };
}
