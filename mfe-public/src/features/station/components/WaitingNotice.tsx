import styled from 'styled-components';
import type { StationLedger } from '../hooks/useStationLedger';

/** The sentence shown while writes wait on the tablet. */
export function waitingSentence(count: number): string {
  return `${count} saved on this tablet, will be sent`;
}

const Box = styled.div`
  padding: ${(p) => p.theme.spacing.sm} ${(p) => p.theme.spacing.md};
  margin-bottom: ${(p) => p.theme.spacing.md};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.badge.warning.bg};
  color: ${(p) => p.theme.badge.warning.fg};
  overflow-wrap: anywhere;

  ul {
    margin: ${(p) => p.theme.spacing.xs} 0 0;
    padding-left: 1.25rem;
  }
`;

const Dismiss = styled.button`
  margin-left: ${(p) => p.theme.spacing.sm};
  font: inherit;
  min-height: 44px;
`;

/**
 * How many writes wait on the tablet (a count, not the list: a door can hold hundreds while the
 * Wi-Fi is down), and any the API refused when they arrived, with the reason.
 */
export function WaitingNotice({ ledger }: { ledger: StationLedger }) {
  if (ledger.waitingCount === 0 && ledger.refused.length === 0) return null;
  return (
    <Box>
      {ledger.waitingCount > 0 && (
        <p role="status" style={{ margin: 0 }}>
          <strong>{waitingSentence(ledger.waitingCount)}</strong> when the connection returns.
        </p>
      )}
      {ledger.refused.length > 0 && (
        <div role="alert">
          <strong>Not saved</strong>
          <ul aria-label="Not saved">
            {ledger.refused.map((write) => (
              <li key={write.client_ref}>
                {write.label}: {write.message}
                <Dismiss type="button" onClick={() => void ledger.dismiss(write.client_ref)} aria-label={`Dismiss: ${write.label}`}>
                  Dismiss
                </Dismiss>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Box>
  );
}
