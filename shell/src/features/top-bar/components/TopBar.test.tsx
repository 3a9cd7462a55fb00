import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoleName } from '@church/contracts/roles';
import { credentialsReceived, signedOut } from '@church/platform/auth-slice';
import { store } from '@church/platform/store';
import { testUser } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { TopBar } from './TopBar';

function signIn(...roles: RoleName[]) {
  store.dispatch(credentialsReceived({ user: testUser({ roles, first_name: 'Ada', last_name: 'Eze', full_name: 'Ada Eze', email: 'ada@example.org' }), token: 't' }));
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  store.dispatch(signedOut());
  scrollTo(0);
});

const main = () => screen.getByRole('navigation', { name: 'Main' });

it('links the logo home and shows Home and Forms, but no Dashboard, to signed-out visitors', () => {
  renderWithPlatform(<TopBar clock={<span>clock</span>} themeToggle={<button>theme</button>} />);
  expect(screen.getByRole('link', { name: 'Community Church home' })).toHaveAttribute('href', '/');
  expect(within(main()).getAllByRole('link').map((l) => l.textContent)).toEqual(['Home', 'Forms']);
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  expect(screen.getByText('clock')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'theme' })).toBeInTheDocument();
});

it.each([
  [['admin'], '/dashboard/admin'],
  [['leader', 'member'], '/dashboard'],
  [['member'], '/dashboard'],
] as [RoleName[], string][])('shows a Dashboard link to %p pointing to %s', (roles, href) => {
  signIn(...roles);
  renderWithPlatform(<TopBar />);
  expect(within(main()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', href);
});

it('turns solid once the page scrolled more than 20 px', () => {
  renderWithPlatform(<TopBar />);
  const bar = screen.getByTestId('top-bar');
  expect(bar).toHaveAttribute('data-solid', 'false');
  scrollTo(20);
  expect(bar).toHaveAttribute('data-solid', 'false');
  scrollTo(21);
  expect(bar).toHaveAttribute('data-solid', 'true');
  scrollTo(0);
  expect(bar).toHaveAttribute('data-solid', 'false');
});

it('has a user menu with avatar, first name, full name, email, Profile and Logout that closes on outside click and Escape', async () => {
  signIn('member');
  renderWithPlatform(<><TopBar /><p>outside</p></>);
  const trigger = await screen.findByRole('button', { name: 'Account menu for Ada' });
  expect(trigger).toHaveTextContent('Ada');
  await userEvent.click(trigger);
  const menu = screen.getByTestId('top-bar-user-menu');
  expect(menu).toHaveTextContent('Ada Eze');
  expect(menu).toHaveTextContent('ada@example.org');
  expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/dashboard/profile');
  expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

  await userEvent.click(screen.getByText('outside'));
  expect(screen.queryByTestId('top-bar-user-menu')).toBeNull();

  await userEvent.click(trigger);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByTestId('top-bar-user-menu')).toBeNull();
});

/** The declarations the element's own class gets under 768 px (jsdom applies no media query, so they are read from the page's styles). */
function phoneStyleOf(element: HTMLElement): string {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  for (const name of element.classList) {
    const rule = new RegExp(`@media \\(max-width: 767px\\)\\{\\.${name}\\{([^}]*)\\}`).exec(css);
    if (rule) return rule[1];
  }
  return '';
}

it('shows the clock on a phone too, on one line at the top of the open menu', async () => {
  renderWithPlatform(<TopBar clock={<time>clock</time>} />);
  const slot = screen.getByTestId('clock-slot');
  expect(phoneStyleOf(slot)).toMatch(/(^|;)display:none;/);
  await userEvent.click(screen.getByLabelText('Toggle navigation', { selector: 'button' }));
  // The same clock, not a second one: shown above the folded links (order 10), across the bar.
  expect(screen.getAllByText('clock')).toHaveLength(1);
  expect(phoneStyleOf(slot)).toMatch(/(^|;)display:block;order:9;flex-basis:100%;/);
  expect(phoneStyleOf(main())).toMatch(/order:10;/);
});

it('folds the links into a menu button on small screens, closed again after navigating', async () => {
  renderWithPlatform(<TopBar />);
  // The button is only displayed under 768 px (a media query jsdom does not apply).
  const menuButton = screen.getByLabelText('Toggle navigation', { selector: 'button' });
  expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  expect(menuButton).toHaveAttribute('aria-controls', main().id);
  await userEvent.click(menuButton);
  expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(within(main()).getByRole('link', { name: 'Forms' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/forms');
  expect(menuButton).toHaveAttribute('aria-expanded', 'false');
});
