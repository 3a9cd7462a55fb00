import { useUnits } from '@church/platform/endpoints/units';
import { CheckboxGroupField } from 'shared_ui/fields';
import { UNIT_CHOICES_KEY } from '../api/keys';

// The units an event is for, as a set of boxes.

export interface UnitCheckboxesProps {
  /** The unit ids ticked. */
  selected: readonly string[];
  onToggle: (unitId: string, ticked: boolean) => void;
  /** The event's units now: offered even before (or without) the list of units. */
  current?: ReadonlyArray<{ id: number; name: string }>;
  error?: string;
}

export function UnitCheckboxes({ selected, onToggle, current = [], error }: UnitCheckboxesProps) {
  // Only the admin's event form asks (the route answers 403 to everyone else); the boxes say a failure.
  const units = useUnits(UNIT_CHOICES_KEY, { silent: true });
  const choices = [...(units.data ?? []), ...current.filter((unit) => !units.data?.some((known) => known.id === unit.id))];
  return (
    <CheckboxGroupField
      label="For units"
      name="unit_ids"
      options={choices.map((unit) => ({ value: String(unit.id), label: unit.name }))}
      values={selected}
      onToggle={onToggle}
      emptyText={units.isPending ? 'Loading the units…' : units.isError ? 'The units could not be loaded.' : 'No units yet.'}
      hint="None ticked: the event is for the whole church."
      error={error}
    />
  );
}
