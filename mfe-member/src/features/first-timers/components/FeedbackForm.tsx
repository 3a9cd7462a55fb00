import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { churchLocalInput, isoFromChurchLocalInput, todayInChurch } from '@church/contracts/church-time';
import type { FeedbackRequest } from '@church/contracts/first-timers';
import {
  FOLLOW_UP_CHANNEL_LABELS,
  FOLLOW_UP_CHANNELS,
  FOLLOW_UP_OUTCOME_LABELS,
  FOLLOW_UP_OUTCOMES,
  FOLLOW_UP_STATUSES,
  isFollowUpStatus,
  mayChangeFollowUpStatus,
  type FollowUpChannel,
  type FollowUpOutcome,
  type FollowUpStatus,
} from '@church/contracts/follow-up';
import { HttpError, errorMessage } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { Button } from 'shared_ui/Button';
import { SelectField, TextField } from 'shared_ui/fields';
import { FieldRow } from 'shared_ui/Page';
import { useAddFeedback } from '../api/add-feedback';

type Field = 'contacted_at' | 'channel' | 'outcome' | 'note' | 'status' | 'next_contact_on';
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['contacted_at', 'channel', 'outcome', 'note', 'status', 'next_contact_on'];

/** The church's wall clock now, as a datetime-local value: '2026-11-22T17:30'. */
export const churchNowLocal = (now: Date = new Date()) => churchLocalInput(now);

/** A datetime-local value read on the church's clock, as ISO with the church's offset. */
export const contactedAtIso = (local: string) => isoFromChurchLocalInput(local);

const FormError = styled.p`
  margin: 0 0 ${(p) => p.theme.spacing.md};
  color: ${(p) => p.theme.colors.danger};
  font-weight: 600;
`;

const isChannel = (v: string): v is FollowUpChannel => (FOLLOW_UP_CHANNELS as readonly string[]).includes(v);
const isOutcome = (v: string): v is FollowUpOutcome => (FOLLOW_UP_OUTCOMES as readonly string[]).includes(v);

export const OPT_OUT_KEPT_NOTE = 'Opted out: only an admin can change this status. You can still record a contact.';

const Note = styled.p`
  margin: 0 0 ${(p) => p.theme.spacing.md};
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

/**
 * "Add feedback": report a contact with a first-timer, optionally moving the status on. The
 * statuses offered are those the caller may move to: out of Opt-out only an admin may.
 */
export function FeedbackForm({ firstTimerId, currentStatus, byAdmin }: { firstTimerId: number; currentStatus: FollowUpStatus; byAdmin: boolean }) {
  const statuses = FOLLOW_UP_STATUSES.filter((s) => s !== currentStatus && mayChangeFollowUpStatus(currentStatus, s, byAdmin));
  const [when, setWhen] = useState(() => churchNowLocal());
  const [channel, setChannel] = useState('');
  const [outcome, setOutcome] = useState('');
  const [note, setNote] = useState('');
  const [status, setStatus] = useState('');
  const [nextContact, setNextContact] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const add = useAddFeedback(firstTimerId);
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused submit, focus goes to the first field with a message (its text is read out).
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const contactedAt = contactedAtIso(when);
    const found: Errors = {};
    if (!contactedAt) found.contacted_at = 'Enter when you made contact';
    if (!isChannel(channel)) found.channel = 'Choose the channel';
    if (!isOutcome(outcome)) found.outcome = 'Choose the outcome';
    setErrors(found);
    if (!contactedAt || !isChannel(channel) || !isOutcome(outcome)) {
      setRefusals((n) => n + 1);
      return;
    }

    const body: FeedbackRequest = { contacted_at: contactedAt, channel, outcome, note };
    if (isFollowUpStatus(status)) body.status = status;
    if (nextContact) body.next_contact_on = nextContact;
    add.mutate(body, {
      onSuccess: (result) => {
        notifier.success(result.message ?? 'Your feedback has been saved.');
        setWhen(churchNowLocal());
        setChannel('');
        setOutcome('');
        setNote('');
        setStatus('');
        setNextContact('');
        setErrors({});
      },
      onError: (failure) => {
        const fieldErrors = failure instanceof HttpError ? failure.fieldErrors : {};
        const next: Errors = {};
        for (const field of FIELDS) if (fieldErrors[field]?.[0]) next[field] = fieldErrors[field][0];
        setErrors(next);
        setRefusals((n) => n + 1);
        const known = Object.keys(next).length > 0;
        // A refusal on a field shows there; anything else (no access, a lost connection) above the button.
        if (!known) setFormError(errorMessage(failure));
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="add-feedback-title">
      <h2 id="add-feedback-title">Add feedback</h2>
      <FieldRow>
        <TextField label="When" name="contacted_at" type="datetime-local" value={when} onChange={setWhen} error={errors.contacted_at} hint="The church’s time; not in the future." max={churchNowLocal()} />
        <SelectField
          label="Channel"
          name="channel"
          value={channel}
          onChange={setChannel}
          options={FOLLOW_UP_CHANNELS.map((c) => ({ value: c, label: FOLLOW_UP_CHANNEL_LABELS[c] }))}
          error={errors.channel}
        />
        <SelectField
          label="Outcome"
          name="outcome"
          value={outcome}
          onChange={setOutcome}
          options={FOLLOW_UP_OUTCOMES.map((o) => ({ value: o, label: FOLLOW_UP_OUTCOME_LABELS[o] }))}
          error={errors.outcome}
        />
      </FieldRow>
      <TextField label="Note" name="note" value={note} onChange={setNote} multiline optional error={errors.note} />
      <FieldRow>
        {statuses.length > 0 && (
          <SelectField
            label="New status"
            name="status"
            value={status}
            onChange={setStatus}
            optional
            placeholder={`Keep ${currentStatus}`}
            options={statuses.map((s) => ({ value: s, label: s }))}
            error={errors.status}
          />
        )}
        <TextField label="Next contact" name="next_contact_on" type="date" min={todayInChurch()} value={nextContact} onChange={setNextContact} optional error={errors.next_contact_on} />
      </FieldRow>
      {statuses.length === 0 && <Note data-testid="status-kept">{OPT_OUT_KEPT_NOTE}</Note>}
      {formError && <FormError role="alert">{formError}</FormError>}
      <Button type="submit" loading={add.isPending}>
        Save feedback
      </Button>
    </form>
  );
}
