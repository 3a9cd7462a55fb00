import { useState } from 'react';
import { assigneeCandidateOption, useAssigneeCandidates } from '@church/platform/endpoints/assignee-candidates';
import { errorMessage, HttpError } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { PersonPickerDialog } from 'shared_ui/domain/PersonPickerDialog';
import { CheckboxField } from 'shared_ui/fields';
import { FIRST_TIMERS_KEY } from '../api/keys';
import { useMemberLink } from '../api/member-link';

/** An admin finds the member account a visitor became (the people search) and links the two. */
export function LinkMemberDialog({ firstTimerId, firstTimerName, onClose }: { firstTimerId: number; firstTimerName: string; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [integrated, setIntegrated] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const candidates = useAssigneeCandidates(FIRST_TIMERS_KEY, search);
  const { link } = useMemberLink(firstTimerId);

  const save = (chosen: string) => {
    setError(undefined);
    link.mutate(
      { user_id: Number(chosen), mark_integrated: integrated },
      {
        onSuccess: (result) => {
          notifier.success(result.message ?? 'The visitor is linked to the member.');
          onClose();
        },
        onError: (failure) => setError(failure instanceof HttpError ? (failure.fieldErrors.user_id?.[0] ?? errorMessage(failure)) : errorMessage(failure)),
      },
    );
  };

  return (
    <PersonPickerDialog
      title={`Link ${firstTimerName} to a member`}
      saveLabel="Link"
      busy={link.isPending}
      searchLabel="Find a member"
      search={search}
      onSearch={setSearch}
      placeholder="A name or an email"
      options={candidates.data?.map(assigneeCandidateOption)}
      loadError={candidates.isError ? `The people could not be loaded. ${errorMessage(candidates.error)}` : undefined}
      label="The member they became"
      name="member"
      required="Choose the member they became"
      error={error}
      onPick={save}
      onClose={onClose}
    >
      <CheckboxField
        label="Count them as Integrated"
        name="mark_integrated"
        checked={integrated}
        onChange={setIntegrated}
        hint="Linking alone does not change the follow-up: tick this when the church counts them as integrated."
      />
    </PersonPickerDialog>
  );
}
