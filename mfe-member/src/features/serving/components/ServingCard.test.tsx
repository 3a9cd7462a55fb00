import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROTA_ALREADY_DECLINED_MESSAGE, type ServingPlace } from '@church/contracts/teams';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { NO_REPLACEMENT } from './ReplacementList';
import { MAKE_LINK_LABEL } from './CalendarLink';
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
  expect(within(row(/Sound desk/)).getAllByRole('button').map((b) => b.textContent)).toEqual(['Decline', 'Find a replacement']);
  expect(row(/Projection/)).toHaveTextContent('Asked, no answer yet');
  expect(within(row(/Projection/)).getAllByRole('button').map((b) => b.textContent)).toEqual(['Accept', 'Decline']);
  expect(row(/Livestream/)).toHaveTextContent('Declined');
  expect(within(row(/Livestream/)).queryByRole('button')).toBeNull();
  // The person's calendar subscription is offered with their places.
  expect(within(screen.getByTestId('serving')).getByRole('button', { name: MAKE_LINK_LABEL })).toBeVisible();
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

describe('swaps', () => {
  /** The serving API, with who could take a place and the swap request that asks one of them. */
  function swapApi(places: ServingPlace[], replacements: { person_id: number; full_name: string }[]) {
    const base = servingApi(places);
    return (call: FakeCall) => {
      const found = /^\/api\/me\/serving\/(\d+)\/(replacements|swap)$/.exec(call.url);
      if (call.url === '/api/me/serving' && call.method === 'GET') return { status: 200, body: { data: places } };
      if (found?.[2] === 'replacements') return { status: 200, body: { data: replacements } };
      if (found?.[2] === 'swap') {
        const place = places.find((p) => p.id === Number(found[1]))!;
        const to = replacements.find((r) => r.person_id === (call.body as { person_id: number }).person_id)!;
        place.swap = { id: 9, direction: 'offered', full_name: to.full_name };
        return { status: 200, body: { data: place, message: `${to.full_name} is asked to take your place; you still serve until they accept.` } };
      }
      return base(call);
    };
  }

  it('an accepted place lists who could take it, asks one with a press, and shows the request waiting', async () => {
    const user = userEvent.setup();
    const places = [place({ state: 'accepted' })];
    const { calls } = renderWithPlatform(<ServingCard />, { signedInAs: 'member', api: swapApi(places, [{ person_id: 7, full_name: 'Ada Obi' }, { person_id: 8, full_name: 'Ben Ude' }]) });
    await user.click(await screen.findByRole('button', { name: 'Find a replacement: Sound desk on Sunday, Dec 15, 2030 at 9:00 AM' }));
    const list = await screen.findByRole('list', { name: /^Who could take your place/ });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ada ObiAsk', 'Ben UdeAsk']);
    await user.click(within(list).getByRole('button', { name: 'Ask Ben Ude to take your place' }));
    expect(await within(screen.getByTestId('serving')).findByRole('status')).toHaveTextContent('Ben Ude is asked to take your place; you still serve until they accept.');
    await waitFor(() => expect(row(/Sound desk/)).toHaveTextContent('You asked Ben Ude to take your place; you serve until they accept.'));
    expect(screen.queryByRole('button', { name: /^Find a replacement/ })).toBeNull();
    expect(within(row(/Sound desk/)).getAllByRole('button').map((b) => b.textContent)).toEqual(['Decline']);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ url: '/api/me/serving/1/swap', body: { person_id: 8 } })]);
  });

  it('says so when nobody could take the place', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<ServingCard />, { signedInAs: 'member', api: swapApi([place({ state: 'accepted' })], []) });
    await user.click(await screen.findByRole('button', { name: /^Find a replacement/ }));
    expect(await screen.findByText(NO_REPLACEMENT)).toBeVisible();
  });

  it('a place someone asks the person to take says who asks, with Accept and Decline', async () => {
    renderWithPlatform(<ServingCard />, { signedInAs: 'member', api: servingApi([place({ swap: { id: 9, direction: 'asked', full_name: 'Samuel Eze' } })]) });
    expect(await screen.findByText('Samuel Eze asks you to take their place.')).toBeVisible();
    expect(within(row(/Sound desk/)).getAllByRole('button').map((b) => b.textContent)).toEqual(['Accept', 'Decline']);
  });
});
