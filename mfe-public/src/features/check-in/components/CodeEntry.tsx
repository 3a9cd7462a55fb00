import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { CHECK_IN_CODE_LENGTH, looksLikeCheckInCode, normalizeCheckInCode } from '@church/contracts/check-in';
import { useNavigate } from '@church/platform/router';
import { Button } from 'shared_ui/Button';
import { TextField } from 'shared_ui/fields';

export const CODE_FORMAT_MESSAGE = `Type the ${CHECK_IN_CODE_LENGTH} letters and digits shown under the QR code.`;

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${(p) => p.theme.spacing.sm} ${(p) => p.theme.spacing.md};

  > :first-child {
    flex: 1 1 12rem;
    min-width: 0;
  }
  input {
    font-size: 1.5rem;
    letter-spacing: 0.2em;
    text-transform: uppercase;
  }
`;

/** The code typed instead of scanned: it opens this page again with `?code=`, as the QR code does. */
export function CodeEntry({ label = 'Code on the screen' }: { label?: string }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = normalizeCheckInCode(typed);
    if (!looksLikeCheckInCode(code)) {
      setError(CODE_FORMAT_MESSAGE);
      return;
    }
    setError(undefined);
    setTyped('');
    navigate({ search: `?${new URLSearchParams({ code })}` });
  };
  return (
    <Row onSubmit={submit} noValidate aria-label="Type the code">
      <TextField label={label} name="code" autoComplete="off" code value={typed} onChange={setTyped} error={error} hint={error ? undefined : 'The short code under the QR code, on the screen at the door.'} />
      <Button type="submit">Continue</Button>
    </Row>
  );
}
