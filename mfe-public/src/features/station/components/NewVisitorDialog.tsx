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
import { ConsentToContactField } from '../../../shared/components/ConsentToContactField';

const Intro = styled.p`
  margin: 0 0 ${(p) => p.theme.spacing.md};
`;

type Values = {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  consent_to_contact: boolean;
};

// Consent unticked, as on the welcome form: the volunteer ticks it only when the visitor agrees.
const EMPTY: Values = { first_name: '', last_name: '', phone: '', email: '', consent_to_contact: false };
const toInput = (values: Values): StationFirstTimer => ({ ...values, email: values.email.trim() || undefined });

/**
 * A first-time visitor in four fields and their consent: their visit is recorded at the service
 * on the desk. Focus starts on the first name and Enter saves, so it takes a few seconds at the door.
 */
export function NewVisitorDialog({ stationId, serviceId, onClose, onAdded }: { stationId: number; serviceId: number; onClose: () => void; onAdded: (name: string, result: SendResult) => void }) {
  const form = useSchemaForm(stationFirstTimerSchema, EMPTY, { toInput });
  const addFirstTimer = useAddFirstTimer();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const request = form.validate();
    if (!request || busy) return;
    setBusy(true);
    try {
      const result = await addFirstTimer.mutateAsync({ stationId, serviceId, visitor: request });
      onAdded(`${request.first_name} ${request.last_name}`, result);
    } catch (error) {
      if (error instanceof HttpError) form.setServerErrors(error);
      else form.setServerErrors(new Error('The visitor was not saved. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <FormDialog title="New visitor" saveLabel="Add the visitor" busy={busy} onSubmit={() => void submit()} onClose={onClose} formRef={form.formRef} formError={form.errors._form}>
      <Intro>Their visit is recorded at today&apos;s service. Ask whether the church may contact them: the follow-up team calls only those who agree.</Intro>
      <FieldRow>
        <TextField label="First name" autoComplete="off" {...form.field('first_name')} />
        <TextField label="Last name" autoComplete="off" {...form.field('last_name')} />
      </FieldRow>
      <FieldRow>
        <TextField label="Phone" type="tel" inputMode="tel" autoComplete="off" {...form.field('phone')} />
        <TextField label="Email" type="email" optional autoComplete="off" {...form.field('email')} />
      </FieldRow>
      <ConsentToContactField checked={form.values.consent_to_contact} onChange={(checked) => form.set('consent_to_contact', checked)} error={form.errors.consent_to_contact} />
    </FormDialog>
  );
}
