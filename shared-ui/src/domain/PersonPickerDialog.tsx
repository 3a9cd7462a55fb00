// The one dialog that finds a person and picks them (to assign a follow-up, to link a visitor to
// the member they became, to add to a unit): a search, the people it finds, Save. The caller runs
// the search (its own endpoint) and the save; the dialog keeps the choice and says what is missing.
import { useState, type ReactNode } from 'react';
import { FormDialog } from '../exposed/Dialog';
import { SearchableChoice, type SearchableChoiceProps } from '../exposed/filters';

export interface PersonPickerDialogProps extends Omit<SearchableChoiceProps, 'value' | 'onChange' | 'error'> {
  title: string;
  saveLabel: string;
  /** Saving: the save button spins and the dialog stays. */
  busy: boolean;
  /** The person chosen as the dialog opens (the current assignee), if any. */
  initialValue?: string;
  /** Said on the field when Save is pressed with nobody chosen. */
  required?: string;
  /** A refusal shown on the field (the API's, or the caller's own check) until another choice. */
  error?: string;
  /** Above the search: what the choice is for. */
  intro?: ReactNode;
  /** Below the choices: a further field of the same form. */
  children?: ReactNode;
  /** Save with someone chosen: the chosen option's value. */
  onPick: (value: string) => void;
  onClose: () => void;
}

export function PersonPickerDialog({ title, saveLabel, busy, initialValue = '', required = 'Choose a person', error, intro, children, onPick, onClose, ...choice }: PersonPickerDialogProps) {
  const [value, setValue] = useState(initialValue);
  const [missing, setMissing] = useState(false);
  // The refusal the person has answered by choosing again: hidden until the next Save.
  const [answered, setAnswered] = useState<string | undefined>();

  const save = () => {
    setAnswered(undefined);
    if (!value) setMissing(true);
    else onPick(value);
  };

  return (
    <FormDialog title={title} saveLabel={saveLabel} busy={busy} onSubmit={save} onClose={onClose}>
      {intro}
      <SearchableChoice
        {...choice}
        value={value}
        onChange={(next) => {
          setValue(next);
          setMissing(false);
          setAnswered(error);
        }}
        error={missing ? required : error !== answered ? error : undefined}
      />
      {children}
    </FormDialog>
  );
}
