import { useState } from 'react';
import styled from 'styled-components';
import type { User, UserUnit } from '@church/contracts/user';
import { notifier } from '@church/platform/notifier';
import { Button } from 'shared_ui/Button';
import { ConfirmDialog } from 'shared_ui/Dialog';
import { Badge } from 'shared_ui/display';
import { Card, VisuallyHidden } from 'shared_ui/Page';
import { useLeaveUnit } from '../api/leave-unit';

const Units = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => p.theme.spacing.sm};
    min-height: 44px;
    padding: ${(p) => p.theme.spacing.xs} 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

const Name = styled.span`
  flex: 1 1 auto;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0 0 ${(p) => p.theme.spacing.md};
  color: ${(p) => p.theme.colors.textMuted};
`;

/** The units the person is in, what their leaders see, and "Leave" (asked first). */
export function UnitsCard({ user }: { user: User }) {
  const leave = useLeaveUnit();
  const [leaving, setLeaving] = useState<UserUnit | null>(null);
  const confirm = () => {
    if (!leaving) return;
    leave.mutate(leaving, {
      onSuccess: () => notifier.success(`You left ${leaving.name}.`),
      // A refusal (already left) is the platform's toast with the API's message.
      onSettled: () => setLeaving(null),
    });
  };
  return (
    <Card aria-labelledby="profile-units-title">
      <h2 id="profile-units-title">My units</h2>
      <Muted>A unit&apos;s leaders see your contact details and your attendance at services, and can record your attendance.</Muted>
      {user.units.length === 0 ? (
        <p>You are not in any unit.</p>
      ) : (
        <Units aria-labelledby="profile-units-title">
          {user.units.map((unit) => (
            <li key={unit.id}>
              <Name>{unit.name}</Name>
              {unit.is_leader && <Badge tone="info">Leader</Badge>}
              <Button size="sm" variant="outline-danger" onClick={() => setLeaving(unit)}>
                Leave<VisuallyHidden> {unit.name}</VisuallyHidden>
              </Button>
            </li>
          ))}
        </Units>
      )}
      <ConfirmDialog
        open={leaving !== null}
        title={`Leave ${leaving?.name ?? ''}?`}
        message={
          leaving?.is_leader
            ? `You stop leading ${leaving.name} and leave its roster. Only an admin can make you its leader again.`
            : `You leave ${leaving?.name ?? ''}'s roster: its leaders no longer see your details or your attendance. To join again, ask one of its leaders.`
        }
        confirmLabel="Leave"
        destructive
        busy={leave.isPending}
        onConfirm={confirm}
        onCancel={() => setLeaving(null)}
      />
    </Card>
  );
}
