import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROTA_ALREADY_DECLINED_MESSAGE, type ServingPlace } from '@church/contracts/teams';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { ServingCard } from './ServingCard';

const place = (over: Partial<ServingPlace>): ServingPlace => ({
  id: 1, team_id: 2, team_name: 'Media', position_id: 3, position_name: 'Sound desk', service_id: 1, service_name: 'Sunday service',
  date: '2030-12-15', starts_at: '2030-12-15T09:00:00+01:00', state: 'asked', ...over,
});

/** GET and PUT /api/me/serving as the API answers them; a declined place refuses a change. */
function servingApi(places: ServingPlace[]) {
  const mine = places.map((p) => ({ ...p }));
  return (call: FakeCall) => {
    if (call.url === '/api/me/serving' && call.method === 'GET') return { status: 200, body: { data: mine } };
    const id = Number(/^\/api\/me\/serving\/(\d+)$/.exec(call.url)?.[1]);
    const found = mine.find((p) => p.id === id);
    if (call.method === 'PUT' && found) {
      if (found.state === 'declined') return { status: 409, body: { message: ROTA_ALREADY_DECLINED_MESSAGE } };
      found.state = (call.body as { answer: string }).answer === 'accept' ? 'accepted' : 'declined';
      return { status: 200, body: { data: found, message: found.state === 'accepted' ? 'Thank you: you serve as Sound desk.' : 'You declined Projection; Media’s leaders were told.' } };
    }
    return { status: 404, body: { message: 'Not found' } };
  };
}

const row = (name: RegExp) => screen.getAllByRole('listitem').find((li) => name.test(li.textContent ?? ''))!;

it('lists each place with its answer in words, and says where the person serves next', async () => {
  renderWithPlatform(<ServingCard />, {
    signedInAs: 'member',
    api: servingApi([place({ state: 'accepted' }), place({ id: 2, position_name: 'Projection', date: '2030-12-22', starts_at: '2030-12-22T09:00:00+01:00' }), place({ id: 3, position_name: 'Livestream', date: '2030-12-29', starts_at: '2030-12-29T09:00:00+01:00', state: 'declined' })]),
  });
  expect(await screen.findByRole('heading', { level: 2, name: 'You serve on Sunday: Sound desk' })).toBeVisible();
  expect(row(/Sound desk/)).toHaveTextContent('Sunday service, Sunday, Dec 15, 2030 at 9:00 AM');
  expect(row(/Sound desk/)).toHaveTextContent('Accepted');
  expect(within(row(/Sound desk/)).getAllByRole('button').map((b) => b.textContent)).toEqual(['Decline']);
  expect(row(/Projection/)).toHaveTextContent('Asked, no answer yet');
  expect(within(row(/Projection/)).getAllByRole('button').map((b) => b.textContent)).toEqual(['Accept', 'Decline']);
  expect(row(/Livestream/)).toHaveTextContent('Declined');
  expect(within(row(/Livestream/)).queryByRole('button')).toBeNull();
});

it('declines a place with one press, says the API’s sentence and shows the new answer', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<ServingCard />, { signedInAs: 'member', api: servingApi([place({ id: 2, position_name: 'Projection' })]) });
  expect(await screen.findByRole('heading', { level: 2, name: 'Serving' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Decline: Projection on Sunday, Dec 15, 2030 at 9:00 AM' }));
  expect(await within(screen.getByTestId('serving')).findByRole('status')).toHaveTextContent('You declined Projection; Media’s leaders were told.');
  await waitFor(() => expect(row(/Projection/)).toHaveTextContent('Declined'));
  expect(calls.filter((c) => c.method === 'PUT')).toEqual([expect.objectContaining({ url: '/api/me/serving/2', body: { answer: 'decline' } })]);
});

it('shows a refusal’s sentence', async () => {
  const user = userEvent.setup();
  const api = servingApi([place({ state: 'accepted' })]);
  renderWithPlatform(<ServingCard />, { signedInAs: 'member', api: (call) => (call.method === 'PUT' ? { status: 409, body: { message: ROTA_ALREADY_DECLINED_MESSAGE } } : api(call)) });
  await user.click(await screen.findByRole('button', { name: /^Decline: Sound desk/ }));
  expect(await within(screen.getByTestId('serving')).findByRole('alert')).toHaveTextContent(ROTA_ALREADY_DECLINED_MESSAGE);
});

it('is left out when the person serves nowhere', async () => {
  const { calls } = renderWithPlatform(<ServingCard />, { signedInAs: 'member', api: servingApi([]) });
  await waitFor(() => expect(calls.some((c) => c.url === '/api/me/serving')).toBe(true));
  // The list has answered (empty): nothing of the card is shown.
  await waitFor(() => expect(screen.queryByTestId('serving')).toBeNull());
  expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
});
