import { useState } from 'react';
import { SearchField } from 'shared_ui/filters';
import { Button } from 'shared_ui/Button';
import { Dialog } from 'shared_ui/Dialog';
import { RadioGroupField } from 'shared_ui/fields';
import { Spinner } from 'shared_ui/Loader';
import { useAssignees } from '../api/assignees';

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

/** Find a member or leader by name and choose them; each shows how many follow-ups they hold open. */
export function AssignDialog({ title, busy, error, onAssign, onClose }: AssignDialogProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState('');
  const [missing, setMissing] = useState(false);
  const candidates = useAssignees(search);

  const options = [
    ...(candidates.data ?? []).map((c) => ({
      value: String(c.id),
      label: `${c.full_name} — ${c.open_follow_ups} open follow-up${c.open_follow_ups === 1 ? '' : 's'}`,
    })),
    { value: NOBODY, label: 'Nobody (unassigned)' },
  ];

  const submit = () => {
    if (!chosen) {
      setMissing(true);
      return;
    }
    onAssign(chosen === NOBODY ? null : Number(chosen));
  };

  return (
    <Dialog
      open
      title={title}
      onClose={() => !busy && onClose()}
      footer={
        <>
          <Button variant="outline-primary" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button loading={busy} onClick={submit}>
            Assign
          </Button>
        </>
      }
    >
      <SearchField label="Find a person" value={search} onSearch={setSearch} placeholder="A member's or leader's name" />
      {candidates.isPending ? (
        <Spinner size="sm" label="Finding people" />
      ) : candidates.error ? (
        <p role="alert">The people could not be loaded. Close and try again.</p>
      ) : (
        <>
          {candidates.data?.length === 0 && <p>Nobody matches “{search}”.</p>}
          <RadioGroupField
            label="Assign to"
            name="assigned_to"
            value={chosen}
            onChange={(value) => {
              setChosen(value);
              setMissing(false);
            }}
            options={options}
            error={missing ? 'Choose a person' : error}
          />
        </>
      )}
    </Dialog>
  );
}
