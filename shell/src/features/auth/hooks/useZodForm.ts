import { useCallback, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { HttpError } from '@church/platform/http';

type Values<F extends string> = Record<F, string>;
type Errors<F extends string> = Partial<Record<F | '_form', string>>;

function firstErrors<F extends string>(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Errors<F> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '_form');
    errors[key] ??= issue.message;
  }
  return errors as Errors<F>;
}

/**
 * Form state checked by a zod schema: per-field messages on submit and, after the first submit,
 * as the user types. Values are never cleared on a server refusal; the server's field errors
 * land on their fields.
 */
export function useZodForm<F extends string, S extends z.ZodType>(
  schema: S,
  initial: Values<F>,
  /** Rules across fields that must be reported even while other fields fail. */
  crossCheck?: (values: NoInfer<Values<F>>) => Partial<Record<NoInfer<F>, string>>,
) {
  const [values, setValues] = useState<Values<F>>(initial);
  const [errors, setErrors] = useState<Errors<F>>({});
  const [submitted, setSubmitted] = useState(false);

  const check = useCallback((next: Values<F>) => {
    const result = schema.safeParse(next);
    const cross = crossCheck?.(next) ?? {};
    if (result.success && Object.keys(cross).length === 0) return { data: result.data as z.output<S>, errors: {} as Errors<F> };
    const errors = { ...cross, ...(result.success ? {} : firstErrors<F>(result.error.issues)) } as Errors<F>;
    return { data: null, errors };
  }, [schema, crossCheck]);

  const setValue = (name: F, value: string) => {
    const next = { ...values, [name]: value } as Values<F>;
    setValues(next);
    if (submitted) setErrors(check(next).errors);
  };

  const handleSubmit = (onValid: (data: z.output<S>) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = check(values);
    setErrors(result.errors);
    if (result.data) onValid(result.data);
    else focusFirstInvalid(event.currentTarget as HTMLFormElement);
  };

  /** Puts a refused request's messages on their fields, or on the form when none match. */
  const setServerErrors = (error: unknown) => {
    const fields = error instanceof HttpError ? error.fieldErrors : {};
    const next: Record<string, string> = {};
    for (const [field, messages] of Object.entries(fields)) {
      if (messages?.[0]) next[field in values ? field : '_form'] = messages[0];
    }
    if (Object.keys(next).length === 0) next._form = error instanceof Error ? error.message : 'An error occured.';
    setErrors(next as Errors<F>);
  };

  /** The props of shared-ui's TextField for one field. */
  const field = (name: F) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValue(name, value),
    error: errors[name],
  });

  return { values, errors, field, handleSubmit, setServerErrors, formError: errors._form };
}

function focusFirstInvalid(form: HTMLFormElement | null) {
  // After React has rendered aria-invalid.
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
