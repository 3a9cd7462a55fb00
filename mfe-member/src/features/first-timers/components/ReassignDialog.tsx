import { useState } from 'react';
import styled from 'styled-components';
import type { PersonRef } from '@church/contracts/first-timers';
import { assigneeCandidateOption, useAssigneeCandidates } from '@church/platform/endpoints/assignee-candidates';
import { errorMessage, HttpError } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { PersonPickerDialog } from 'shared_ui/domain/PersonPickerDialog';
import { FIRST_TIMERS_KEY } from '../api/keys';
import { useReassign } from '../api/reassign';

const Intro = styled.p`
  margin: 0 0 ${(p) => p.theme.spacing.md};
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
  const [error, setError] = useState<string | undefined>();
  const candidates = useAssigneeCandidates(FIRST_TIMERS_KEY, search);
  const reassign = useReassign(firstTimerId);

  const save = (chosen: string) => {
    const id = Number(chosen);
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
    <PersonPickerDialog
      title={`Reassign ${firstTimerName}`}
      saveLabel="Reassign"
      busy={reassign.isPending}
      intro={<Intro>Currently assigned to {assignee ? assignee.full_name : 'nobody'}.</Intro>}
      searchLabel="Find a person"
      search={search}
      onSearch={setSearch}
      placeholder="A member's or leader's name"
      options={candidates.data?.map(assigneeCandidateOption)}
      loadError={candidates.isError ? `The people could not be loaded. ${errorMessage(candidates.error)}` : undefined}
      label="Assign to"
      name="assignee"
      chosenOption={assignee ? { value: String(assignee.id), label: `${assignee.full_name} (currently assigned)` } : undefined}
      initialValue={assignee ? String(assignee.id) : ''}
      required="Choose who will follow up"
      error={error}
      onPick={save}
      onClose={onClose}
    />
  );
}
