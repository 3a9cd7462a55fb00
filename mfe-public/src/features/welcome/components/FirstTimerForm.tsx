import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from 'shared_ui/Button';
import { FIRST_TIMER_WELCOME_MESSAGE, HOW_HEARD_OPTIONS } from '@church/contracts/first-timer-choices';
import { formatChurchDate, weekdayOf } from '@church/contracts/church-time';
import { servicesOn } from '@church/contracts/service-days';
import { lazySchema } from '@church/platform/use-schema-form';
import { RadioGroupField, SelectField, TextField } from 'shared_ui/fields';
import { FieldRow } from 'shared_ui/Page';
import { FormStatus } from '../../../shared/components/FormStatus';
import { ConsentToContactField } from '../../../shared/components/ConsentToContactField';
import { useFormSubmission } from '../../../shared/hooks/useFormSubmission';
import { formatClock } from '@church/contracts/church-config';
import { phoneHint } from '../../../shared/phone-hint';
import { registerFirstTimerMutation } from '../api/register-first-timer';
import { useServices } from '@church/platform/endpoints/church-services';
import { useScannedService } from '../hooks/useScannedService';
import { useToday } from '../hooks/useToday';
import { RegistrationThanks } from './RegistrationThanks';

interface Values extends Record<string, string | boolean> {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  gender: string;
  address: string;
  how_heard: string;
  service_id: string;
  prayer_request: string;
  consent_to_contact: boolean;
}

const VisitDay = styled.p`
  margin: 0 0 ${(p) => p.theme.spacing.md};
`;

const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: '', label: 'Prefer not to say' },
];

// Controls hold text; the schema wants numbers and nulls for the optional choices.
function toInput(values: Values) {
  return {
    ...values,
    gender: values.gender || null,
    how_heard: values.how_heard || null,
    service_id: values.service_id ? Number(values.service_id) : null,
  };
}

// The registration's rules (with zod), loaded when the visitor enters the form: the page paints
// and starts without them.
const registrationRules = lazySchema(() => import('@church/contracts/first-timers').then((rules) => rules.firstTimerRequestSchema));

export function FirstTimerForm() {
  const today = useToday();
  const services = useServices();
  const initial: Values = {
    first_name: '',
    last_name: '',
    phone: '',
    email: '',
    gender: '',
    address: '',
    how_heard: '',
    service_id: '',
    prayer_request: '',
    consent_to_contact: false,
  };
  const { form, status, submit, pending, startOver } = useFormSubmission({
    schema: registrationRules,
    initial,
    toInput,
    mutation: registerFirstTimerMutation,
    // The same answer for everyone: it tells nobody whether a phone is on record.
    sentMessage: () => ({ message: FIRST_TIMER_WELCOME_MESSAGE, tone: 'success' }),
  });
  const { values, errors, set } = form;

  // A visitor sent here by the door's code finds the service open at the scan chosen, once the
  // services have loaded (and again for another person registered after them).
  const scanned = useScannedService(services.data ?? []);
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || !scanned || status.kind !== 'idle') return;
    preselected.current = true;
    set('service_id', String(scanned.id));
    // Once per empty form: `set` is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scanned, status.kind]);

  // "Register another person" brings the empty form back with its first field ready.
  const another = useRef(false);
  const registerAnother = () => {
    another.current = true;
    preselected.current = false;
    startOver();
  };
  useEffect(() => {
    if (status.kind !== 'idle' || !another.current) return;
    another.current = false;
    form.formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [status.kind, form.formRef]);

  // Today's services; a day without one offers every service.
  const all = services.data ?? [];
  const onDay = today ? servicesOn(all, today) : [];
  const serviceOptions = (onDay.length ? onDay : all).map((service) => ({
    value: String(service.id),
    label: `${service.name} (${formatClock(service.start_time)})`,
  }));

  if (status.kind === 'sent') return <RegistrationThanks message={status.message} onRegisterAnother={registerAnother} />;

  return (
    <form method="post" ref={form.formRef} onSubmit={submit} noValidate aria-labelledby="register-title" data-testid="first-timer-form">
      {/* Blank, one line high, until the browser knows the day (the build's day is not today). */}
      <VisitDay data-testid="visit-day">{today ? `This registers your visit today, ${weekdayOf(today)}, ${formatChurchDate(today)}.` : '\u00a0'}</VisitDay>
      <FieldRow>
        <TextField label="First name" name="first_name" autoComplete="given-name" value={values.first_name} onChange={(v) => set('first_name', v)} error={errors.first_name} />
        <TextField label="Last name" name="last_name" autoComplete="family-name" value={values.last_name} onChange={(v) => set('last_name', v)} error={errors.last_name} />
      </FieldRow>
      <FieldRow>
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(v) => set('phone', v)}
          error={errors.phone}
          hint={phoneHint(values.phone)}
        />
        <TextField label="Email" name="email" type="email" autoComplete="email" optional value={values.email} onChange={(v) => set('email', v)} error={errors.email} />
      </FieldRow>
      <RadioGroupField label="Gender" name="gender" optional options={GENDER_OPTIONS} value={values.gender} onChange={(v) => set('gender', v)} error={errors.gender} />
      <TextField label="Address" name="address" autoComplete="street-address" optional multiline value={values.address} onChange={(v) => set('address', v)} error={errors.address} />
      <SelectField
        label="Service attended"
        name="service_id"
        optional
        options={serviceOptions}
        placeholder={services.isError ? 'Services could not be loaded' : 'Choose a service…'}
        value={values.service_id}
        onChange={(v) => set('service_id', v)}
        error={errors.service_id}
      />
      <SelectField
        label="How did you hear about us?"
        name="how_heard"
        optional
        options={HOW_HEARD_OPTIONS.map((option) => ({ value: option, label: option }))}
        value={values.how_heard}
        onChange={(v) => set('how_heard', v)}
        error={errors.how_heard}
      />
      <TextField
        label="Prayer request"
        name="prayer_request"
        optional
        multiline
        value={values.prayer_request}
        onChange={(v) => set('prayer_request', v)}
        error={errors.prayer_request}
      />
      <ConsentToContactField checked={values.consent_to_contact} onChange={(checked) => set('consent_to_contact', checked)} />
      <FormStatus status={status} testId="first-timer-form" />
      <Button type="submit" loading={pending}>
        Register my visit
      </Button>
    </form>
  );
}
