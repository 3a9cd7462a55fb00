import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage, HttpError } from '@church/platform/http';
import { Button } from 'shared_ui/Button';
import { FormAlert, TextField } from 'shared_ui/fields';
import { Card, Lead } from 'shared_ui/Page';
import { usePairStation } from '../api/pair-station';

export const PAIRING_REFUSED_MESSAGE = 'This pairing code is not valid or has expired. Ask an admin for a new one.';

const Form = styled.form`
  max-width: 28rem;
`;

/** Pairs this tablet as a station with the code an admin's check-in display shows. */
export function PairingForm({ unpairedReason }: { unpairedReason: string | null }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const pair = usePairStation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pair.isPending) return;
    if (!code.trim()) return setError('Pairing code is required');
    setError(undefined);
    pair.mutate(code, {
      onError: (failure) => {
        const refused = failure instanceof HttpError && failure.status < 500 && failure.status !== 429;
        setError(refused ? (failure.fieldErrors.pairing_code?.[0] ?? PAIRING_REFUSED_MESSAGE) : errorMessage(failure));
      },
    });
  };

  return (
    <Card aria-labelledby="pairing-title">
      <h2 id="pairing-title">Pair this tablet</h2>
      {unpairedReason && <FormAlert role="alert">{unpairedReason}</FormAlert>}
      <Lead>
        An admin adds a station on the check-in display page (Admin, Check-in) and reads you its pairing code. Type it here: this tablet can then find people and check
        them in, add first-time visitors and count heads, and nothing else. Nobody needs to sign in on it.
      </Lead>
      <Form onSubmit={submit} noValidate aria-label="Pair this tablet">
        <TextField label="Pairing code" name="pairing_code" autoComplete="off" value={code} onChange={setCode} error={error} hint="8 letters and digits, as shown" />
        <Button type="submit" size="lg" loading={pair.isPending}>
          Pair this tablet
        </Button>
      </Form>
    </Card>
  );
}
