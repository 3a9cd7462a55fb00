import { pageIntro, pageTitle } from '@church/contracts/site-map';
import { Page } from 'shared_ui/Page';
import { CodeDisplay } from './CodeDisplay';

/** The check-in display: the rotating code for the door's screen. */
export function CheckInDisplayPage() {
  return (
    <Page title={pageTitle('admin', 'checkIn')} description={pageIntro('admin', 'checkIn')}>
      <CodeDisplay />
    </Page>
  );
}
