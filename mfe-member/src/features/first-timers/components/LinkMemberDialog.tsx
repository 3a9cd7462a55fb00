import { useState } from 'react';
import { assigneeCandidateOption, useAssigneeCandidates } from '@church/platform/endpoints/assignee-candidates';
import { errorMessage, HttpError } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { FormDialog } from 'shared_ui/Dialog';
import { CheckboxField } from 'shared_ui/fields';
import { SearchableChoice } from 'shared_ui/filters';
import { FIRST_TIMERS_KEY } from '../api/keys';
import { useMemberLink } from '../api/member-link';

/** An admin finds the member account a visitor became (the people search) and links the two. */
export function LinkMemberDialog({ firstTimerId, firstTimerName, onClose }: { firstTimerId: number; firstTimerName: string; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState('');
  const [integrated, setIntegrated] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const candidates = useAssigneeCandidates(FIRST_TIMERS_KEY, search);
  const { link } = useMemberLink(firstTimerId);

  const save = () => {
    if (!chosen) {
      setError('Choose the member they became');
      return;
    }
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
    <FormDialog title={`Link ${firstTimerName} to a member`} saveLabel="Link" busy={link.isPending} onSubmit={save} onClose={onClose}>
      <SearchableChoice
        searchLabel="Find a member"
        search={search}
        onSearch={setSearch}
        placeholder="A name or an email"
        options={candidates.data?.map(assigneeCandidateOption)}
        loadError={candidates.isError ? `The people could not be loaded. ${errorMessage(candidates.error)}` : undefined}
        label="The member they became"
        name="member"
        value={chosen}
        onChange={(value) => {
          setChosen(value);
          setError(undefined);
        }}
        error={error}
      />
      <CheckboxField
        label="Count them as Integrated"
        name="mark_integrated"
        checked={integrated}
        onChange={setIntegrated}
        hint="Linking alone does not change the follow-up: tick this when the church counts them as integrated."
      />
    </FormDialog>
  );
}
