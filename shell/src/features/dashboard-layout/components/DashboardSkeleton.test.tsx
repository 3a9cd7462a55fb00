import { screen, within } from '@testing-library/react';
import { pageIntro } from '@church/contracts/site-map';
import { renderWithPlatform } from '@church/platform/testing/render';
import { DashboardSkeleton, PageSkeleton } from './DashboardSkeleton';

it("shows the page's title and intro from the site map in the frame's boxes, with nothing to operate", () => {
  renderWithPlatform(<DashboardSkeleton />, { route: '/dashboard/admin/members?page=3' });
  expect(screen.getByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
  expect(screen.getByText(pageIntro('admin', 'members')!)).toBeInTheDocument();
  expect(screen.getByRole('main')).toContainElement(screen.getByRole('status', { name: 'Loading' }));
  // Busy for assistive technology until the page replaces it.
  expect(screen.getByTestId('page-skeleton')).toHaveAttribute('aria-busy', 'true');
  const skeleton = within(screen.getByTestId('dashboard-skeleton'));
  expect(skeleton.queryByRole('button')).toBeNull();
  expect(skeleton.queryByRole('link')).toBeNull();
});

it('shows a page without an intro by its title, and a page with a parameter by the spinner alone', () => {
  const { unmount } = renderWithPlatform(<PageSkeleton />, { route: '/dashboard' });
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  unmount();
  renderWithPlatform(<PageSkeleton />, { route: '/dashboard/members/7' });
  expect(screen.queryByRole('heading')).toBeNull();
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
});

it("shows a page under another with its breadcrumb, as the page does", () => {
  renderWithPlatform(<PageSkeleton />, { route: '/dashboard/admin/attendance/schedule' });
  const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
  expect(crumbs.getByRole('link', { name: 'Attendance' })).toHaveAttribute('href', '/dashboard/admin/attendance');
  expect(screen.getByRole('heading', { level: 1, name: 'Service schedule' })).toBeInTheDocument();
});
