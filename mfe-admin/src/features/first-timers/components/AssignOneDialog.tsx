import { useState } from 'react';
import type { FirstTimerRow } from '@church/contracts/first-timers';
import { errorMessage } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { firstFieldErrors } from '../../../shared/lists';
import { useUpdateFollowUp } from '../api/update-follow-up';
import { AssignDialog } from './AssignDialog';

/** Assign one first-timer's follow-up to a person (or to nobody). */
export function AssignOneDialog({ firstTimer, onClose }: { firstTimer: FirstTimerRow; onClose: () => void }) {
  const update = useUpdateFollowUp();
  const [error, setError] = useState<string>();

  const assign = (assignedTo: number | null) =>
    update.mutate(
      { id: firstTimer.id, body: { assigned_to: assignedTo } },
      {
        onSuccess: (result) => {
          notifier.success(result.message ?? `${firstTimer.full_name}'s follow-up has been assigned.`);
          onClose();
        },
        onError: (failure) => setError(firstFieldErrors(failure).assigned_to ?? errorMessage(failure)),
      },
    );

  return <AssignDialog title={`Assign ${firstTimer.full_name}`} busy={update.isPending} error={error} onAssign={assign} onClose={onClose} />;
}
