import { useState } from 'react';
import { ABSENCE_GOAL_RULE, ABSENCE_MAX_DAYS_BACK, ABSENCE_REASON_LABELS, ABSENCE_REASONS, ABSENCE_VISIBILITY, type AbsenceReason } from '@church/contracts/absences';
import { addDays, todayInChurch } from '@church/contracts/church-time';
import { HttpError, errorMessage } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { FormDialog } from 'shared_ui/Dialog';
import { SelectField, TextField } from 'shared_ui/fields';
import { type AbsenceForm, useAnnounceAbsence } from '../api/announce-absence';

/** "I'll be away from … to …": the days (up to a month back, so last Sunday's illness counts) and an optional reason. */
export function AbsenceDialog({ onClose }: { onClose: () => void }) {
  const today = todayInChurch();
  const [form, setForm] = useState<AbsenceForm>({ from: today, to: today, reason: '' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const announce = useAnnounceAbsence();
  const set = (field: keyof AbsenceForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = () => {
    setErrors({});
    setFormError(undefined);
    announce.mutate(form, {
      onSuccess: (result) => {
        notifier.success(result.message ?? 'Absence recorded.');
        onClose();
      },
      onError: (failure) => {
        if (failure instanceof HttpError && Object.keys(failure.fieldErrors).length > 0) setErrors(failure.fieldErrors);
        else setFormError(errorMessage(failure));
      },
    });
  };

  return (
    <FormDialog title="I’ll be away" saveLabel="Save my absence" busy={announce.isPending} onSubmit={submit} onClose={onClose} formError={formError} intro={<p>{ABSENCE_GOAL_RULE}</p>}>
      <TextField label="From" name="from" type="date" value={form.from} onChange={set('from')} min={addDays(today, -ABSENCE_MAX_DAYS_BACK)} error={errors.from?.[0]} />
      <TextField label="To (the last day away)" name="to" type="date" value={form.to} onChange={set('to')} min={form.from} error={errors.to?.[0]} />
      <SelectField
        label="Reason"
        name="reason"
        optional
        value={form.reason}
        onChange={(value) => setForm((current) => ({ ...current, reason: ABSENCE_REASONS.find((r) => r === value) ?? ('' as AbsenceReason | '') }))}
        placeholder="No reason given"
        options={ABSENCE_REASONS.map((reason) => ({ value: reason, label: ABSENCE_REASON_LABELS[reason] }))}
        hint={ABSENCE_VISIBILITY}
        error={errors.reason?.[0]}
      />
    </FormDialog>
  );
}
