import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { themeOf } from 'shared_ui/theme';

// A set of choices to tick (roles, units), with one message for the set. shared-ui has a single
// checkbox and a radio group but no checkbox group; this one looks and behaves like its radio group.

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${(p) => themeOf(p.theme).spacing.md};
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: 6px;
    font-weight: 600;
    color: ${(p) => themeOf(p.theme).colors.text};
  }
`;

// Many units scroll inside the form rather than lengthening it (the boxes stay reachable by Tab).
const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${(p) => themeOf(p.theme).spacing.lg};
  max-height: 14rem;
  overflow-y: auto;

  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    color: ${(p) => themeOf(p.theme).colors.text};
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${(p) => themeOf(p.theme).colors.primary};
  }
  input:focus-visible {
    outline: 3px solid ${(p) => themeOf(p.theme).colors.focusRing};
    outline-offset: 2px;
  }
`;

const Note = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: ${(p) => themeOf(p.theme).fontSizes.sm};
  font-weight: ${(p) => (p.$error ? 600 : 400)};
  color: ${(p) => (p.$error ? themeOf(p.theme).colors.danger : themeOf(p.theme).colors.textMuted)};
`;

export interface CheckboxGroupProps {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The values ticked. */
  selected: readonly string[];
  onToggle: (value: string, ticked: boolean) => void;
  hint?: ReactNode;
  error?: string;
  /** Shown instead of the boxes when there is nothing to choose (or the choices are loading). */
  emptyText?: string;
}

export function CheckboxGroup({ legend, name, options, selected, onToggle, hint, error, emptyText }: CheckboxGroupProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <Fieldset aria-describedby={described}>
      <legend>{legend}</legend>
      {options.length === 0 && emptyText ? (
        <Note>{emptyText}</Note>
      ) : (
        <Choices>
          {options.map((option) => (
            <label key={option.value}>
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={selected.includes(option.value)}
                onChange={(event) => onToggle(option.value, event.target.checked)}
                aria-invalid={error ? true : undefined}
              />
              {option.label}
            </label>
          ))}
        </Choices>
      )}
      {hint && <Note id={`${id}-hint`}>{hint}</Note>}
      {error && (
        <Note id={`${id}-error`} $error>
          {error}
        </Note>
      )}
    </Fieldset>
  );
}
