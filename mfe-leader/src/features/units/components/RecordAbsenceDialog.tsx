import { todayInChurch } from '@church/contracts/church-time';
import type { Unit, UnitMember } from '@church/contracts/units';
import { useFormRefusal } from '@church/platform/form-refusal';
import { notifier } from '@church/platform/notifier';
import { AbsenceDialog } from 'shared_ui/domain/AbsenceDialog';
import { useRecordAbsence } from '../api/record-absence';

/** A leader or an admin records, from the roster, that a person is (or was) away. */
export function RecordAbsenceDialog({ unit, person, onClose }: { unit: Pick<Unit, 'id'>; person: Pick<UnitMember, 'id' | 'full_name'>; onClose: () => void }) {
  const refusal = useFormRefusal();
  const record = useRecordAbsence();
  return (
    <AbsenceDialog
      forPerson={person.full_name}
      today={todayInChurch()}
      busy={record.isPending}
      errors={refusal.errors}
      formError={refusal.formError}
      onClose={onClose}
      onSubmit={(absence) => {
        refusal.clear();
        record.mutate({ unitId: unit.id, userId: person.id, ...absence }, {
          onSuccess: (result) => {
            notifier.success(result.message ?? 'Absence recorded.');
            onClose();
          },
          onError: refusal.show,
        });
      }}
    />
  );
}
