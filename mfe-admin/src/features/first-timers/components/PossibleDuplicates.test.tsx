import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DuplicatePair } from '@church/contracts/first-timers';
import { configureNotifier } from '@church/platform/notifier';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { mergeExplanation, PossibleDuplicates } from './PossibleDuplicates';

const PAIR: DuplicatePair = {
  first: { id: 3, full_name: 'Ada Obi', phone: '+2348031234567', email: 'ada@example.com', first_visit_on: '2025-03-02', last_visit_on: '2025-03-02', visit_count: 1, status: 'Contacted' },
  second: { id: 9, full_name: 'Adah Obi', phone: '+23408031234567', email: null, first_visit_on: '2025-03-09', last_visit_on: '2025-03-16', visit_count: 2, status: 'Not Contacted' },
  reasons: ['same_phone', 'similar_name_same_day'],
};

function api(pairs: () => DuplicatePair[]) {
  return (call: FakeCall) => {
    if (call.method === 'GET' && call.url === '/api/first-timers/duplicates') return { status: 200, body: { data: pairs() } };
    if (call.method === 'POST' && call.url === '/api/first-timers/9/merge') return { status: 200, body: { data: {}, message: 'The two records are now one.' } };
    return { status: 404, body: { message: 'Not found' } };
  };
}

const toasts: string[] = [];
beforeEach(() => {
  toasts.length = 0;
  configureNotifier({ success: (m) => toasts.push(m), error: (m) => toasts.push(`error: ${m}`), info: () => {} });
});

it('lists each likely pair with why, and merges after a confirmation that says what will happen', async () => {
  const user = userEvent.setup();
  let pairs = [PAIR];
  const { calls } = renderWithPlatform(<PossibleDuplicates />, { signedInAs: 'admin', api: api(() => pairs) });
  const pair = await screen.findByRole('listitem', { name: 'Ada Obi and Adah Obi' });
  expect(pair).toHaveTextContent('Why: Same phone number once written alike; Similar names, a visit on the same day');
  expect(within(pair).getByRole('link', { name: 'Adah Obi' })).toHaveAttribute('href', expect.stringContaining('/dashboard/first-timers/9'));

  await user.click(within(pair).getByRole('button', { name: 'Merge into Adah Obi (first seen Mar 9, 2025)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Merge into Adah Obi?' });
  expect(dialog).toHaveTextContent(mergeExplanation(PAIR.second, PAIR.first));
  expect(dialog).toHaveTextContent("Ada Obi's 1 visit, follow-up feedback and details move to Adah Obi's record");
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  pairs = [];
  await user.click(within(dialog).getByRole('button', { name: 'Merge the records' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/first-timers/9/merge', body: { other_id: 3 } }));
  expect(await screen.findByText('No likely duplicates.')).toBeInTheDocument();
  expect(toasts).toEqual(['The two records are now one.']);
});

it('cancelling the confirmation merges nothing', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<PossibleDuplicates />, { signedInAs: 'admin', api: api(() => [PAIR]) });
  await user.click(await screen.findByRole('button', { name: 'Merge into Ada Obi (first seen Mar 2, 2025)' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
});
