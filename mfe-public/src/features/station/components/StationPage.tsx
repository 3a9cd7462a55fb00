// The welcome team's tablet at a door (/station): a public page with no top bar, since the tablet
// holds a station's credential and no one's session. Unpaired, it asks for the pairing code an
// admin's display gives; paired, it is the station screen.
import styled from 'styled-components';
import { pageTitle } from '@church/contracts/site-map';
import { Spinner } from 'shared_ui/Loader';
import { useStationCredential } from '../hooks/useStationCredential';
import { PairingForm } from './PairingForm';
import { StationScreen } from './StationScreen';

const Column = styled.div`
  box-sizing: border-box;
  max-width: 1100px;
  margin: 0 auto;
  padding: ${(p) => p.theme.spacing.md};
  min-width: 0;
`;

export function StationPage() {
  const { credential, unpairedReason } = useStationCredential();
  return (
    <Column>
      {credential === undefined ? (
        <>
          <h1>{pageTitle('public', 'station')}</h1>
          <Spinner label="Loading the station" />
        </>
      ) : credential === null ? (
        <>
          <h1>{pageTitle('public', 'station')}</h1>
          <PairingForm unpairedReason={unpairedReason} />
        </>
      ) : (
        <StationScreen key={credential.station.id} station={credential.station} />
      )}
    </Column>
  );
}
