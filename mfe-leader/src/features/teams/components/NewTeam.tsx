// An admin's new serving team (e.g. Media): its name only; positions and people are added on the team.
import { useState } from 'react';
import { errorMessage, HttpError } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { Button } from 'shared_ui/Button';
import { FormAlert, TextField } from 'shared_ui/fields';
import { useCreateTeam } from '../api/manage-team';

export function NewTeam({ onCreated }: { onCreated: (teamId: number) => void }) {
  const create = useCreateTeam();
  const [name, setName] = useState('');
  const nameError = create.error instanceof HttpError ? create.error.fieldErrors.name?.[0] : undefined;
  return (
    <form
      noValidate
      aria-label="Make a new team"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate({ name }, {
          onSuccess: (answer) => {
            notifier.success(answer.message);
            setName('');
            onCreated(answer.data.id);
          },
        });
      }}
    >
      <TextField label="New team" name="team_name" value={name} onChange={setName} error={nameError} hint="For example Media, Ushers or Choir." />
      {create.isError && !nameError && <FormAlert role="alert">{errorMessage(create.error)}</FormAlert>}
      <Button type="submit" loading={create.isPending}>
        Make the team
      </Button>
    </form>
  );
}
