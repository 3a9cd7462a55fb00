import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';

// Form state validated by a contracts schema: the browser checks with the very schema the API
// uses, shows one message per field, and moves focus to the first field that needs attention.

export type FormValues = Record<string, string | boolean>;
export type FieldErrorMap = Record<string, string>;

export interface SchemaForm<V extends FormValues, Out> {
  values: V;
  errors: FieldErrorMap;
  formRef: React.RefObject<HTMLFormElement | null>;
  set: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** The parsed request, or null after showing the field errors. */
  validate: () => Out | null;
  /** Shows a 422's per-field messages; returns the messages no field on this form can show. */
  applyServerErrors: (fieldErrors: Record<string, string[]>) => string[];
  reset: () => void;
}

export function useSchemaForm<V extends FormValues, S extends z.ZodType>(schema: S, initial: V, toInput: (values: V) => unknown): SchemaForm<V, z.output<S>> {
  const initialRef = useRef(initial);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const set = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A corrected field drops its message at once; the others keep theirs until the next submit.
    setErrors((current) => {
      if (!(name in current)) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });
  }, []);

  const validate = (): z.output<S> | null => {
    const result = schema.safeParse(toInput(values));
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next: FieldErrorMap = {};
    for (const issue of result.error.issues) {
      const key = issue.path.length ? String(issue.path[0]) : '_';
      next[key] ??= issue.message;
    }
    setErrors(next);
    setFocusRequest((count) => count + 1);
    return null;
  };

  const applyServerErrors = (fieldErrors: Record<string, string[]>): string[] => {
    const next: FieldErrorMap = {};
    const unplaced: string[] = [];
    for (const [key, messages] of Object.entries(fieldErrors)) {
      const field = key.split('.')[0];
      if (field in initialRef.current && messages.length) next[field] ??= messages[0];
      else unplaced.push(...messages);
    }
    setErrors(next);
    if (Object.keys(next).length) setFocusRequest((count) => count + 1);
    return unplaced;
  };

  const reset = () => {
    setValues(initialRef.current);
    setErrors({});
  };

  return { values, errors, formRef, set, validate, applyServerErrors, reset };
}
