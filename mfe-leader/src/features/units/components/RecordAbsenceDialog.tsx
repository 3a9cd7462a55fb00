import { useState } from 'react';
import { ABSENCE_MAX_DAYS_BACK, ABSENCE_REASON_LABELS, ABSENCE_REASONS, type AbsenceReason } from '@church/contracts/absences';
import { addDays, todayInChurch } from '@church/contracts/church-time';
import type { Unit, UnitMember } from '@church/contracts/units';
import { HttpError, errorMessage } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { FormDialog } from 'shared_ui/Dialog';
import { SelectField, TextField } from 'shared_ui/fields';
import { useRecordAbsence } from '../api/record-absence';

/** A leader or an admin records, from the roster, that a person is (or was) away. */
export function RecordAbsenceDialog({ unit, person, onClose }: { unit: Pick<Unit, 'id'>; person: Pick<UnitMember, 'id' | 'full_name'>; onClose: () => void }) {
  const today = todayInChurch();
  const [form, setForm] = useState<{ from: string; to: string; reason: AbsenceReason | '' }>({ from: today, to: today, reason: '' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const record = useRecordAbsence();

  const submit = () => {
    setErrors({});
    setFormError(undefined);
    record.mutate({ unitId: unit.id, userId: person.id, ...form }, {
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
    <FormDialog
      title={`Record an absence for ${person.full_name}`}
      saveLabel="Record the absence"
      busy={record.isPending}
      onSubmit={submit}
      onClose={onClose}
      formError={formError}
      intro={<p>Services held while they are away are not expected of them, and they leave the absent list. They see who recorded it and may take it back.</p>}
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
        error={errors.reason?.[0]}
      />
    </FormDialog>
  );
}
