import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROTA_LINK_EXPIRED_MESSAGE, ROTA_LINK_UNKNOWN_MESSAGE, ROTA_LINK_USED_MESSAGE, type ServingPlace } from '@church/contracts/teams';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform, signOutForTest } from '@church/platform/testing/render';
import { NO_TOKEN_MESSAGE, RotaAnswerPage } from './RotaAnswerPage';

const PLACE: ServingPlace = {
  id: 7,
  team_id: 2,
  team_name: 'Media',
  position_id: 3,
  position_name: 'Sound desk',
  service_id: 1,
  service_name: 'Sunday service',
  date: '2026-12-13',
  starts_at: '2026-12-13T09:00:00+01:00',
  state: 'asked',
};

/** The two routes as the API answers them: 'good' answers once; 'held' is of a past service; any other is unknown. */
function rotaApi() {
  let used = false;
  return (call: FakeCall) => {
    const { token, answer } = call.body as { token: string; answer?: string };
    const refused = token === 'held' ? { status: 410, body: { message: ROTA_LINK_EXPIRED_MESSAGE } }
      : token !== 'good' ? { status: 404, body: { message: ROTA_LINK_UNKNOWN_MESSAGE } }
      : used ? { status: 409, body: { message: ROTA_LINK_USED_MESSAGE } } : null;
    if (call.url === '/api/rota/answers/preview') return refused ?? { status: 200, body: { data: PLACE } };
    if (call.url === '/api/rota/answers') {
      if (refused) return refused;
      used = true;
      const state = answer === 'accept' ? 'accepted' : 'declined';
      return { status: 200, body: { data: { ...PLACE, state }, message: state === 'accepted' ? 'Thank you: you serve as Sound desk.' : 'You declined Sound desk; Media’s leaders were told.' } };
    }
    return { status: 404, body: { message: 'Not found' } };
  };
}

beforeEach(() => signOutForTest());

const answers = (calls: FakeCall[]) => calls.filter((c) => c.url === '/api/rota/answers');
const card = () => screen.getByLabelText('Your answer');
/** The page's own part (the test harness adds a button and a status of its own). */
const inCard = () => within(card());

it('opening the link shows what is asked and answers nothing until a button is pressed', async () => {
  const { calls } = renderWithPlatform(<RotaAnswerPage />, { route: '/rota/answer?token=good&answer=accept', api: rotaApi() });
  expect(screen.getByRole('heading', { level: 1, name: 'Can you serve?' })).toBeInTheDocument();
  expect(await screen.findByText('Media', { selector: 'strong' })).toBeVisible();
  expect(card()).toHaveTextContent('PositionSound desk');
  expect(card()).toHaveTextContent('ServiceSunday service');
  expect(card()).toHaveTextContent('WhenSunday, Dec 13, 2026 at 9:00 AM');
  await waitFor(() => expect(card()).toHaveAttribute('aria-busy', 'false'));
  expect(answers(calls)).toHaveLength(0);
  expect(calls.filter((c) => c.url === '/api/rota/answers/preview')).toEqual([expect.objectContaining({ method: 'POST', body: { token: 'good' } })]);
});

it('focuses the answer the mail’s link named, and sends it once, signed out, on a press', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<RotaAnswerPage />, { route: '/rota/answer?token=good&answer=accept', api: rotaApi() });
  const yes = await screen.findByRole('button', { name: 'Yes, I can serve' });
  await waitFor(() => expect(yes).toHaveFocus());
  await user.keyboard('{Enter}');
  expect(await inCard().findByRole('status')).toHaveTextContent('Thank you: you serve as Sound desk.');
  expect(answers(calls)).toEqual([expect.objectContaining({ method: 'POST', body: { token: 'good', answer: 'accept' } })]);
  expect(answers(calls)[0].headers.Authorization).toBeUndefined();
  expect(screen.queryByRole('button', { name: 'No, I can’t' })).toBeNull();
});

it('a decline link puts "No, I can’t" first and focused; the other answer is still there', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<RotaAnswerPage />, { route: '/rota/answer?token=good&answer=decline', api: rotaApi() });
  const no = await screen.findByRole('button', { name: 'No, I can’t' });
  await waitFor(() => expect(no).toHaveFocus());
  expect(inCard().getAllByRole('button').map((b) => b.textContent)).toEqual(['No, I can’t', 'Yes, I can serve']);
  await user.click(screen.getByRole('button', { name: 'Yes, I can serve' }));
  expect(await inCard().findByRole('status')).toHaveTextContent('Thank you');
  expect(answers(calls)[0].body).toEqual({ token: 'good', answer: 'accept' });
});

it.each([
  ['an unknown link', 'forged', ROTA_LINK_UNKNOWN_MESSAGE],
  ['a link of a service already held', 'held', ROTA_LINK_EXPIRED_MESSAGE],
])('%s says the API’s sentence, offers no answer and no retry', async (_what, token, message) => {
  renderWithPlatform(<RotaAnswerPage />, { route: `/rota/answer?token=${token}&answer=accept`, api: rotaApi() });
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(inCard().queryByRole('button')).toBeNull();
  expect(screen.getByRole('link', { name: 'your dashboard' })).toHaveAttribute('href', '/dashboard');
});

it('a link used in the meantime says it was already answered', async () => {
  const user = userEvent.setup();
  const api = rotaApi();
  renderWithPlatform(<RotaAnswerPage />, { route: '/rota/answer?token=good&answer=decline', api });
  const no = await screen.findByRole('button', { name: 'No, I can’t' });
  // Answered from another tab before this press.
  api({ url: '/api/rota/answers', method: 'POST', body: { token: 'good', answer: 'accept' }, headers: {} } as FakeCall);
  await user.click(no);
  expect(await screen.findByRole('alert')).toHaveTextContent(ROTA_LINK_USED_MESSAGE);
  expect(inCard().queryByRole('button')).toBeNull();
});

it('sends nothing for a link without its token', () => {
  const { calls } = renderWithPlatform(<RotaAnswerPage />, { route: '/rota/answer?answer=accept', api: rotaApi() });
  expect(screen.getByRole('alert')).toHaveTextContent(NO_TOKEN_MESSAGE);
  expect(calls).toHaveLength(0);
});

it('a failure on the way can be tried again, and says nothing was answered', async () => {
  const user = userEvent.setup();
  let down = true;
  const api = rotaApi();
  renderWithPlatform(<RotaAnswerPage />, {
    route: '/rota/answer?token=good&answer=accept',
    api: (call) => (down && call.url === '/api/rota/answers' ? { status: 503, body: { message: 'The service is unavailable.' } } : api(call)),
  });
  await user.click(await screen.findByRole('button', { name: 'Yes, I can serve' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The service is unavailable. Nothing was answered.');
  down = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await inCard().findByRole('status')).toHaveTextContent('Thank you');
});

it('a swap’s link says who asks the reader to take their place', async () => {
  const swap = { ...PLACE, swap: { id: 4, direction: 'asked' as const, full_name: 'Samuel Eze' } };
  renderWithPlatform(<RotaAnswerPage />, { route: '/rota/answer?token=good&answer=accept', api: (call) => (call.url === '/api/rota/answers/preview' ? { status: 200, body: { data: swap } } : rotaApi()(call)) });
  expect(await screen.findByText('Samuel Eze', { selector: 'strong' })).toBeVisible();
  expect(inCard().getByText(/cannot serve and asks if you can take their place as/)).toHaveTextContent('Samuel Eze cannot serve and asks if you can take their place as Sound desk (Media).');
});
