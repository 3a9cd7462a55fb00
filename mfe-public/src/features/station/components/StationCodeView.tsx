import { useEffect } from 'react';
import styled from 'styled-components';
import { Card } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { useStationCheckInCode } from '../api/station-check-in-code';

const Screen = styled(Card)`
  display: grid;
  justify-items: center;
  text-align: center;
  gap: ${(p) => p.theme.spacing.md};
`;

const TypedCode = styled.p`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: clamp(2.5rem, 9vw, 5rem);
  font-weight: 700;
  letter-spacing: 0.15em;
  margin: 0;
`;

/** The door's code for members to scan or type, refreshed when it expires. */
export function StationCodeView({ stationId }: { stationId: number }) {
  const code = useStationCheckInCode(stationId);
  const { refetch } = code;
  const expiresAt = code.data?.expires_at;
  useEffect(() => {
    if (!expiresAt) return undefined;
    const timer = setTimeout(() => void refetch(), Math.max(1_000, Date.parse(expiresAt) - Date.now() - 2_000));
    return () => clearTimeout(timer);
  }, [expiresAt, refetch]);
  const shown = { data: code.data, isError: code.isError && code.data === undefined, refetch };
  return (
    <Screen aria-label="Check-in code">
      <QueryState query={shown} loadingLabel="Loading the check-in code" isEmpty={(data) => data === null} empty={<p>No service is open for check-in now.</p>}>
        {(open) =>
          open && (
            <>
              <h2>{open.occurrence.name}</h2>
              <p>Open the check-in page on your phone and type:</p>
              <TypedCode data-testid="station-check-in-code">{open.code}</TypedCode>
            </>
          )
        }
      </QueryState>
    </Screen>
  );
}
