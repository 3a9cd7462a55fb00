import { useEffect, useRef, useState } from 'react';
import { type Absence, absenceDays, AWAY_CARD_ID } from '@church/contracts/absences';
import { todayInChurch } from '@church/contracts/church-time';
import type { User } from '@church/contracts/user';
import { useFormRefusal } from '@church/platform/form-refusal';
import { notifier } from '@church/platform/notifier';
import { useLocation } from '@church/platform/router';
import { Button } from 'shared_ui/Button';
import { ConfirmDialog } from 'shared_ui/Dialog';
import { AbsenceDialog } from 'shared_ui/domain/AbsenceDialog';
import { Card } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { AbsenceList } from '../../../shared/absences/AbsenceList';
import { useMemberAbsences, useRecordMemberAbsence, useTakeBackMemberAbsence } from '../api/member-absences';

type Person = Pick<User, 'id' | 'first_name' | 'full_name' | 'active'>;

/**
 * Admins and the leaders who reach the person: their absences (under way, coming, and recently
 * over), recording one for them, and taking back one not over yet.
 */
export function AwayCard({ person }: { person: Person }) {
  const id = String(person.id);
  const absences = useMemberAbsences(id, true);
  const takeBack = useTakeBackMemberAbsence(id);
  const [recording, setRecording] = useState(false);
  const [confirming, setConfirming] = useState<Absence | null>(null);
  const today = todayInChurch();
  const card = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const loaded = absences.isSuccess;

  // Opened from the roster's badge: the card may be below the fold once the list is in.
  useEffect(() => {
    if (loaded && hash === `#${AWAY_CARD_ID}`) card.current?.scrollIntoView?.({ block: 'start' });
  }, [loaded, hash]);

  return (
    <Card ref={card} id={AWAY_CARD_ID} aria-labelledby="away-title" data-testid="away-card">
      <h2 id="away-title">Away</h2>
      {person.active ? (
        <p>
          <Button variant="outline-primary" size="sm" onClick={() => setRecording(true)}>
            Record absence
          </Button>
        </p>
      ) : (
        <p>This account is deactivated: reactivate it before recording an absence.</p>
      )}
      <QueryState query={absences} loadingLabel="Loading their absences" isEmpty={(list) => list.length === 0} empty={<p>No absence announced or recorded.</p>}>
        {(list) => (
          <AbsenceList label={`Absences of ${person.full_name}`} absences={list} today={today} takeBackLabel={(days) => `Take back the absence of ${days}`} onTakeBack={setConfirming} />
        )}
      </QueryState>
      {recording && <RecordDialog person={person} onClose={() => setRecording(false)} />}
      <ConfirmDialog
        open={confirming !== null}
        title="Take back this absence?"
        message={confirming ? `The services of ${absenceDays(confirming)} will be expected of ${person.first_name} again.` : ''}
        confirmLabel="Take back"
        destructive
        busy={takeBack.isPending}
        onConfirm={() =>
          confirming &&
          takeBack.mutate(confirming.id, {
            onSuccess: (result) => notifier.success(result.message),
            onSettled: () => setConfirming(null),
          })
        }
        onCancel={() => setConfirming(null)}
      />
    </Card>
  );
}

function RecordDialog({ person, onClose }: { person: Person; onClose: () => void }) {
  const refusal = useFormRefusal();
  const record = useRecordMemberAbsence(String(person.id));
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
        record.mutate(absence, {
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
