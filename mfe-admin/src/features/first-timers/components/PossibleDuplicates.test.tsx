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

  await user.click(within(pair).getByRole('button', { name: 'Keep this record: Adah Obi, +23408031234567, no email, 2 visits' }));
  const dialog = await screen.findByRole('dialog', { name: 'Merge the two records into one?' });
  expect(dialog).toHaveTextContent(mergeExplanation(PAIR.second, PAIR.first));
  expect(dialog).toHaveTextContent('Kept: Adah Obi, +23408031234567, no email, 2 visits. Removed: Ada Obi, +2348031234567, ada@example.com, 1 visit.');
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
  await user.click(await screen.findByRole('button', { name: /^Keep this record: Ada Obi,/ }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
});

it('tells two same-named records first seen the same day apart: each choice and the confirmation give phone, email and visits', async () => {
  const user = userEvent.setup();
  const twins: DuplicatePair = {
    first: { id: 4, full_name: 'Bukola Adeleke', phone: '+2348030000001', email: 'bukola@example.com', first_visit_on: '2026-11-27', last_visit_on: '2026-11-27', visit_count: 1, status: 'Not Contacted' },
    second: { id: 5, full_name: 'Bukola Adeleke', phone: '+2348030000002', email: null, first_visit_on: '2026-11-27', last_visit_on: '2026-11-28', visit_count: 3, status: 'Not Contacted' },
    reasons: ['similar_name_same_day'],
  };
  const { calls } = renderWithPlatform(<PossibleDuplicates />, { signedInAs: 'admin', api: api(() => [twins]) });
  const pair = await screen.findByRole('listitem', { name: 'Bukola Adeleke and Bukola Adeleke' });
  expect(within(pair).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
    'Keep this record: Bukola Adeleke, +2348030000001, bukola@example.com, 1 visit',
    'Keep this record: Bukola Adeleke, +2348030000002, no email, 3 visits',
  ]);
  await user.click(within(pair).getByRole('button', { name: /\+2348030000002/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Merge the two records into one?' });
  expect(dialog).toHaveTextContent('Kept: Bukola Adeleke, +2348030000002, no email, 3 visits. Removed: Bukola Adeleke, +2348030000001, bukola@example.com, 1 visit.');
  await user.click(within(dialog).getByRole('button', { name: 'Merge the records' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/first-timers/5/merge', body: { other_id: 4 } }));
});
