import styled from 'styled-components';
import { stationFirstTimerSchema, type StationFirstTimer } from '@church/contracts/stations';
import { HttpError } from '@church/platform/http';
import { useSchemaForm } from '@church/platform/use-schema-form';
import { FormDialog } from 'shared_ui/Dialog';
import { TextField } from 'shared_ui/fields';
import { FieldRow } from 'shared_ui/Page';
import { useState } from 'react';
import type { SendResult } from '@church/platform/offline-outbox';
import { useAddFirstTimer } from '../api/station-writes';

const Intro = styled.p`
  margin: 0 0 ${(p) => p.theme.spacing.md};
`;

interface Values extends Record<string, string> {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
}

const EMPTY: Values = { first_name: '', last_name: '', phone: '', email: '' };
const toInput = (values: Values): StationFirstTimer => ({ ...values, email: values.email.trim() || undefined });

/**
 * A first-time visitor in four fields: their visit is recorded at the service open now. Focus
 * starts on the first name and Enter saves, so it takes a few seconds at the door.
 */
export function NewVisitorDialog({ stationId, onClose, onAdded }: { stationId: number; onClose: () => void; onAdded: (name: string, result: SendResult) => void }) {
  const form = useSchemaForm(stationFirstTimerSchema, EMPTY, { toInput });
  const addFirstTimer = useAddFirstTimer();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const request = form.validate();
    if (!request || busy) return;
    setBusy(true);
    try {
      const result = await addFirstTimer.mutateAsync({ stationId, visitor: request });
      onAdded(`${request.first_name} ${request.last_name}`, result);
    } catch (error) {
      if (error instanceof HttpError) form.setServerErrors(error);
      else form.setServerErrors(new Error('The visitor was not saved. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <FormDialog title="New visitor" saveLabel="Add the visitor" busy={busy} onSubmit={() => void submit()} onClose={onClose} formRef={form.formRef} formError={form.errors._form}>
      <Intro>Their visit is recorded at today&apos;s service; the follow-up team gets their details.</Intro>
      <FieldRow>
        <TextField label="First name" autoComplete="off" {...form.field('first_name')} />
        <TextField label="Last name" autoComplete="off" {...form.field('last_name')} />
      </FieldRow>
      <FieldRow>
        <TextField label="Phone" type="tel" inputMode="tel" autoComplete="off" {...form.field('phone')} />
        <TextField label="Email" type="email" optional autoComplete="off" {...form.field('email')} />
      </FieldRow>
    </FormDialog>
  );
}
