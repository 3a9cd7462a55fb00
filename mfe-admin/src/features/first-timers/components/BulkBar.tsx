import { useState } from 'react';
import styled from 'styled-components';
import { type FollowUpStatus, isFollowUpStatus } from '@church/contracts/follow-up';
import { MAX_BULK_FOLLOW_UPS } from '@church/contracts/first-timers';
import { errorMessage } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { Button } from 'shared_ui/Button';
import { SelectField } from 'shared_ui/fields';
import { themeOf } from 'shared_ui/theme';
import { STATUS_OPTIONS } from '../../../shared/follow-up';
import { firstFieldErrors } from '../../../shared/lists';
import { type BulkFollowUps, useBulkFollowUps } from '../api/bulk-follow-ups';
import { AssignDialog } from './AssignDialog';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${(p) => themeOf(p.theme).spacing.md};
  padding: ${(p) => themeOf(p.theme).spacing.md};
  margin-bottom: ${(p) => themeOf(p.theme).spacing.md};
  border: 1px solid ${(p) => themeOf(p.theme).colors.border};
  border-radius: ${(p) => themeOf(p.theme).radii.lg};

  > p {
    margin: 0 0 ${(p) => themeOf(p.theme).spacing.md};
    font-weight: 600;
  }
`;

export interface BulkBarProps {
  ids: number[];
  onDone: () => void;
}

/** What to do with the chosen first-timers: assign them all to one person, or set their status. */
export function BulkBar({ ids, onDone }: BulkBarProps) {
  const bulk = useBulkFollowUps();
  const [assigning, setAssigning] = useState(false);
  const [status, setStatus] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const tooMany = ids.length > MAX_BULK_FOLLOW_UPS;

  const send = (body: Omit<BulkFollowUps, 'ids'>) => {
    setErrors({});
    bulk.mutate(
      { ids, ...body },
      {
        onSuccess: (result) => {
          notifier.success(result.message);
          setAssigning(false);
          setStatus('');
          onDone();
        },
        onError: (error) => {
          const fields = firstFieldErrors(error);
          if (Object.keys(fields).length === 0) notifier.error(errorMessage(error));
          setErrors({ ...fields, ...(fields.ids ? { status: fields.ids } : {}) });
        },
      },
    );
  };

  const applyStatus = () => {
    if (!isFollowUpStatus(status)) {
      setErrors({ status: 'Choose a status' });
      return;
    }
    send({ status: status as FollowUpStatus });
  };

  return (
    <Bar role="group" aria-label="With the selected first-timers">
      <p aria-live="polite">{`${ids.length} selected`}</p>
      {tooMany ? (
        <p role="alert">{`Choose at most ${MAX_BULK_FOLLOW_UPS} at a time.`}</p>
      ) : (
        <>
          <Button variant="outline-primary" onClick={() => setAssigning(true)}>
            Assign to…
          </Button>
          <SelectField label="Set status" name="bulk-status" value={status} placeholder="Set status…" onChange={setStatus} options={STATUS_OPTIONS} error={errors.status} />
          <Button loading={bulk.isPending && !assigning} onClick={applyStatus}>
            Apply status
          </Button>
        </>
      )}
      {assigning && (
        <AssignDialog
          title={`Assign ${ids.length} first-timer${ids.length === 1 ? '' : 's'}`}
          busy={bulk.isPending}
          error={errors.assigned_to ?? errors.ids}
          onAssign={(assignedTo) => send({ assigned_to: assignedTo })}
          onClose={() => setAssigning(false)}
        />
      )}
    </Bar>
  );
}
