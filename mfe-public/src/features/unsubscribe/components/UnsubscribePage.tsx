// Where a mail's "unsubscribe" link opens. Opening it changes nothing: the person presses "Stop
// this mail", since link scanners fetch links and some run the page's scripts too. The page then
// says which mail stopped, or that the link was used or is not one of ours. (Mail clients' own
// one-click unsubscribe posts to the API directly, by List-Unsubscribe-Post.)
import styled from 'styled-components';
import { pathTo, pageTitle } from '@church/contracts/site-map';
import { errorMessage, HttpError } from '@church/platform/http';
import { Link, useSearchParams } from '@church/platform/router';
import { Button } from 'shared_ui/Button';
import { Spinner } from 'shared_ui/Loader';
import { Card, Lead, PageColumn } from 'shared_ui/Page';
import { useUnsubscribe } from '../api/unsubscribe';

/** The profile's section where every kind of mail is chosen (sign-in first when signed out). */
export const MAIL_PREFERENCES_PATH = `${pathTo('members', 'profile')}#notifications`;

export const NO_TOKEN_MESSAGE = 'This link is incomplete: open it again from the mail, whole.';
export const USED_LINK_MESSAGE = 'This link has already been used, has expired, or is not one of ours. Nothing was changed.';

const Waiting = styled.div`
  display: flex;
  gap: ${(p) => p.theme.spacing.sm};
  align-items: center;
  color: ${(p) => p.theme.colors.text};
`;

const Said = styled.p`
  margin: 0 0 ${(p) => p.theme.spacing.md};
  overflow-wrap: anywhere;
`;

const Manage = styled(Link)`
  color: ${(p) => p.theme.colors.primary};
  font-weight: 600;
`;

function ManageAll() {
  return (
    <p>
      <Manage to={MAIL_PREFERENCES_PATH}>Choose what is mailed to you</Manage> on your profile (you will be asked to sign in).
    </p>
  );
}

export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const request = useUnsubscribe();
  const { mutate } = request;

  let outcome;
  if (!token) {
    outcome = <Said role="alert">{NO_TOKEN_MESSAGE}</Said>;
  } else if (request.isSuccess) {
    outcome = (
      <Said role="status">
        You will no longer get mail for: <strong>{request.data.label}</strong>. It still shows under the bell when you sign in.
      </Said>
    );
  } else if (request.isError) {
    const used = request.error instanceof HttpError && request.error.status === 404;
    outcome = (
      <>
        <Said role="alert">{used ? USED_LINK_MESSAGE : `${errorMessage(request.error)} Nothing was changed.`}</Said>
        {!used && (
          <Said>
            <Button onClick={() => mutate(token)}>Try again</Button>
          </Said>
        )}
      </>
    );
  } else if (request.isIdle) {
    outcome = (
      <Said>
        <Button onClick={() => mutate(token)}>Stop this mail</Button>
      </Said>
    );
  } else {
    outcome = (
      <Waiting>
        <Spinner size="sm" label="Turning this mail off" />
        <span aria-hidden="true">Turning this mail off…</span>
      </Waiting>
    );
  }

  return (
    <PageColumn>
      <h1>{pageTitle('public', 'unsubscribe')}</h1>
      <Lead>Stop one kind of mail from the church, from the link at the bottom of that mail.</Lead>
      <Card aria-label="Unsubscribe" aria-busy={request.isPending}>
        {outcome}
        <ManageAll />
      </Card>
    </PageColumn>
  );
}
