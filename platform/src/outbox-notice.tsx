import styled from 'styled-components';
import { useOutbox } from '@church/platform/offline-outbox';

/** The sentence shown while writes wait on the device. */
export function pendingSentence(count: number): string {
  return count === 1 ? '1 saved on this phone, will be sent' : `${count} saved on this phone, will be sent`;
}

const Box = styled.div`
  margin: 0 0 ${(p) => p.theme.spacing?.md ?? '1rem'};
  padding: ${(p) => p.theme.spacing?.sm ?? '0.5rem'} ${(p) => p.theme.spacing?.md ?? '1rem'};
  border-radius: ${(p) => p.theme.radii?.md ?? '8px'};
  background: ${(p) => p.theme.badge?.warning.bg ?? '#fef3c7'};
  color: ${(p) => p.theme.badge?.warning.fg ?? '#92400e'};
  overflow-wrap: anywhere;

  ul {
    margin: 0.25rem 0 0;
    padding-left: 1.25rem;
  }

  button {
    margin-left: 0.5rem;
    font: inherit;
  }
`;

/**
 * What waits on this device to be sent ("2 saved on this phone, will be sent", with the items),
 * and any write the API refused when it finally arrived, with its reason. Renders nothing when
 * the outbox is empty.
 */
export function OutboxNotice({ className }: { className?: string }) {
  const { pending, refused, flush, dismiss } = useOutbox();
  if (pending.length === 0 && refused.length === 0) return null;
  return (
    <Box className={className} data-testid="outbox-notice">
      {pending.length > 0 && (
        <div role="status">
          <strong>{pendingSentence(pending.length)}</strong>
          <button type="button" onClick={() => void flush()}>
            Send now
          </button>
          <ul aria-label="Waiting to be sent">
            {pending.map((write) => (
              <li key={write.client_ref}>{write.label}</li>
            ))}
          </ul>
        </div>
      )}
      {refused.length > 0 && (
        <div role="alert">
          <strong>Not sent</strong>
          <ul aria-label="Not sent">
            {refused.map((write) => (
              <li key={write.client_ref}>
                {write.label}: {write.message}
                <button type="button" onClick={() => void dismiss(write.client_ref)} aria-label={`Dismiss: ${write.label}`}>
                  Dismiss
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Box>
  );
}
