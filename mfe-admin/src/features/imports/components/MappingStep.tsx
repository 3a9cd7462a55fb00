// Step 2: the file's column for each field (the API proposes one, remembered from the last file
// with the same header row), which way round the file writes its dates, and what to do with
// people the app already has.
import styled from 'styled-components';
import { RadioGroupField, SelectField } from 'shared_ui/fields';
import { themeOf } from 'shared_ui/theme';
import { DATE_ORDER_LABELS, DATE_ORDERS, type DateOrder, type ExistingPeople, type ImportField } from '@church/contracts/imports';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  column-gap: ${(p) => themeOf(p.theme).spacing.md};

  select {
    overflow-wrap: anywhere;
    text-overflow: ellipsis;
  }
`;

const Note = styled.p`
  margin: 0 0 ${(p) => themeOf(p.theme).spacing.md};
  color: ${(p) => themeOf(p.theme).colors.textMuted};
`;

export const NOT_IN_FILE = 'Not in this file';

export interface MappingStepProps {
  fields: ImportField[];
  headers: string[];
  mapping: Record<string, string | null>;
  onMappingChange: (mapping: Record<string, string | null>) => void;
  /** Null when the file names no people (attendance): then there is nothing to skip or update. */
  existing: ExistingPeople | null;
  onExistingChange: (existing: ExistingPeople) => void;
  /** Null while no date column is mapped. */
  dates: DateOrder | null;
  onDatesChange: (dates: DateOrder) => void;
}

export function MappingStep({ fields, headers, mapping, onMappingChange, existing, onExistingChange, dates, onDatesChange }: MappingStepProps) {
  // One option per column; a header row with a repeated name offers it once.
  const options = [...new Set(headers)].map((header) => ({ value: header, label: header }));
  return (
    <>
      <Note>Choose the file&apos;s column for each field. Fields not marked (optional) are needed.</Note>
      <Fields>
        {fields.map((field) => (
          <SelectField
            key={field.name}
            label={field.label}
            name={`mapping.${field.name}`}
            optional={!field.required}
            value={mapping[field.name] ?? ''}
            onChange={(value) => onMappingChange({ ...mapping, [field.name]: value === '' ? null : value })}
            options={options}
            placeholder={NOT_IN_FILE}
          />
        ))}
      </Fields>
      {dates && (
        <RadioGroupField
          label="Dates such as 02/03/1987"
          name="dates"
          value={dates}
          onChange={(value) => onDatesChange(value as DateOrder)}
          hint="Chosen from the file when a date tells (23/04 is day first); the preview shows each date as it is read."
          options={DATE_ORDERS.map((order) => ({ value: order, label: DATE_ORDER_LABELS[order] }))}
        />
      )}
      {existing && (
        <RadioGroupField
          label="People already here"
          name="existing"
          value={existing}
          onChange={(value) => onExistingChange(value as ExistingPeople)}
          hint="A person is already here when their email matches, or else their phone."
          options={[
            { value: 'skip', label: 'Skip them', description: 'Keep what the app has.' },
            { value: 'update', label: 'Update them', description: "Write the file's values over the app's." },
          ]}
        />
      )}
    </>
  );
}
