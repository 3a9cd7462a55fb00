import { screen } from '@testing-library/react';
import { testUser } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { MemberDashboard } from './MemberDashboard';

const ruth = testUser({ first_name: 'Ruth', last_name: 'Bello', full_name: 'Ruth Bello', initials: 'RB' });

it('greets the signed-in member by first name under the page title, and links to their attendance', async () => {
  renderWithPlatform(<MemberDashboard />, {
    route: '/dashboard',
    signedInAs: 'member',
    user: ruth,
    api: (call) => (call.url === '/api/me' ? { status: 200, body: { data: ruth } } : { status: 404, body: { message: 'Not found' } }),
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(document.title).toBe('Dashboard · Community Church');
  expect(await screen.findByTestId('member-greeting')).toHaveTextContent('Welcome, Ruth!');
  expect(screen.getByRole('link', { name: 'My attendance' })).toHaveAttribute('href', '/dashboard/attendance');
  // The shell owns the landmark.
  expect(screen.queryByRole('main')).toBeNull();
});
