import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@church/platform/testing/render';
import { useListParams } from './use-list-params';

function MemberList() {
  const { values, page, update } = useListParams(['q', 'status'] as const);
  return (
    <>
      <p data-testid="state">{`q=${values.q} status=${values.status} page=${page}`}</p>
      <button type="button" onClick={() => update({ q: 'ruth' })}>Search ruth</button>
      <button type="button" onClick={() => update({ status: 'Contacted' })}>Contacted only</button>
      <button type="button" onClick={() => update({ page: page + 1 })}>Next page</button>
      <button type="button" onClick={() => update({ status: null })}>All statuses</button>
    </>
  );
}

const state = () => screen.getByTestId('state');
const location = () => screen.getByTestId('location');

it('restores the list from the URL, as after a reload or a shared link', () => {
  renderWithPlatform(<MemberList />, { route: '/dashboard/admin/members?q=bello&status=Integrated&page=3' });
  expect(state()).toHaveTextContent('q=bello status=Integrated page=3');
});

it('writes each change to the URL, starts a new search at page 1, and Back restores the previous list', async () => {
  renderWithPlatform(<MemberList />, { route: '/members?status=Integrated' });
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(location()).toHaveTextContent('/members?status=Integrated&page=3');

  await userEvent.click(screen.getByRole('button', { name: 'Search ruth' }));
  expect(location()).toHaveTextContent('/members?status=Integrated&q=ruth');
  expect(state()).toHaveTextContent('q=ruth status=Integrated page=1');

  await userEvent.click(screen.getByRole('button', { name: 'All statuses' }));
  expect(location()).toHaveTextContent(/^\/members\?q=ruth$/);

  await userEvent.click(screen.getByRole('button', { name: 'Test back' }));
  await userEvent.click(screen.getByRole('button', { name: 'Test back' }));
  expect(state()).toHaveTextContent('q= status=Integrated page=3');
});

it('reads a page that is not a positive whole number as page 1', () => {
  renderWithPlatform(<MemberList />, { route: '/members?page=-2' });
  expect(state()).toHaveTextContent('page=1');
});
