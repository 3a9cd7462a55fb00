import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_KIND_INFO } from '@church/contracts/notifications';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform, signOutForTest } from '@church/platform/testing/render';
import { NO_TOKEN_MESSAGE, USED_LINK_MESSAGE, UnsubscribePage } from './UnsubscribePage';

const LABEL = NOTIFICATION_KIND_INFO.follow_up_due.label;

/** The unsubscribe route: the token 'good' works once; any other is unknown. */
function unsubscribeApi() {
  let used = false;
  return (call: FakeCall) => {
    if (call.url !== '/api/notifications/unsubscribe' || call.method !== 'POST') return { status: 404, body: { message: 'Not found' } };
    const { token } = call.body as { token: string };
    if (token !== 'good' || used) return { status: 404, body: { message: 'This unsubscribe link is not valid.' } };
    used = true;
    return { status: 200, body: { kind: 'follow_up_due', label: LABEL } };
  };
}

beforeEach(() => signOutForTest());

const said = () => screen.findByText(/^You will no longer get mail for:/);
const posts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'POST');

const stop = () => screen.getByRole('button', { name: 'Stop this mail' });

it('opening the link changes nothing until the person presses the button', async () => {
  const { calls } = renderWithPlatform(<UnsubscribePage />, { route: '/unsubscribe?token=good', api: unsubscribeApi() });
  expect(stop()).toBeVisible();
  // Nothing in flight (a request sent on load would be).
  await waitFor(() => expect(screen.getByLabelText('Unsubscribe')).toHaveAttribute('aria-busy', 'false'));
  expect(posts(calls)).toHaveLength(0);
});

it('turns the mail off with one request, without a sign-in, and says which', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<UnsubscribePage />, { route: '/unsubscribe?token=good', api: unsubscribeApi() });
  expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
  await user.click(stop());
  expect(await said()).toHaveTextContent(`You will no longer get mail for: ${LABEL}. It still shows under the bell when you sign in.`);
  expect(await said()).toHaveAttribute('role', 'status');
  expect(posts(calls)).toEqual([expect.objectContaining({ url: '/api/notifications/unsubscribe', body: { token: 'good' } })]);
  expect(posts(calls)[0].headers.Authorization).toBeUndefined();
  expect(screen.getByRole('link', { name: 'Choose what is mailed to you' })).toHaveAttribute('href', '/dashboard/profile#notifications');
  await waitFor(() => expect(screen.getByLabelText('Unsubscribe')).toHaveAttribute('aria-busy', 'false'));
  expect(posts(calls)).toHaveLength(1);
});

it('says a used or forged link changed nothing, and offers no retry', async () => {
  const user = userEvent.setup();
  renderWithPlatform(<UnsubscribePage />, { route: '/unsubscribe?token=forged', api: unsubscribeApi() });
  await user.click(stop());
  expect(await screen.findByRole('alert')).toHaveTextContent(USED_LINK_MESSAGE);
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Choose what is mailed to you' })).toBeInTheDocument();
});

it('sends nothing for a link without its token', async () => {
  const { calls } = renderWithPlatform(<UnsubscribePage />, { route: '/unsubscribe', api: unsubscribeApi() });
  expect(screen.getByRole('alert')).toHaveTextContent(NO_TOKEN_MESSAGE);
  expect(posts(calls)).toHaveLength(0);
  expect(screen.queryByRole('button', { name: 'Stop this mail' })).toBeNull();
});

it('a failure on the way can be tried again', async () => {
  const user = userEvent.setup();
  let down = true;
  const api = unsubscribeApi();
  renderWithPlatform(<UnsubscribePage />, {
    route: '/unsubscribe?token=good',
    api: (call) => (down ? { status: 503, body: { message: 'The service is unavailable.' } } : api(call)),
  });
  await user.click(stop());
  expect(await screen.findByRole('alert')).toHaveTextContent('The service is unavailable. Nothing was changed.');
  down = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await said()).toHaveTextContent(LABEL);
});
