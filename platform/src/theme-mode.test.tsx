import { render, renderHook, screen, act } from '@testing-library/react';
import styled from 'styled-components';
import { ThemeModeProvider, useTheme } from './theme-mode';
import { testThemes } from './testing/render';

const Probe = styled.span`
  color: ${(p) => ((p.theme as unknown as { testName: string }).testName === 'dark' ? 'white' : 'black')};
`;

function Toggle() {
  const { mode, toggleTheme } = useTheme();
  return (
    <>
      <Probe data-testid="probe">{mode}</Probe>
      <button onClick={toggleTheme}>toggle</button>
    </>
  );
}

beforeEach(() => localStorage.clear());

it('defaults to light and feeds the light tokens to styled-components', () => {
  render(<ThemeModeProvider themes={testThemes}><Toggle /></ThemeModeProvider>);
  expect(screen.getByTestId('probe')).toHaveTextContent('light');
  expect(screen.getByTestId('probe')).toHaveStyle({ color: 'rgb(0, 0, 0)' });
  expect(localStorage.getItem('theme')).toBe('light');
});

it('toggles on each press and persists the choice under theme', () => {
  render(<ThemeModeProvider themes={testThemes}><Toggle /></ThemeModeProvider>);
  act(() => screen.getByRole('button').click());
  expect(screen.getByTestId('probe')).toHaveTextContent('dark');
  expect(screen.getByTestId('probe')).toHaveStyle({ color: 'rgb(255, 255, 255)' });
  expect(localStorage.getItem('theme')).toBe('dark');
  expect(document.documentElement.dataset.theme).toBe('dark');
  act(() => screen.getByRole('button').click());
  expect(localStorage.getItem('theme')).toBe('light');
});

it('restores the stored mode after a reload', () => {
  localStorage.setItem('theme', 'dark');
  render(<ThemeModeProvider themes={testThemes}><Toggle /></ThemeModeProvider>);
  expect(screen.getByTestId('probe')).toHaveTextContent('dark');
});

it('ignores a garbage stored value', () => {
  localStorage.setItem('theme', 'purple');
  render(<ThemeModeProvider themes={testThemes}><Toggle /></ThemeModeProvider>);
  expect(screen.getByTestId('probe')).toHaveTextContent('light');
});

it('throws a clear error outside its provider', () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => renderHook(() => useTheme())).toThrow('useTheme must be used within a ThemeProvider');
  spy.mockRestore();
});

describe('a prerendered page', () => {
  beforeEach(() => {
    document.cookie = 'theme=; max-age=0; path=/';
    document.documentElement.className = '';
  });

  it('keeps the choice in a cookie too, so the server sends the next page in that mode', () => {
    render(<ThemeModeProvider themes={testThemes}><Toggle /></ThemeModeProvider>);
    act(() => screen.getByRole('button', { name: 'toggle' }).click());
    expect(document.cookie).toContain('theme=dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('starts in the mode the page was rendered in and keeps it when it is the stored one', () => {
    localStorage.setItem('theme', 'dark');
    render(<ThemeModeProvider themes={testThemes} initialMode="dark"><Toggle /></ThemeModeProvider>);
    expect(screen.getByTestId('probe')).toHaveTextContent('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('switches to the stored mode before painting when the page was rendered in the other, and shows the waiting body', () => {
    localStorage.setItem('theme', 'dark');
    document.documentElement.classList.add('theme-pending');
    render(<ThemeModeProvider themes={testThemes} initialMode="light"><Toggle /></ThemeModeProvider>);
    expect(screen.getByTestId('probe')).toHaveTextContent('dark');
    // The rendered-in mode was never saved over the visitor's choice.
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.cookie).toContain('theme=dark');
    expect(document.documentElement.classList.contains('theme-pending')).toBe(false);
  });
});
