// The controls above a list: a debounced search, selects, and a month-and-year picker. Each is
// labelled; the list's state itself lives in the URL (platform's useListParams).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { MONTH_NAMES, selectableYears } from '@church/contracts/months';
import { control, RadioGroupField, type ChoiceOption } from '../kit/fields';
import { Spinner } from '../kit/Loader';
import { themeOf } from '../kit/theme';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${(p) => themeOf(p.theme).spacing.md};
  margin-bottom: ${(p) => themeOf(p.theme).spacing.md};
`;

const Control = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  flex: 1 1 160px;
  max-width: 320px;

  label {
    font-weight: 600;
    color: ${(p) => themeOf(p.theme).colors.text};
  }
  input,
  select {
    ${control}
  }
`;

/** A row of filters that wraps on phones; a group named "Filters" for screen readers. */
export function FilterBar({ children, label = 'Filters' }: { children: ReactNode; label?: string }) {
  return (
    <Bar role="group" aria-label={label}>
      {children}
    </Bar>
  );
}

export interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The first option, meaning no filter (value ''). */
  allLabel?: string;
}

export function FilterSelect({ label, value, onChange, options, allLabel = 'All' }: FilterSelectProps) {
  const id = useId();
  return (
    <Control>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {allLabel !== '' && <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Control>
  );
}

export interface SearchFieldProps {
  /** The search the list shows now (from the URL); typing starts from it. */
  value: string;
  onSearch: (value: string) => void;
  label?: string;
  placeholder?: string;
  /** Milliseconds of quiet typing before searching. Enter and clearing search at once. */
  delay?: number;
}

export function SearchField({ value, onSearch, label = 'Search', placeholder, delay = 300 }: SearchFieldProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Back and a shared link change the URL's search: show it.
  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const searchNow = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() !== value.trim()) onSearch(next.trim());
  };

  return (
    <Control>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          if (next === '') searchNow('');
          else timer.current = setTimeout(() => searchNow(next), delay);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            searchNow(text);
          }
        }}
      />
    </Control>
  );
}

export interface MonthYearPickerProps {
  month: number;
  year: number;
  onChange: (next: { month: number; year: number }) => void;
  legend?: string;
  idPrefix?: string;
}

const Fieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p.theme).spacing.md};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: 6px;
    font-weight: 600;
    color: ${(p) => themeOf(p.theme).colors.text};
  }
`;

/** Month (January to December) and year (2023 to 2035, the selectable years). */
export function MonthYearPicker({ month, year, onChange, legend = 'Month', idPrefix }: MonthYearPickerProps) {
  const generated = useId();
  const prefix = idPrefix ?? generated;
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Control>
        <label htmlFor={`${prefix}-month`}>Month</label>
        <select id={`${prefix}-month`} value={month} onChange={(event) => onChange({ month: Number(event.target.value), year })}>
          {MONTH_NAMES.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </select>
      </Control>
      <Control>
        <label htmlFor={`${prefix}-year`}>Year</label>
        <select id={`${prefix}-year`} value={year} onChange={(event) => onChange({ month, year: Number(event.target.value) })}>
          {selectableYears().map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </Control>
    </Fieldset>
  );
}

export interface SearchableChoiceProps {
  /** The search box's label, e.g. "Find a person". */
  searchLabel: string;
  search: string;
  onSearch: (search: string) => void;
  placeholder?: string;
  /** The choices found for `search`; undefined while the first search runs. */
  options: ReadonlyArray<ChoiceOption> | undefined;
  /** Why the choices could not be loaded, if they could not. */
  loadError?: string;
  /** Always offered, found or not (e.g. "Nobody"). */
  extraOptions?: ReadonlyArray<ChoiceOption>;
  /**
   * The chosen option's label for when no search has found it yet (e.g. the current assignee as
   * the dialog opens). Once a search shows the choice, its label is remembered anyway.
   */
  chosenOption?: ChoiceOption;
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * A search box above the radio list of what it finds (a person to assign, for instance): the
 * choices are loaded by the caller, this shows the loading, nothing-found and failed states.
 * The chosen option stays in the list, pinned first, when a later search does not find it: what
 * the form would submit is always in sight.
 */
export function SearchableChoice({ searchLabel, search, onSearch, placeholder, options, loadError, extraOptions = [], chosenOption, label, name, value, onChange, error }: SearchableChoiceProps) {
  const found = [...(options ?? []), ...extraOptions];
  const shown = found.find((option) => option.value === value);
  // The last label the choice was shown with; updated during render, as React allows for own state.
  const [remembered, setRemembered] = useState(shown);
  if (shown && (shown.value !== remembered?.value || shown.label !== remembered.label)) setRemembered(shown);
  const pinned = value && !shown ? [remembered, chosenOption].find((option) => option?.value === value) : undefined;
  const all = pinned ? [pinned, ...found] : found;
  return (
    <>
      <SearchField label={searchLabel} value={search} onSearch={onSearch} placeholder={placeholder} />
      {loadError ? (
        <p role="alert">{loadError}</p>
      ) : options === undefined ? (
        <Spinner size="sm" label="Searching" />
      ) : (
        <>
          {options.length === 0 && <p>Nothing matches “{search}”.</p>}
          {all.length > 0 && <RadioGroupField label={label} name={name} value={value} onChange={onChange} options={all} error={error} />}
          {all.length === 0 && error && <p role="alert">{error}</p>}
        </>
      )}
    </>
  );
}
