import { useState } from 'react';
import { assigneeCandidateOption, useAssigneeCandidates } from '@church/platform/endpoints/assignee-candidates';
import { FormDialog } from 'shared_ui/Dialog';
import { SearchableChoice } from 'shared_ui/filters';
import { ADMIN_FIRST_TIMERS_KEY } from '../api/keys';

const NOBODY = 'none';

export interface AssignDialogProps {
  /** "Assign Ruth Bello" or "Assign 3 first-timers". */
  title: string;
  /** Saving: the Assign button spins and the dialog stays. */
  busy: boolean;
  /** The API's refusal of the assignee (a 422's `assigned_to`, or the message). */
  error?: string;
  /** The chosen person's id; null to leave them unassigned. */
  onAssign: (assignedTo: number | null) => void;
  onClose: () => void;
}

/** Find a member or leader by name and choose them; each shows how many follow-ups they hold open, and their email and phone. */
export function AssignDialog({ title, busy, error, onAssign, onClose }: AssignDialogProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState('');
  const [missing, setMissing] = useState(false);
  const candidates = useAssigneeCandidates(ADMIN_FIRST_TIMERS_KEY, search);
  const options = candidates.data?.map(assigneeCandidateOption);

  const submit = () => {
    if (!chosen) {
      setMissing(true);
      return;
    }
    onAssign(chosen === NOBODY ? null : Number(chosen));
  };

  return (
    <FormDialog title={title} saveLabel="Assign" busy={busy} onSubmit={submit} onClose={onClose}>
      <SearchableChoice
        searchLabel="Find a person"
        search={search}
        onSearch={setSearch}
        placeholder="A member's or leader's name"
        options={options}
        loadError={candidates.error ? 'The people could not be loaded. Close and try again.' : undefined}
        extraOptions={[{ value: NOBODY, label: 'Nobody (unassigned)' }]}
        label="Assign to"
        name="assigned_to"
        value={chosen}
        onChange={(value) => {
          setChosen(value);
          setMissing(false);
        }}
        error={missing ? 'Choose a person' : error}
      />
    </FormDialog>
  );
}
