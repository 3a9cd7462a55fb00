// A team's set-up, for its leaders and admins: its positions (and how many each service needs),
// and its people with the positions they serve: add someone, change their positions, take them
// out. The team's rota below reads what is saved here.
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage, HttpError } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { Button } from 'shared_ui/Button';
import { CheckboxField, CheckboxGroupField, FormAlert, SelectField, TextField } from 'shared_ui/fields';
import { themeOf } from 'shared_ui/theme';
import { POSITION_NEEDED_MAX } from '@church/contracts/teams';
import type { TeamDetail } from '../api/teams';
import { useAddPosition, usePeopleToAdd, usePutTeamMember, useRemoveTeamMember } from '../api/manage-team';

const Rows = styled.ul`
  list-style: none;
  margin: 0 0 ${(p) => themeOf(p.theme).spacing.md};
  padding: 0;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => themeOf(p.theme).spacing.sm};
    padding: ${(p) => themeOf(p.theme).spacing.xs} 0;
    overflow-wrap: anywhere;
  }
`;

const Inline = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${(p) => themeOf(p.theme).spacing.sm};
`;

const said = (message?: string) => message && notifier.success(message);
/** The API's message for one field of a refused write, shown under that field. */
const fieldError = (error: unknown, field: string) => (error instanceof HttpError ? error.fieldErrors[field]?.[0] : undefined);
/** A refusal that names no field of the form, said above it. */
const formError = (error: unknown, fields: string[]) => (error && !fields.some((field) => fieldError(error, field)) ? errorMessage(error) : null);
const NEEDED_CHOICES = Array.from({ length: Math.min(POSITION_NEEDED_MAX, 20) }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

function Positions({ team }: { team: TeamDetail }) {
  const add = useAddPosition(team.id);
  const [name, setName] = useState('');
  const [needed, setNeeded] = useState('1');
  return (
    <section aria-labelledby="positions-title">
      <h3 id="positions-title">Positions</h3>
      <Rows>
        {team.positions.map((position) => (
          <li key={position.id}>
            {position.name}: {position.needed} a service
          </li>
        ))}
      </Rows>
      <Inline
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate({ name, needed: Number(needed) }, { onSuccess: (answer) => { said(answer.message); setName(''); setNeeded('1'); } });
        }}
      >
        <TextField label="New position" name="position_name" value={name} onChange={setName} error={fieldError(add.error, 'name')} />
        <SelectField label="Needed a service" name="needed" value={needed} onChange={(value) => setNeeded(value || '1')} options={NEEDED_CHOICES} error={fieldError(add.error, 'needed')} />
        <Button type="submit" loading={add.isPending}>
          Add the position
        </Button>
      </Inline>
      {formError(add.error, ['name', 'needed']) && <FormAlert role="alert">{formError(add.error, ['name', 'needed'])}</FormAlert>}
    </section>
  );
}

function People({ team, isAdmin }: { team: TeamDetail; isAdmin: boolean }) {
  const put = usePutTeamMember(team.id);
  const remove = useRemoveTeamMember(team.id);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ id: number; name: string } | null>(null);
  const [positionIds, setPositionIds] = useState<number[]>([]);
  const [leads, setLeads] = useState(false);
  const found = usePeopleToAdd(chosen ? '' : search);
  const positionNames = (ids: number[]) => team.positions.filter((p) => ids.includes(p.id)).map((p) => p.name).join(', ') || 'no position yet';
  const choose = (id: number, name: string, ids: number[]) => {
    setChosen({ id, name });
    setPositionIds(ids);
    setLeads(team.members.some((m) => m.id === id && m.is_leader));
  };
  return (
    <section aria-labelledby="people-title">
      <h3 id="people-title">People</h3>
      <Rows>
        {team.members.map((member) => (
          <li key={member.id}>
            <span>
              <strong>{member.full_name}</strong>
              {member.is_leader ? ' (leads the team)' : ''}: {positionNames(member.position_ids)}
            </span>
            <Button size="sm" variant="outline-primary" aria-label={`Change ${member.full_name}’s positions`} onClick={() => choose(member.id, member.full_name, member.position_ids)}>
              Change positions
            </Button>
            <Button size="sm" variant="outline-danger" aria-label={`Take ${member.full_name} out of ${team.name}`} disabled={remove.isPending} onClick={() => remove.mutate(member.id, { onSuccess: (answer) => said(answer.message) })}>
              Take out
            </Button>
          </li>
        ))}
      </Rows>
      {remove.isError && <FormAlert role="alert">{errorMessage(remove.error)}</FormAlert>}
      {chosen ? (
        <form
          noValidate
          aria-label={`${chosen.name}’s positions`}
          onSubmit={(event) => {
            event.preventDefault();
            put.mutate({ personId: chosen.id, positionIds, ...(isAdmin ? { isLeader: leads } : {}) }, { onSuccess: (answer) => { said(answer.message); setChosen(null); setSearch(''); } });
          }}
        >
          <CheckboxGroupField
            label={`Positions ${chosen.name} serves`}
            name="position_ids"
            values={positionIds.map(String)}
            onToggle={(value, ticked) => setPositionIds((ids) => (ticked ? [...ids, Number(value)] : ids.filter((id) => id !== Number(value))))}
            options={team.positions.map((p) => ({ value: String(p.id), label: p.name }))}
            emptyText="Add a position first."
          />
          {isAdmin && (
            <CheckboxField
              label={`${chosen.name} leads ${team.name}`}
              name="is_leader"
              checked={leads}
              onChange={setLeads}
              hint="A team’s leaders fill and publish its weeks and are told of declines; they find this page in their sidebar, with or without the leader role."
            />
          )}
          {put.isError && <FormAlert role="alert">{errorMessage(put.error)}</FormAlert>}
          <Inline as="div">
            <Button type="submit" loading={put.isPending}>
              Save
            </Button>
            <Button variant="outline-primary" onClick={() => setChosen(null)}>
              Cancel
            </Button>
          </Inline>
        </form>
      ) : (
        <>
          <TextField label="Add someone" name="people_search" value={search} onChange={setSearch} hint="Type two letters of their name." />
          {found.isError && <FormAlert role="alert">{errorMessage(found.error)}</FormAlert>}
          {found.data && search.trim().length >= 2 && (
            <Rows aria-label="People found">
              {found.data.length === 0 && <li>Nobody found by that name.</li>}
              {found.data.map((person) => {
                const name = person.full_name;
                const member = team.members.find((m) => m.id === person.id);
                return (
                  <li key={person.id}>
                    <span>{name}</span>
                    <Button size="sm" variant="outline-primary" aria-label={`Add ${name}`} onClick={() => choose(person.id, name, member?.position_ids ?? [])}>
                      {member ? 'Change positions' : 'Add'}
                    </Button>
                  </li>
                );
              })}
            </Rows>
          )}
        </>
      )}
    </section>
  );
}

/** The team's positions and people, for those who run it; admins also choose its leaders. */
export function ManageTeam({ team, isAdmin }: { team: TeamDetail; isAdmin: boolean }) {
  return (
    <details>
      <summary>Positions and people</summary>
      <Positions team={team} />
      <People team={team} isAdmin={isAdmin} />
    </details>
  );
}
