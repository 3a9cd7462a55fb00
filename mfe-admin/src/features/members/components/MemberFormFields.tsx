import type { UserUnit } from '@church/contracts/user';
import { useUnits } from '@church/platform/endpoints/units';
import type { SchemaForm } from '@church/platform/use-schema-form';
import { CheckboxGroupField, SelectField, TextField } from 'shared_ui/fields';
import { FieldRow } from 'shared_ui/Page';
import { ADMIN_UNITS_KEY } from '../../../shared/keys';
import { listOf, type MemberFormValues, withItem } from './member-form-values';
import { ROLE_OPTIONS } from './roles';

const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
];

export interface MemberFormFieldsProps {
  form: Pick<SchemaForm<MemberFormValues, unknown>, 'values' | 'errors' | 'set' | 'field'>;
  /** The units the person belongs to now: offered even before (or without) the unit list. */
  currentUnits?: readonly UserUnit[];
}

/** A person's details, roles and units: the one set of fields of both the create and the edit form. */
export function MemberFormFields({ form, currentUnits = [] }: MemberFormFieldsProps) {
  const units = useUnits(ADMIN_UNITS_KEY);
  const unitOptions = [
    ...(units.data ?? []).map((unit) => ({ value: String(unit.id), label: unit.name })),
    ...currentUnits.filter((unit) => !units.data?.some((known) => known.id === unit.id)).map((unit) => ({ value: String(unit.id), label: unit.name })),
  ];
  const toggle = (name: 'roles' | 'unit_ids') => (value: string, ticked: boolean) => form.set(name, withItem(form.values[name], value, ticked));

  return (
    <>
      <FieldRow>
        <TextField label="First name" autoComplete="off" {...form.field('first_name')} />
        <TextField label="Last name" autoComplete="off" {...form.field('last_name')} />
      </FieldRow>
      <FieldRow>
        <TextField label="Email" type="email" inputMode="email" autoComplete="off" optional {...form.field('email')} />
        <TextField label="Phone" type="tel" inputMode="tel" autoComplete="off" optional {...form.field('phone')} />
      </FieldRow>
      <FieldRow>
        <SelectField label="Gender" placeholder="Not given" optional options={GENDER_OPTIONS} {...form.field('gender')} />
        <TextField label="Birthday" type="date" optional {...form.field('birthday')} />
      </FieldRow>
      <TextField label="Address" multiline optional {...form.field('address')} />
      <CheckboxGroupField
        label="Roles"
        name="roles"
        options={ROLE_OPTIONS}
        values={listOf(form.values.roles)}
        onToggle={toggle('roles')}
        hint="Admins manage everything; leaders see the units they lead."
        error={form.errors.roles}
      />
      <CheckboxGroupField
        label="Units"
        name="unit_ids"
        options={unitOptions}
        values={listOf(form.values.unit_ids)}
        onToggle={toggle('unit_ids')}
        hint="They join each unit ticked as a member; a unit's leaders are chosen on the unit."
        emptyText={units.isPending ? 'Loading the units…' : units.error ? 'The units could not be loaded.' : 'No units yet.'}
        error={form.errors.unit_ids}
      />
    </>
  );
}
