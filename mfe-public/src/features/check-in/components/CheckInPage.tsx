// What the door's QR code opens (/check-in?code=…). Signed out: sign in and come back, or register
// a first visit. Signed in: the service and one button. Without a code: a field to type it.
import { normalizeCheckInCode } from '@church/contracts/check-in';
import { pageTitle } from '@church/contracts/site-map';
import { OutboxNotice } from '@church/platform/outbox-notice';
import { useSearchParams } from '@church/platform/router';
import { useAuthState } from '@church/platform/use-auth';
import { Card, Lead, PageColumn } from 'shared_ui/Page';
import { CodeCheckIn } from './CodeCheckIn';
import { CodeEntry } from './CodeEntry';
import { SignedOutChoice } from './SignedOutChoice';

export function CheckInPage() {
  const [params] = useSearchParams();
  const code = normalizeCheckInCode(params.get('code') ?? '');
  const { user } = useAuthState();

  let body;
  if (!code) {
    body = (
      <Card aria-label="Type the code">
        <CodeEntry />
      </Card>
    );
  } else if (!user) {
    body = <SignedOutChoice code={code} />;
  } else {
    // Keyed by the code: a new code starts a new check-in, with its own reference and moment.
    body = <CodeCheckIn key={code} code={code} />;
  }
  return (
    <PageColumn>
      <h1>{pageTitle('public', 'checkIn')}</h1>
      <Lead>{code ? 'You are at the door: check in to today’s service.' : 'Scan the QR code on the screen at the door, or type the code shown under it.'}</Lead>
      {/* Check-ins made here without a connection, until they are sent (or refused on arrival). */}
      <OutboxNotice />
      {body}
    </PageColumn>
  );
}
