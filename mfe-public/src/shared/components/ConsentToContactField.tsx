import { CheckboxField } from 'shared_ui/fields';

/**
 * The visitor's consent to be contacted, asked in the same words wherever a first visit is
 * recorded (the welcome form, the station's New visitor). Unticked unless they agree: without it
 * their follow-up does not start.
 */
export function ConsentToContactField({ checked, onChange, error }: { checked: boolean; onChange: (checked: boolean) => void; error?: string }) {
  return (
    <CheckboxField
      label="The church may contact me"
      name="consent_to_contact"
      checked={checked}
      onChange={onChange}
      hint="By phone or email, to welcome you and follow up on your visit."
      error={error}
    />
  );
}
