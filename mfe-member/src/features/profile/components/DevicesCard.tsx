import { useState } from 'react';
import styled from 'styled-components';
import { formatShortDate, relativeTime } from '@church/contracts/relative-time';
import { notifier } from '@church/platform/notifier';
import { Button } from 'shared_ui/Button';
import { ConfirmDialog } from 'shared_ui/Dialog';
import { Badge } from 'shared_ui/display';
import { Card, VisuallyHidden } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { useSessions, useSignOutOthers } from '../api/sessions';
import { useSignOutDevice } from '../api/sign-out-device';

const Devices = styled.ul`
  list-style: none;
  margin: 0 0 ${(p) => p.theme.spacing.md};
  padding: 0;

  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.spacing.sm};
    align-items: center;
    min-height: 44px;
    padding: ${(p) => p.theme.spacing.sm} 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
`;

const Device = styled.span`
  display: flex;
  flex: 1 1 16rem;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.sm};
  align-items: baseline;
  min-width: 0;
`;

const Muted = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
`;

/**
 * Where the person is signed in, one row per device (this one marked), each other device with
 * its own Sign out, and "sign out everywhere else".
 */
export function DevicesCard() {
  const sessions = useSessions();
  const signOut = useSignOutOthers();
  const signOutDevice = useSignOutDevice();
  const [confirming, setConfirming] = useState(false);
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;
  const confirm = () =>
    signOut.mutate(undefined, {
      onSuccess: (result) => notifier.success(result.message),
      onSettled: () => setConfirming(false),
    });
  return (
    <Card aria-labelledby="profile-devices-title">
      <h2 id="profile-devices-title">Signed-in devices</h2>
      <QueryState query={sessions} loadingLabel="Loading your devices">
        {(devices) => (
          <>
            <Devices aria-labelledby="profile-devices-title">
              {devices.map((s) => (
                <li key={s.id}>
                  <Device>
                    <strong>{s.browser}</strong>
                    {s.current && <Badge tone="success">This device</Badge>}
                    <Muted>
                      signed in <time dateTime={s.created_at}>{formatShortDate(s.created_at)}</time>, last used{' '}
                      <time dateTime={s.last_used_at} title={formatShortDate(s.last_used_at)}>
                        {relativeTime(s.last_used_at)}
                      </time>
                    </Muted>
                  </Device>
                  {!s.current && (
                    <Button
                      size="sm"
                      variant="outline-danger"
                      disabled={signOutDevice.isPending && signOutDevice.variables?.id === s.id}
                      // A refusal (already signed out) is the platform's toast; the list is read again.
                      onClick={() => signOutDevice.mutate(s, { onSuccess: (result) => notifier.success(result.message) })}
                    >
                      Sign out<VisuallyHidden> {s.browser}</VisuallyHidden>
                    </Button>
                  )}
                </li>
              ))}
            </Devices>
            <Button variant="outline-danger" onClick={() => setConfirming(true)} disabled={others === 0}>
              Sign out everywhere else
            </Button>
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={confirming}
        title="Sign out everywhere else?"
        message="Every other device signed in to your account is signed out at once. This one stays signed in."
        confirmLabel="Sign out the others"
        destructive
        busy={signOut.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
