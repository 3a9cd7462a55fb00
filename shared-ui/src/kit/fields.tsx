import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

// Labelled form controls with their message tied to them (aria-invalid, aria-describedby).
// 44 px targets, a visible focus ring in both themes, and text sized for phones (no iOS zoom).

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: ${(p) => p.theme.spacing.md};
  min-width: 0;
`;

const Label = styled.label`
  font-weight: 600;
  color: ${(p) => p.theme.colors.text};
`;

const Muted = styled.span`
  font-weight: 400;
  color: ${(p) => p.theme.colors.textMuted};
`;

// Inputs, text areas and selects look alike (the list filters use the same look).
export const control = css`
  width: 100%;
  box-sizing: border-box;
  min-height: 44px;
  padding: 8px 12px;
  font: inherit;
  font-size: 1rem;
  border: 1px solid ${(p) => p.theme.colors.textMuted};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.background};
  color: ${(p) => p.theme.colors.text};
  color-scheme: ${(p) => p.theme.name};
  &[aria-invalid='true'] {
    border-color: ${(p) => p.theme.colors.danger};
    box-shadow: inset 0 0 0 1px ${(p) => p.theme.colors.danger};
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

const Input = styled.input`
  ${control}
`;

const TextArea = styled.textarea`
  ${control}
  min-height: 120px;
  resize: vertical;
`;

const Select = styled.select`
  ${control}
`;

const Message = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

/** A form's refusal that no single field can show (say it with role="alert"): above the form. */
export const FormAlert = styled.p`
  margin: 0 0 ${(p) => p.theme.spacing.md};
  color: ${(p) => p.theme.colors.danger};
  font-weight: 600;
`;

const ErrorText = styled(Message)`
  color: ${(p) => p.theme.colors.danger};
  font-weight: 600;
`;

const HintText = styled(Message)`
  color: ${(p) => p.theme.colors.textMuted};
`;

function describedBy(...ids: unknown[]) {
  const list = ids.filter((id): id is string => typeof id === 'string' && id !== '').join(' ');
  return list || undefined;
}

interface CommonProps {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
}

function LabelText({ label, optional }: { label: string; optional?: boolean }) {
  return (
    <>
      {label}
      {optional && <Muted> (optional)</Muted>}
    </>
  );
}

function Messages({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint && <HintText id={`${id}-hint`}>{hint}</HintText>}
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </>
  );
}

export interface TextFieldProps extends CommonProps {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'date' | 'time' | 'datetime-local' | 'password';
  autoComplete?: string;
  multiline?: boolean;
  inputMode?: 'text' | 'email' | 'tel';
  min?: string;
  max?: string;
  /** Letters and digits copied from a screen (a code): capitals, no autocorrect, no spell-check. */
  code?: boolean;
}

const CODE_INPUT = { autoCapitalize: 'characters', autoCorrect: 'off', spellCheck: false } as const;

export function TextField({ label, name, value, onChange, error, hint, optional, type = 'text', autoComplete, multiline, inputMode, min, max, code }: TextFieldProps) {
  const id = useId();
  const shared = {
    id,
    name,
    value,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hint && `${id}-hint`, error && `${id}-error`),
    'aria-required': optional ? undefined : true,
    ...(code && CODE_INPUT),
  };
  return (
    <Field>
      <Label htmlFor={id}>
        <LabelText label={label} optional={optional} />
      </Label>
      {multiline ? (
        <TextArea {...shared} rows={5} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input {...shared} type={type} inputMode={inputMode} min={min} max={max} onChange={(event) => onChange(event.target.value)} />
      )}
      <Messages id={id} error={error} hint={hint} />
    </Field>
  );
}

export interface SelectFieldProps extends CommonProps {
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
}

export function SelectField({ label, name, value, onChange, options, placeholder = 'Choose…', error, hint, optional }: SelectFieldProps) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>
        <LabelText label={label} optional={optional} />
      </Label>
      <Select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <Messages id={id} error={error} hint={hint} />
    </Field>
  );
}

const CheckRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  margin-bottom: ${(p) => p.theme.spacing.md};

  input {
    flex: none;
    width: 22px;
    height: 22px;
    margin: 2px 0 0;
    accent-color: ${(p) => p.theme.colors.primary};
  }
  input:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focusRing};
    outline-offset: 2px;
  }
  label {
    color: ${(p) => p.theme.colors.text};
  }
`;

export interface CheckboxFieldProps {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  error?: string;
}

// No style attribute: prerendered HTML is painted under a policy without 'unsafe-inline'.
const CheckText = styled(Field)`
  margin-bottom: 0;
`;

export function CheckboxField({ label, name, checked, onChange, hint, error }: CheckboxFieldProps) {
  const id = useId();
  return (
    <CheckRow>
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
      />
      <CheckText>
        <label htmlFor={id}>{label}</label>
        <Messages id={id} error={error} hint={hint} />
      </CheckText>
    </CheckRow>
  );
}

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${(p) => p.theme.spacing.md};
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: 6px;
    font-weight: 600;
    color: ${(p) => p.theme.colors.text};
  }
`;

const ChoiceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.sm} ${(p) => p.theme.spacing.lg};

  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    color: ${(p) => p.theme.colors.text};
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${(p) => p.theme.colors.primary};
  }
  input:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** A choice of a radio group; `description` (an email, say) is said after its label, not in its name. */
export interface ChoiceOption {
  value: string;
  label: string;
  description?: string;
}

export interface RadioGroupFieldProps extends CommonProps {
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<ChoiceOption>;
}

const ChoiceLabel = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const ChoiceDescription = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/** A set of choices under one legend, with one message for the set (the radio and checkbox groups). */
function ChoiceFieldset({ label, optional, error, hint, children }: Pick<CommonProps, 'label' | 'optional' | 'error' | 'hint'> & { children: ReactNode }) {
  const id = useId();
  return (
    <Fieldset aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}>
      <legend>
        <LabelText label={label} optional={optional} />
      </legend>
      {children}
      <Messages id={id} error={error} hint={hint} />
    </Fieldset>
  );
}

export function RadioGroupField({ label, name, value, onChange, options, error, hint, optional }: RadioGroupFieldProps) {
  const id = useId();
  return (
    <ChoiceFieldset label={label} optional={optional} error={error} hint={hint}>
      <ChoiceRow>
        {options.map((option, index) => (
          <label key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={error ? true : undefined}
              // With a description, the name is the label alone and the description is said after it.
              aria-labelledby={option.description ? `${id}-${index}-label` : undefined}
              aria-describedby={option.description ? `${id}-${index}-description` : undefined}
            />
            {option.description ? (
              <ChoiceLabel>
                <span id={`${id}-${index}-label`}>{option.label}</span>
                <ChoiceDescription id={`${id}-${index}-description`}>{option.description}</ChoiceDescription>
              </ChoiceLabel>
            ) : (
              option.label
            )}
          </label>
        ))}
      </ChoiceRow>
    </ChoiceFieldset>
  );
}

// Many boxes (a church's units) scroll inside the form rather than lengthening it; every box
// stays reachable by Tab.
const CheckboxRow = styled(ChoiceRow)`
  max-height: 14rem;
  overflow-y: auto;
  padding: 4px;
`;

const EmptyText = styled(Message)`
  color: ${(p) => p.theme.colors.textMuted};
`;

export interface CheckboxGroupFieldProps extends CommonProps {
  /** The values ticked. */
  values: readonly string[];
  onToggle: (value: string, ticked: boolean) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Said instead of the boxes when there is nothing to choose (or the choices are loading). */
  emptyText?: string;
}

/** A set of choices to tick (roles, units) with one message for the set, like RadioGroupField. */
export function CheckboxGroupField({ label, name, values, onToggle, options, emptyText, error, hint, optional }: CheckboxGroupFieldProps) {
  return (
    <ChoiceFieldset label={label} optional={optional} error={error} hint={hint}>
      {options.length === 0 && emptyText ? (
        <EmptyText>{emptyText}</EmptyText>
      ) : (
        <CheckboxRow>
          {options.map((option) => (
            <label key={option.value}>
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={values.includes(option.value)}
                onChange={(event) => onToggle(option.value, event.target.checked)}
                aria-invalid={error ? true : undefined}
              />
              {option.label}
            </label>
          ))}
        </CheckboxRow>
      )}
    </ChoiceFieldset>
  );
}
