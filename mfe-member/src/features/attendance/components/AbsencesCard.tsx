import { useState } from 'react';
import { type Absence, absenceDays } from '@church/contracts/absences';
import { todayInChurch } from '@church/contracts/church-time';
import { Button } from 'shared_ui/Button';
import { ConfirmDialog } from 'shared_ui/Dialog';
import { Card } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { AbsenceList } from '../../../shared/absences/AbsenceList';
import { useMyAbsences } from '../api/absences';
import { useTakeBackAbsence } from '../api/take-back-absence';
import { AbsenceDialog } from './AbsenceDialog';

/** My announced absences beside my goal: announce one, see them, take one back. */
export function AbsencesCard() {
  const absences = useMyAbsences();
  const takeBack = useTakeBackAbsence();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState<Absence | null>(null);
  const today = todayInChurch();

  return (
    <Card aria-labelledby="absences-title">
      <h2 id="absences-title">When I’m away</h2>
      <p>
        <Button variant="outline-primary" size="sm" onClick={() => setOpen(true)}>
          I’ll be away…
        </Button>
      </p>
      <QueryState query={absences} loadingLabel="Loading your absences" isEmpty={(list) => list.length === 0} empty="You have announced no absence.">
        {(list) => (
          <AbsenceList label="My absences" absences={list} today={today} takeBackLabel={(days) => `Take back my absence of ${days}`} onTakeBack={setConfirming} />
        )}
      </QueryState>
      {open && <AbsenceDialog onClose={() => setOpen(false)} />}
      <ConfirmDialog
        open={confirming !== null}
        title="Take back this absence?"
        message={confirming ? `The services of ${absenceDays(confirming)} will be expected of you again.` : ''}
        confirmLabel="Take back"
        destructive
        busy={takeBack.isPending}
        onConfirm={() => confirming && takeBack.mutate(confirming.id, { onSettled: () => setConfirming(null) })}
        onCancel={() => setConfirming(null)}
      />
    </Card>
  );
}
