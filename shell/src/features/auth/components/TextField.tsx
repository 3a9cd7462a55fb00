import { useId, type ChangeEvent } from 'react';
import styled from 'styled-components';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: ${(p) => p.theme.spacing.md};

  label {
    font-weight: 600;
    color: ${(p) => p.theme.colors.text};
  }

  .hint {
    font-weight: 400;
    color: ${(p) => p.theme.colors.textMuted};
  }

  input {
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${(p) => p.theme.colors.textMuted};
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.background};
    color: ${(p) => p.theme.colors.text};
    font: inherit;
  }

  input[aria-invalid='true'] {
    border-color: ${(p) => p.theme.colors.danger};
  }

  input:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focusRing};
    outline-offset: 1px;
  }

  .error {
    margin: 0;
    color: ${(p) => p.theme.colors.danger};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  optional?: boolean;
}

/** A labelled input with its validation message tied to it (aria-invalid, aria-describedby). */
export function TextField({ label, name, value, onChange, error, type = 'text', autoComplete, optional }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Wrap>
      <label htmlFor={id}>
        {label}
        {optional && <span className="hint"> (optional)</span>}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        required={!optional}
      />
      {error && (
        <p className="error" id={errorId}>
          {error}
        </p>
      )}
    </Wrap>
  );
}
