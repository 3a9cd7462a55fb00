// The one form of an announced absence, whether the person says it or a leader or an admin
// records it for them (the member's and the leader's areas both show it).
import { useState, type ReactNode } from 'react';
import { ABSENCE_MAX_DAYS_BACK, ABSENCE_REASON_LABELS, ABSENCE_REASONS, type AbsenceFormValues, RECORDED_ABSENCE_RULE } from '@church/contracts/absences';
import { addDays } from '@church/contracts/church-time';
import { SelectField, TextField } from '../kit/fields';
import { FormDialog } from '../exposed/Dialog';

export type AbsenceDialogProps = (
  | {
      /** Said by the person themself: the title, the save button and what an absence changes for them. */
      title: string;
      saveLabel: string;
      intro: ReactNode;
      forPerson?: never;
    }
  | {
      /** Recorded by a leader or an admin for this person (their full name). */
      forPerson: string;
      title?: never;
      saveLabel?: never;
      intro?: never;
    }
) & {
  /** The church's today: the days start there, and From goes back at most ABSENCE_MAX_DAYS_BACK. */
  today: string;
  /** Under the reason, e.g. who sees it. */
  reasonHint?: string;
  busy?: boolean;
  /** The API's messages by field (from, to, reason). */
  errors?: Record<string, string[]>;
  formError?: string;
  onSubmit: (absence: AbsenceFormValues) => void;
  onClose: () => void;
};

/**
 * "Away from … to …" with an optional reason: the one form of an announced absence, whether the
 * person says it or a leader or an admin records it for them.
 */
export function AbsenceDialog({ forPerson, title, saveLabel, intro, today, reasonHint, busy, errors = {}, formError, onSubmit, onClose }: AbsenceDialogProps) {
  const [form, setForm] = useState<AbsenceFormValues>({ from: today, to: today, reason: '' });
  return (
    <FormDialog
      title={forPerson === undefined ? title : `Record an absence for ${forPerson}`}
      saveLabel={forPerson === undefined ? saveLabel : 'Record the absence'}
      intro={forPerson === undefined ? intro : <p>{RECORDED_ABSENCE_RULE}</p>}
      busy={busy}
      onSubmit={() => onSubmit(form)}
      onClose={onClose}
      formError={formError}
    >
      <TextField label="From" name="from" type="date" value={form.from} onChange={(from) => setForm((f) => ({ ...f, from }))} min={addDays(today, -ABSENCE_MAX_DAYS_BACK)} error={errors.from?.[0]} />
      <TextField label="To (the last day away)" name="to" type="date" value={form.to} onChange={(to) => setForm((f) => ({ ...f, to }))} min={form.from} error={errors.to?.[0]} />
      <SelectField
        label="Reason"
        name="reason"
        optional
        value={form.reason}
        onChange={(value) => setForm((f) => ({ ...f, reason: ABSENCE_REASONS.find((r) => r === value) ?? '' }))}
        placeholder="No reason given"
        options={ABSENCE_REASONS.map((reason) => ({ value: reason, label: ABSENCE_REASON_LABELS[reason] }))}
        hint={reasonHint}
        error={errors.reason?.[0]}
      />
    </FormDialog>
  );
}
