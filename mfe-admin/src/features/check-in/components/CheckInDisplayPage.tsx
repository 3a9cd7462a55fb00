import styled from 'styled-components';
import { pageIntro, pageTitle } from '@church/contracts/site-map';
import { Page } from 'shared_ui/Page';
import { CodeDisplay } from './CodeDisplay';
import { SelfMarkingSetting } from './SelfMarkingSetting';
import { StationsCard } from './StationsCard';

const Stack = styled.div`
  display: grid;
  gap: ${(p) => p.theme.spacing.lg};
`;

/** The check-in display (the rotating code for the door's screen), then the door's settings: marking without the code, and the welcome stations. */
export function CheckInDisplayPage() {
  return (
    <Page title={pageTitle('admin', 'checkIn')} description={pageIntro('admin', 'checkIn')}>
      <Stack>
        <CodeDisplay />
        <SelfMarkingSetting />
        <StationsCard />
      </Stack>
    </Page>
  );
}
