import { useId } from 'react';
import styled from 'styled-components';
import { CheckboxField } from 'shared_ui/fields';
import { themeOf } from 'shared_ui/theme';
import { useUnitChoices } from '../api/units';

// The units an event is for, as a set of boxes (shared-ui has single boxes, no group).

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${(p) => themeOf(p.theme).spacing.md};
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: 6px;
    font-weight: 600;
    color: ${(p) => themeOf(p.theme).colors.text};
  }
`;

// Many units scroll inside the form rather than lengthening it (the boxes stay reachable by Tab).
const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  column-gap: ${(p) => themeOf(p.theme).spacing.md};
  max-height: 14rem;
  overflow-y: auto;
  padding: 4px;
`;

const Note = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: ${(p) => themeOf(p.theme).fontSizes.sm};
  font-weight: ${(p) => (p.$error ? 600 : 400)};
  color: ${(p) => (p.$error ? themeOf(p.theme).colors.danger : themeOf(p.theme).colors.textMuted)};
`;

export interface UnitCheckboxesProps {
  /** The unit ids ticked. */
  selected: readonly string[];
  onToggle: (unitId: string, ticked: boolean) => void;
  /** The event's units now: offered even before (or without) the list of units. */
  current?: ReadonlyArray<{ id: number; name: string }>;
  error?: string;
}

export function UnitCheckboxes({ selected, onToggle, current = [], error }: UnitCheckboxesProps) {
  const hintId = useId();
  const units = useUnitChoices();
  const choices = [...(units.data ?? []), ...current.filter((unit) => !units.data?.some((known) => known.id === unit.id))];
  return (
    <Fieldset aria-describedby={hintId}>
      <legend>For units</legend>
      {choices.length === 0 ? (
        <Note>{units.isPending ? 'Loading the units…' : units.isError ? 'The units could not be loaded.' : 'No units yet.'}</Note>
      ) : (
        <Choices>
          {choices.map((unit) => (
            <CheckboxField key={unit.id} label={unit.name} name="unit_ids" checked={selected.includes(String(unit.id))} onChange={(ticked) => onToggle(String(unit.id), ticked)} />
          ))}
        </Choices>
      )}
      <Note id={hintId}>None ticked: the event is for the whole church.</Note>
      {error && (
        <Note role="alert" $error>
          {error}
        </Note>
      )}
    </Fieldset>
  );
}
