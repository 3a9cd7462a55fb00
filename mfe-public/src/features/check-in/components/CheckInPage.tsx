// What the door's QR code opens (/check-in?code=…). Signed out: sign in and come back, or register
// a first visit. Signed in: the service and one button. Without a code: a field to type it.
// `scanned_at` is the scan's moment, carried through a sign-in or a registration in the link
// back here, so the code is judged as it was at the scan.
import { normalizeCheckInCode } from '@church/contracts/check-in';
import { pageTitle } from '@church/contracts/site-map';
import { OutboxNotice } from '@church/platform/outbox-notice';
import { useSearchParams } from '@church/platform/router';
import { useAuthState } from '@church/platform/use-auth';
import { Card, Lead, PageColumn } from 'shared_ui/Page';
import { CodeCheckIn } from './CodeCheckIn';
import { CodeEntry } from './CodeEntry';
import { SignedOutChoice } from './SignedOutChoice';

/** The link's scan moment as an instant, or undefined when absent or malformed (then the code is judged now). */
function scanMomentOf(raw: string | null): string | undefined {
  const at = raw ? Date.parse(raw) : Number.NaN;
  return Number.isNaN(at) ? undefined : new Date(at).toISOString();
}

export function CheckInPage() {
  const [params] = useSearchParams();
  const code = normalizeCheckInCode(params.get('code') ?? '');
  const scannedAt = scanMomentOf(params.get('scanned_at'));
  const { user } = useAuthState();

  let body;
  if (!code) {
    body = (
      <Card aria-label="Type the code">
        <CodeEntry />
      </Card>
    );
  } else if (!user) {
    body = <SignedOutChoice code={code} scannedAt={scannedAt} />;
  } else {
    // Keyed by the code: a new code starts a new check-in, with its own reference and moment.
    body = <CodeCheckIn key={code} code={code} scannedAt={scannedAt} />;
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
