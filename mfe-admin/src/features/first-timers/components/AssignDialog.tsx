import { useState } from 'react';
import { assigneeCandidateOption, useAssigneeCandidates } from '@church/platform/endpoints/assignee-candidates';
import { PersonPickerDialog } from 'shared_ui/domain/PersonPickerDialog';
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
  const candidates = useAssigneeCandidates(ADMIN_FIRST_TIMERS_KEY, search);
  return (
    <PersonPickerDialog
      title={title}
      saveLabel="Assign"
      busy={busy}
      searchLabel="Find a person"
      search={search}
      onSearch={setSearch}
      placeholder="A member's or leader's name"
      options={candidates.data?.map(assigneeCandidateOption)}
      loadError={candidates.error ? 'The people could not be loaded. Close and try again.' : undefined}
      extraOptions={[{ value: NOBODY, label: 'Nobody (unassigned)' }]}
      label="Assign to"
      name="assigned_to"
      error={error}
      onPick={(value) => onAssign(value === NOBODY ? null : Number(value))}
      onClose={onClose}
    />
  );
}
