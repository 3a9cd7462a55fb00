import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { z } from 'zod';
import { FALLBACK_ERROR_MESSAGE, HttpError } from '@church/platform/http';

// Form state checked by a contracts (zod) schema, shared by every app's forms: one message per
// field, focus on the first field that needs attention, a refused request's field errors on their
// fields, and the typed input always kept.

export type FormValues = Record<string, string | boolean>;

/**
 * A schema loaded when its form is first used (focused, or submitted) instead of with the page:
 * zod and a form's rules are a large part of a public page's start-up on a phone (decision
 * 0017), and most visitors read the page before they type.
 */
export interface LazySchema<S extends z.ZodType> {
  load: () => Promise<S>;
  loaded: () => S | undefined;
}

export function lazySchema<S extends z.ZodType>(importSchema: () => Promise<S>): LazySchema<S> {
  let loading: Promise<S> | undefined;
  let schema: S | undefined;
  return {
    load: () =>
      (loading ??= importSchema().then(
        (loadedSchema) => (schema = loadedSchema),
        (error: unknown) => {
          loading = undefined; // the next attempt fetches again
          throw error;
        },
      )),
    loaded: () => schema,
  };
}

const isLazy = <S extends z.ZodType>(schema: S | LazySchema<S>): schema is LazySchema<S> => 'loaded' in schema && typeof schema.loaded === 'function';

/** Shown on the form when its rules could not be loaded (the typed values stay). */
export const FORM_RULES_UNAVAILABLE_MESSAGE = 'This form could not be checked: the connection may have dropped. Please try again.';

/** Per-field messages; `_form` holds a message no field of this form can show. */
export type FormErrors<V extends FormValues> = Partial<Record<(keyof V & string) | '_form', string>>;
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface SchemaFormOptions<V extends FormValues> {
  /** Maps the typed values to the schema's input (default: the values themselves). */
  toInput?: (values: V) => unknown;
  /** Rules across fields that must be reported even while other fields fail (zod skips refinements then). */
  crossCheck?: (values: V) => Partial<Record<keyof V & string, string>>;
  /** After the first submit, re-check the whole form as the user types (default: only drop the edited field's message). */
  revalidateAfterSubmit?: boolean;
}

export interface SchemaForm<V extends FormValues, Out> {
  values: V;
  errors: FormErrors<V>;
  formError: string | undefined;
  /** Attach to the <form> when validating with `validate`; `handleSubmit` finds the form itself. */
  formRef: RefObject<HTMLFormElement | null>;
  set: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** The props of shared-ui's TextField for one text field. */
  field: <K extends TextKey<V>>(name: K) => { name: K; value: string; onChange: (value: string) => void; error: string | undefined };
  /** The parsed request, or null after showing the field errors. A lazy schema must be loaded first (`validateWhenReady`). */
  validate: () => Out | null;
  /** `validate` once the schema is loaded; rejects when a lazy schema cannot be loaded. */
  validateWhenReady: () => Promise<Out | null>;
  handleSubmit: (onValid: (data: Out) => void) => (event: FormEvent) => void;
  /** Shows a 422's per-field messages; returns the messages no field on this form can show. */
  applyServerErrors: (fieldErrors: Record<string, string[]>) => string[];
  /** Puts any refused request's messages on their fields, or on the form when none match. */
  setServerErrors: (error: unknown) => void;
  reset: () => void;
}

function firstMessages(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.length ? String(issue.path[0]) : '_form'] ??= issue.message;
  return errors;
}

export function useSchemaForm<V extends FormValues, S extends z.ZodType>(
  schemaOrLoader: S | LazySchema<S>,
  initial: V,
  options: SchemaFormOptions<NoInfer<V>> = {},
): SchemaForm<V, z.output<S>> {
  const { toInput = (v: V) => v, crossCheck, revalidateAfterSubmit = false } = options;
  const [initialValues] = useState(initial);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [submitted, setSubmitted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // Runs after React has rendered aria-invalid.
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  // A lazy schema starts loading when the visitor enters the form (or is already in it).
  useEffect(() => {
    const form = formRef.current;
    if (!isLazy(schemaOrLoader) || schemaOrLoader.loaded() || !form) return;
    const start = () => void schemaOrLoader.load().catch(() => undefined); // a submit tries again and says so
    if (form.contains(document.activeElement)) return start();
    form.addEventListener('focusin', start, { once: true });
    return () => form.removeEventListener('focusin', start);
  }, [schemaOrLoader]);

  const check = (next: V) => {
    const schema = isLazy(schemaOrLoader) ? schemaOrLoader.loaded() : schemaOrLoader;
    if (!schema) throw new Error('useSchemaForm: the lazy schema is not loaded yet (use validateWhenReady)');
    const result = schema.safeParse(toInput(next));
    const cross = crossCheck?.(next) ?? {};
    if (result.success && Object.keys(cross).length === 0) return { ok: true as const, data: result.data as z.output<S>, errors: {} };
    return { ok: false as const, errors: { ...cross, ...(result.success ? {} : firstMessages(result.error.issues)) } as FormErrors<V> };
  };

  const set = <K extends keyof V & string>(name: K, value: V[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (revalidateAfterSubmit && submitted) {
      setErrors(check(next).errors);
      return;
    }
    // A corrected field drops its message at once; the others keep theirs until the next submit.
    setErrors((current) => {
      if (!(name in current)) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });
  };

  const validate = (): z.output<S> | null => {
    setSubmitted(true);
    const result = check(values);
    setErrors(result.errors);
    if (result.ok) return result.data;
    setFocusRequest((count) => count + 1);
    return null;
  };

  const waitingForRules = () => isLazy(schemaOrLoader) && !schemaOrLoader.loaded();

  const validateWhenReady = async (): Promise<z.output<S> | null> => {
    if (isLazy(schemaOrLoader)) await schemaOrLoader.load(); // at once when already loaded
    return validate();
  };

  const handleSubmit = (onValid: (data: z.output<S>) => void) => (event: FormEvent) => {
    event.preventDefault();
    if (!formRef.current && event.currentTarget instanceof HTMLFormElement) formRef.current = event.currentTarget;
    const whenValid = (data: z.output<S> | null) => {
      if (data !== null) onValid(data);
    };
    // With the rules at hand (always, for an eager schema) the submit is checked in its own task.
    if (!waitingForRules()) return whenValid(validate());
    validateWhenReady().then(whenValid, () => setErrors({ _form: FORM_RULES_UNAVAILABLE_MESSAGE } as FormErrors<V>));
  };

  const placeServerErrors = (fieldErrors: Record<string, string[]>) => {
    const placed: Record<string, string> = {};
    const unplaced: string[] = [];
    for (const [key, messages] of Object.entries(fieldErrors)) {
      const field = key.split('.')[0];
      if (field in initialValues && messages?.length) placed[field] ??= messages[0];
      else if (messages?.length) unplaced.push(...messages);
    }
    return { placed, unplaced };
  };

  const applyServerErrors = (fieldErrors: Record<string, string[]>) => {
    const { placed, unplaced } = placeServerErrors(fieldErrors);
    setErrors(placed as FormErrors<V>);
    if (Object.keys(placed).length) setFocusRequest((count) => count + 1);
    return unplaced;
  };

  const setServerErrors = (error: unknown) => {
    const { placed, unplaced } = placeServerErrors(error instanceof HttpError ? error.fieldErrors : {});
    const next: Record<string, string> = { ...placed };
    if (unplaced.length) next._form = unplaced[0];
    else if (!Object.keys(placed).length) next._form = error instanceof Error ? error.message : FALLBACK_ERROR_MESSAGE;
    setErrors(next as FormErrors<V>);
  };

  const field = <K extends TextKey<V>>(name: K) => ({
    name,
    value: values[name] as string,
    onChange: (value: string) => set(name, value as V[K]),
    error: errors[name],
  });

  const reset = () => {
    setValues(initialValues);
    setErrors({});
    setSubmitted(false);
  };

  return { values, errors, formError: errors._form, formRef, set, field, validate, validateWhenReady, handleSubmit, applyServerErrors, setServerErrors, reset };
}
