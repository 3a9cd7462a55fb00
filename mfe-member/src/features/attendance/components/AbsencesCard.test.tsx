import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Absence } from '@church/contracts/absences';
import { addDays, formatChurchDate, todayInChurch } from '@church/contracts/church-time';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { AbsencesCard } from './AbsencesCard';

const today = todayInChurch();
const absence = (id: number, from: string, to: string, over: Partial<Absence> = {}): Absence => ({
  id, user_id: 1, from, to, reason: null, recorded_by: 1, recorded_by_name: null, created_at: `${from}T08:00:00Z`, ...over,
});

function fakeApi(initial: Absence[]) {
  let list = [...initial];
  return (call: FakeCall) => {
    if (call.url === '/api/me/absences' && call.method === 'GET') return { status: 200, body: { data: list } };
    if (call.url === '/api/me/absences' && call.method === 'POST') {
      const body = call.body as { from: string; to: string; reason: string };
      if (body.to < body.from) return { status: 422, body: { message: 'Invalid', errors: { to: ['To must be on or after From'] } } };
      const created = absence(99, body.from, body.to, { reason: (body.reason || null) as Absence['reason'] });
      list = [created, ...list];
      return { status: 201, body: { data: created, message: 'Absence recorded.' } };
    }
    const taken = call.url.match(/^\/api\/me\/absences\/(\d+)$/);
    if (taken && call.method === 'DELETE') {
      list = list.filter((a) => a.id !== Number(taken[1]));
      return { status: 200, body: { message: 'Absence taken back.' } };
    }
    return { status: 404, body: { message: 'Not found' } };
  };
}

it('lists my absences, who recorded one for me, and offers to take back those not over', async () => {
  const current = absence(1, addDays(today, -1), addDays(today, 5), { reason: 'illness', recorded_by: 7, recorded_by_name: 'Daniel Mensah' });
  const over = absence(2, addDays(today, -20), addDays(today, -18));
  renderWithPlatform(<AbsencesCard />, { route: '/dashboard/attendance', signedInAs: 'member', api: fakeApi([current, over]) });
  const list = await screen.findByRole('list', { name: 'My absences' });
  const [first, second] = within(list).getAllByRole('listitem');
  expect(first).toHaveTextContent(`Away until ${formatChurchDate(current.to)} · Illness · recorded by Daniel Mensah`);
  expect(within(first).getByRole('button', { name: /Take back my absence/ })).toBeInTheDocument();
  expect(second).toHaveTextContent('(over)');
  expect(within(second).queryByRole('button')).toBeNull();
});

it('says so when I announced none', async () => {
  renderWithPlatform(<AbsencesCard />, { route: '/dashboard/attendance', signedInAs: 'member', api: fakeApi([]) });
  expect(await screen.findByText('You have announced no absence.')).toBeInTheDocument();
});

it('announces an absence with a reason, shows a refusal on its field, and takes one back', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<AbsencesCard />, { route: '/dashboard/attendance', signedInAs: 'member', api: fakeApi([]) });
  await user.click(await screen.findByRole('button', { name: 'I’ll be away…' }));
  const dialog = await screen.findByRole('dialog', { name: 'I’ll be away' });
  expect(dialog).toHaveTextContent('are not expected of you');

  const from = within(dialog).getByLabelText('From');
  const to = within(dialog).getByLabelText('To (the last day away)');
  await user.clear(from);
  await user.type(from, addDays(today, 10));
  await user.clear(to);
  await user.type(to, addDays(today, 3));
  await user.click(within(dialog).getByRole('button', { name: 'Save my absence' }));
  expect(await within(dialog).findByText('To must be on or after From')).toBeInTheDocument();

  await user.clear(to);
  await user.type(to, addDays(today, 12));
  await user.selectOptions(within(dialog).getByLabelText(/Reason/), 'travel');
  await user.click(within(dialog).getByRole('button', { name: 'Save my absence' }));
  const list = await screen.findByRole('list', { name: 'My absences' });
  expect(list).toHaveTextContent(`${formatChurchDate(addDays(today, 10))} to ${formatChurchDate(addDays(today, 12))} · Travel`);
  expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({ from: addDays(today, 10), to: addDays(today, 12), reason: 'travel' });

  await user.click(within(list).getByRole('button', { name: /Take back my absence/ }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Take back this absence?' })).getByRole('button', { name: 'Take back' }));
  expect(await screen.findByText('You have announced no absence.')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/me/absences/99')).toBe(true);
});
