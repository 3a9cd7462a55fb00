// The form controls, empty, filled, with a hint, with an error, optional.
import { useState } from 'react';
import styled from 'styled-components';
import { CheckboxField, RadioGroupField, SelectField, TextField } from '../exposed/fields';
import { themeOf } from '../exposed/theme';
import { Section } from './parts';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 0 ${(p) => themeOf(p.theme).spacing.md};
`;

const GENDERS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
];

export function FieldsSection({ prefix }: { prefix: string }) {
  const [name, setName] = useState('Grace');
  const [email, setEmail] = useState('not-an-email');
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState('');
  const [service, setService] = useState('');
  const [gender, setGender] = useState('female');
  const [consent, setConsent] = useState(false);
  return (
    <Section aria-label={`Form fields, ${prefix} theme`} data-testid={`${prefix}-fields`}>
      <h3>Form fields</h3>
      <Grid>
        <TextField label={`Name (${prefix})`} name="name" value={name} onChange={setName} />
        <TextField label={`Email (${prefix})`} name="email" type="email" value={email} onChange={setEmail} error="Enter a valid email address" />
        <TextField label={`Phone (${prefix})`} name="phone" type="tel" value={phone} onChange={setPhone} optional hint="Saved as +234…" />
        <TextField label={`Message (${prefix})`} name="message" value={message} onChange={setMessage} multiline />
        <SelectField
          label={`Service attended (${prefix})`}
          name="service"
          value={service}
          onChange={setService}
          options={[
            { value: 'sunday', label: 'Sunday 8:00 am' },
            { value: 'tuesday', label: 'Tuesday 5:30 pm' },
          ]}
        />
        <RadioGroupField label={`Gender (${prefix})`} name={`gender-${prefix}`} value={gender} onChange={setGender} options={GENDERS} optional />
        <CheckboxField label={`You may contact me (${prefix})`} name="consent" checked={consent} onChange={setConsent} />
      </Grid>
    </Section>
  );
}
