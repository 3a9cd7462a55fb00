import { ABSENCE_GOAL_RULE, ABSENCE_VISIBILITY } from '@church/contracts/absences';
import { todayInChurch } from '@church/contracts/church-time';
import { useFormRefusal } from '@church/platform/form-refusal';
import { notifier } from '@church/platform/notifier';
import { AbsenceDialog as AbsenceFormDialog } from 'shared_ui/domain/AbsenceDialog';
import { useAnnounceAbsence } from '../api/announce-absence';

/** "I'll be away from … to …": the days (up to a month back, so last Sunday's illness counts) and an optional reason. */
export function AbsenceDialog({ onClose }: { onClose: () => void }) {
  const refusal = useFormRefusal();
  const announce = useAnnounceAbsence();
  return (
    <AbsenceFormDialog
      title="I’ll be away"
      saveLabel="Save my absence"
      intro={<p>{ABSENCE_GOAL_RULE}</p>}
      reasonHint={ABSENCE_VISIBILITY}
      today={todayInChurch()}
      busy={announce.isPending}
      errors={refusal.errors}
      formError={refusal.formError}
      onClose={onClose}
      onSubmit={(absence) => {
        refusal.clear();
        announce.mutate(absence, {
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
