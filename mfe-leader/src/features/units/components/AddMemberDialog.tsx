import { useState } from 'react';
import styled from 'styled-components';
import type { Unit, UnitMember } from '@church/contracts/units';
import { emailOrNoSignIn } from '@church/contracts/user';
import { errorMessage, HttpError } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { PersonPickerDialog } from 'shared_ui/domain/PersonPickerDialog';
import { themeOf } from 'shared_ui/theme';
import { useAddMember } from '../api/add-member';
import { usePeople } from '../api/people';

const Hint = styled.p`
  margin: 0 0 ${(p) => themeOf(p.theme).spacing.md};
  color: ${(p) => themeOf(p.theme).colors.textMuted};
`;

export interface AddMemberDialogProps {
  unit: Pick<Unit, 'id' | 'name'>;
  /** Who is on the roster already: marked in the choices. */
  roster: readonly Pick<UnitMember, 'id'>[];
  isAdmin: boolean;
  onClose: () => void;
}

/** Find a person by name, email or phone and add them to the unit's roster. */
export function AddMemberDialog({ unit, roster, isAdmin, onClose }: AddMemberDialogProps) {
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string>();
  const people = usePeople(search);
  const add = useAddMember();
  const onRoster = new Set(roster.map((person) => person.id));
  const options = people.data?.map((person) => ({
    value: String(person.id),
    label: `${person.full_name} (${emailOrNoSignIn(person.email)})${onRoster.has(person.id) ? ` — already in ${unit.name}` : ''}`,
  }));

  const submit = (chosen: string) =>
    add.mutate(
      { unitId: unit.id, userId: Number(chosen) },
      {
        onSuccess: (result) => {
          notifier.success(result.message ?? `The person joined ${unit.name}.`);
          onClose();
        },
        onError: (failure) => setError((failure instanceof HttpError && failure.fieldErrors.userId?.[0]) || errorMessage(failure)),
      },
    );

  return (
    <PersonPickerDialog
      title={`Add a member to ${unit.name}`}
      saveLabel={`Add to ${unit.name}`}
      busy={add.isPending}
      intro={!isAdmin && <Hint>You can add people who are already in another unit you lead. To add anyone else, ask an admin.</Hint>}
      searchLabel="Find a person"
      search={search}
      onSearch={setSearch}
      placeholder="Name, email or phone"
      options={options}
      loadError={people.error ? 'The people could not be loaded. Close and try again.' : undefined}
      label="Person to add"
      name="user_id"
      error={error}
      onPick={submit}
      onClose={onClose}
    />
  );
}
