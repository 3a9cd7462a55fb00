import { useState, type FormEvent } from 'react';
import type { AttendanceRecord, OccurrenceJson } from '@church/contracts/attendance';
import { formatChurchDate, formatChurchTime, weekdayOf } from '@church/contracts/church-time';
import { ATTENDED_CATEGORY, ownAttendanceChoices } from '@church/contracts/service-categories';
import { useMarkAttendance } from '@church/platform/endpoints/mark-attendance';
import { errorMessage } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { Button } from 'shared_ui/Button';
import { SelectField } from 'shared_ui/fields';
import { Card } from 'shared_ui/Page';
import { ATTENDANCE_KEY } from '../api/keys';

/** "Sunday, Nov 29, 2026 at 8:00 AM": a service's day and start on the church's clock. */
export function describeOccurrence(occurrence: OccurrenceJson): string {
  return `${weekdayOf(occurrence.date)}, ${formatChurchDate(occurrence.date)} at ${formatChurchTime(new Date(occurrence.starts_at))}`;
}

export interface MarkAttendanceCardProps {
  /** Occurrences from today on, in start order. */
  occurrences: OccurrenceJson[];
  /** The person's own records of this month. */
  records: AttendanceRecord[];
  roles: readonly string[];
  now?: Date;
}

/** While a service is open: mark my attendance with a category; otherwise the next service. */
export function MarkAttendanceCard({ occurrences, records, roles, now = new Date() }: MarkAttendanceCardProps) {
  // Two services can overlap (a one-off during a weekly one): each open one gets its own form.
  const open = occurrences.filter((o) => o.open);
  const next = occurrences.find((o) => !o.cancelled && new Date(o.starts_at) > now);
  const marked = (o: OccurrenceJson) => records.some((r) => r.service_id === o.service_id && r.date === o.date);
  return (
    <Card aria-labelledby="mark-title" data-testid="mark-attendance">
      <h2 id="mark-title">{open.length === 1 ? `${open[0].service_name} is open now` : open.length > 1 ? 'Services open now' : 'Next service'}</h2>
      {open.map((o) =>
        marked(o) ? (
          <p key={o.service_id} data-testid="marked-present">
            You are marked present at {o.service_name}. Thank you for coming!
          </p>
        ) : (
          <MarkForm key={o.service_id} occurrence={o} roles={roles} />
        ),
      )}
      {open.length === 0 &&
        (next ? (
          <>
            <p data-testid="next-service">
              {next.service_name}: {describeOccurrence(next)}.
            </p>
            <p>You can mark your attendance from an hour before it starts.</p>
          </>
        ) : (
          <p>No services are scheduled in the next two weeks.</p>
        ))}
    </Card>
  );
}

function MarkForm({ occurrence, roles }: { occurrence: OccurrenceJson; roles: readonly string[] }) {
  const choices = ownAttendanceChoices(roles);
  // Most people simply attended: that is chosen already, one tap marks them present.
  const [category, setCategory] = useState<string>(ATTENDED_CATEGORY);
  const [error, setError] = useState<string | undefined>();
  // The card shows a refusal on its field.
  const mark = useMarkAttendance({ area: ATTENDANCE_KEY, counted: ATTENDANCE_KEY, silent: true });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = choices.find((c) => c.value === category)?.value;
    if (!chosen) {
      setError('Choose how you served at this service');
      return;
    }
    setError(undefined);
    mark.mutate(
      { service_id: occurrence.service_id, date: occurrence.date, category: chosen },
      {
        onSuccess: (result) => notifier.success(result.message ?? 'Your attendance has been recorded.'),
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Mark my attendance at ${occurrence.service_name}`}>
      {/* Named: with several open at once, each form says which service it marks. */}
      <p>
        {occurrence.service_name} {new Date(occurrence.starts_at) > new Date() ? 'starts' : 'started'} {describeOccurrence(occurrence)}.
      </p>
      <SelectField
        label="How I served"
        name="category"
        value={category}
        onChange={setCategory}
        options={choices}
        hint="Served before or after the service, or in a role? Choose it instead."
        error={error}
      />
      <Button type="submit" loading={mark.isPending}>
        Mark my attendance
      </Button>
    </form>
  );
}
