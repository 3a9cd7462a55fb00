import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@church/platform/testing/render';
import { ThemeToggle } from './ThemeToggle';

beforeEach(() => localStorage.clear());

it('shows a moon in light mode and a sun in dark mode, with an accessible name, and persists the choice', async () => {
  renderWithPlatform(<ThemeToggle />);
  const button = screen.getByRole('button', { name: 'Switch to dark theme' });
  expect(button.querySelector('[data-icon="moon"]')).not.toBeNull();
  expect(button.querySelector('[data-icon="sun"]')).toBeNull();

  await userEvent.click(button);
  const dark = screen.getByRole('button', { name: 'Switch to light theme' });
  expect(dark.querySelector('[data-icon="sun"]')).not.toBeNull();
  expect(dark.querySelector('[data-icon="moon"]')).toBeNull();
  expect(localStorage.getItem('theme')).toBe('dark');

  await userEvent.click(dark);
  expect(localStorage.getItem('theme')).toBe('light');
});

it('starts in the stored mode (the theme survives a reload)', () => {
  localStorage.setItem('theme', 'dark');
  renderWithPlatform(<ThemeToggle />);
  expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
});
