import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { OccurrenceCount } from '@church/contracts/attendance';
import { serviceCategoriesFor } from '@church/contracts/service-categories';
import { emailOrNoSignIn, type User } from '@church/contracts/user';
import { useMarkAttendance } from '@church/platform/endpoints/mark-attendance';
import { HttpError, errorMessage } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { Button } from 'shared_ui/Button';
import { SelectField, TextField } from 'shared_ui/fields';
import { themeOf } from 'shared_ui/theme';
import { useFindPeople } from '../api/find-people';
import { ADMIN_ATTENDANCE_KEY } from '../api/keys';

const Results = styled.ul`
  margin: 0 0 ${(p) => themeOf(p.theme).spacing.md};
  padding: 0;
  list-style: none;
  li + li {
    margin-top: 4px;
  }
`;

/** Record that someone was at this service: find them, choose their category, save. */
export function RecordAttendanceForm({ occurrence }: { occurrence: OccurrenceCount }) {
  const [search, setSearch] = useState('');
  const [person, setPerson] = useState<User | null>(null);
  const [category, setCategory] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const people = useFindPeople(person ? '' : search);
  // The form shows a refusal on its field.
  const record = useMarkAttendance({ area: ADMIN_ATTENDANCE_KEY, counted: ADMIN_ATTENDANCE_KEY, silent: true });
  const categories = person ? serviceCategoriesFor(person.roles) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = categories.find((c) => c === category);
    const missing: Record<string, string> = {};
    if (!person) missing.person = 'Find and choose the person first';
    if (!chosen) missing.category = 'Choose a category';
    setErrors(missing);
    if (!person || !chosen) return;
    record.mutate(
      { service_id: occurrence.service_id, date: occurrence.date, category: chosen, user_id: person.id },
      {
        onSuccess: (result) => {
          notifier.success(result.message === 'This attendance was already recorded.' ? `${person.full_name} was already recorded.` : `${person.full_name} is recorded as present.`);
          setPerson(null);
          setSearch('');
          setCategory('');
        },
        onError: (failure) => {
          const fields = failure instanceof HttpError ? failure.fieldErrors : {};
          setErrors({ category: fields.category?.[0] ?? fields.date?.[0] ?? fields.user_id?.[0] ?? errorMessage(failure) });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="record-title" data-testid="record-attendance">
      <h3 id="record-title">Record someone who was there</h3>
      {person ? (
        <p>
          <strong>{person.full_name}</strong> ({emailOrNoSignIn(person.email)}){' '}
          <Button variant="ghost" size="sm" onClick={() => setPerson(null)}>
            Choose someone else
          </Button>
        </p>
      ) : (
        <>
          <TextField label="Find a person" name="person" value={search} onChange={setSearch} hint="Type at least two letters of a name, an email or a phone number." error={errors.person} />
          {people.data && (
            <Results aria-label="People found">
              {people.data.length === 0 && <li>Nobody matches “{search}”.</li>}
              {people.data.map((p) => (
                <li key={p.id}>
                  <Button variant="outline-primary" size="sm" onClick={() => setPerson(p)}>
                    {p.full_name} · {emailOrNoSignIn(p.email)}
                  </Button>
                </li>
              ))}
            </Results>
          )}
        </>
      )}
      <SelectField label="Category" name="category" value={category} onChange={setCategory} options={categories.map((c) => ({ value: c, label: c }))} error={errors.category} />
      <Button type="submit" loading={record.isPending}>
        Record attendance
      </Button>
    </form>
  );
}
