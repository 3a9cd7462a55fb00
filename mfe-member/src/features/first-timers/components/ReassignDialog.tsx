import { useState } from 'react';
import styled from 'styled-components';
import type { PersonRef } from '@church/contracts/first-timers';
import { assigneeCandidateOption, useAssigneeCandidates } from '@church/platform/endpoints/assignee-candidates';
import { errorMessage, HttpError } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { FormDialog } from 'shared_ui/Dialog';
import { SearchableChoice } from 'shared_ui/filters';
import { FIRST_TIMERS_KEY } from '../api/keys';
import { useReassign } from '../api/reassign';

const Stack = styled.div`
  display: grid;
  gap: ${(p) => p.theme.spacing.md};

  fieldset label {
    min-height: 44px;
  }
`;

export interface ReassignDialogProps {
  firstTimerId: number;
  firstTimerName: string;
  assignee: PersonRef | null;
  onClose: () => void;
}

export const ALREADY_ASSIGNED = 'Already assigned to them';

/** An admin hands the follow-up to a member or leader, seeing how many each already holds. */
export function ReassignDialog({ firstTimerId, firstTimerName, assignee, onClose }: ReassignDialogProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState(assignee ? String(assignee.id) : '');
  const [error, setError] = useState<string | undefined>();
  const candidates = useAssigneeCandidates(FIRST_TIMERS_KEY, search);
  const reassign = useReassign(firstTimerId);

  const options = candidates.data?.map(assigneeCandidateOption);

  const save = () => {
    const id = Number(chosen);
    if (!chosen || !Number.isInteger(id)) {
      setError('Choose who will follow up');
      return;
    }
    if (assignee && id === assignee.id) {
      // Nothing would change: no request, the field says why.
      setError(ALREADY_ASSIGNED);
      return;
    }
    setError(undefined);
    const name = candidates.data?.find((p) => p.id === id)?.full_name;
    reassign.mutate(id, {
      onSuccess: (result) => {
        notifier.success(result.message ?? `${firstTimerName}'s follow-up is now assigned to ${name ?? 'them'}.`);
        onClose();
      },
      onError: (failure) => setError(failure instanceof HttpError ? (failure.fieldErrors.assigned_to?.[0] ?? errorMessage(failure)) : errorMessage(failure)),
    });
  };

  return (
    <FormDialog title={`Reassign ${firstTimerName}`} saveLabel="Reassign" busy={reassign.isPending} onSubmit={save} onClose={onClose}>
      <Stack>
        <p>Currently assigned to {assignee ? assignee.full_name : 'nobody'}.</p>
        <SearchableChoice
          searchLabel="Find a person"
          search={search}
          onSearch={setSearch}
          placeholder="A member's or leader's name"
          options={options}
          loadError={candidates.isError ? `The people could not be loaded. ${errorMessage(candidates.error)}` : undefined}
          label="Assign to"
          name="assignee"
          chosenOption={assignee ? { value: String(assignee.id), label: `${assignee.full_name} (currently assigned)` } : undefined}
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            setError(undefined);
          }}
          error={error}
        />
      </Stack>
    </FormDialog>
  );
}
