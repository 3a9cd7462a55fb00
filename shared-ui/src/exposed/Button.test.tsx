import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@church/platform/router';
import { ThemeProvider } from 'styled-components';
import { Button, buttonVariants } from './Button';
import { darkTheme } from './theme';

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function inRouter(ui: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/start']}>
      {ui}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Button as a button', () => {
  it('renders every variant as a type="button" that reports clicks', async () => {
    const user = userEvent.setup();
    for (const variant of buttonVariants) {
      const onClick = jest.fn();
      const { unmount } = render(
        <Button variant={variant} onClick={onClick}>
          Go {variant}
        </Button>,
      );
      const button = screen.getByRole('button', { name: `Go ${variant}` });
      expect(button).toHaveAttribute('type', 'button');
      expect(button).toHaveAttribute('data-variant', variant);
      await user.click(button);
      expect(onClick).toHaveBeenCalledTimes(1);
      unmount();
    }
  });

  it('defaults to primary and shows full opacity when usable', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('data-variant', 'primary');
    expect(button).toHaveStyle({ opacity: '1' });
  });

  it('disabled blocks clicks and reduces opacity', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveStyle({ opacity: '0.6' });
    await user.click(button);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('loading blocks clicks, replaces the label with a spinner and keeps the accessible name', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveStyle({ opacity: '0.6' });
    expect(screen.getByText('Save')).not.toBeVisible();
    expect(button.querySelector('[data-spinner]')).toBeVisible();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.querySelector('[data-ripple]')).toBeNull();
  });

  it('a loading submit button does not submit its form', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Send
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows no spinner when not loading', () => {
    render(<Button>Save</Button>);
    expect(screen.getByText('Save')).toBeVisible();
    expect(screen.getByRole('button').querySelector('[data-spinner]')).toBeNull();
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-busy');
  });

  it('keeps a visible focus ring from the theme', () => {
    render(
      <ThemeProvider theme={darkTheme}>
        <Button>Focus me</Button>
      </ThemeProvider>,
    );
    const css = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('');
    expect(css).toMatch(new RegExp(`:focus-visible\\{outline:3px solid ${darkTheme.colors.focusRing}`));
  });
});

describe('Button ripple', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('adds a ripple on click and removes it after exactly 600 ms', () => {
    render(<Button>Tap</Button>);
    const button = screen.getByRole('button', { name: 'Tap' });
    fireEvent.click(button, { clientX: 5, clientY: 5, detail: 1 });
    expect(button.querySelectorAll('[data-ripple]')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(599));
    expect(button.querySelectorAll('[data-ripple]')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(button.querySelectorAll('[data-ripple]')).toHaveLength(0);
  });

  it('keeps overlapping ripples independent', () => {
    render(<Button>Tap</Button>);
    const button = screen.getByRole('button', { name: 'Tap' });
    fireEvent.click(button);
    act(() => jest.advanceTimersByTime(300));
    fireEvent.click(button);
    expect(button.querySelectorAll('[data-ripple]')).toHaveLength(2);
    act(() => jest.advanceTimersByTime(300));
    expect(button.querySelectorAll('[data-ripple]')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(300));
    expect(button.querySelectorAll('[data-ripple]')).toHaveLength(0);
  });

  it('adds no ripple when disabled', () => {
    render(<Button disabled>Tap</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Tap' }));
    expect(document.querySelector('[data-ripple]')).toBeNull();
  });
});

describe('Button as a link', () => {
  // A plain anchor needs no router: rendering outside one proves it is not a router link.
  it.each(['https://example.org/give', 'http://example.org', '//cdn.example.org/file.pdf', 'mailto:office@example.org'])(
    '%s renders a plain anchor with that exact href',
    (to) => {
      render(<Button to={to}>Out</Button>);
      const link = screen.getByRole('link', { name: 'Out' });
      expect(link.getAttribute('href')).toBe(to);
      expect(link).not.toHaveAttribute('target');
      expect(link).not.toHaveAttribute('rel');
    },
  );

  it('an internal target is a router link (it needs a router)', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Button to="/forms">Forms</Button>)).toThrow();
    jest.mocked(console.error).mockRestore();
  });

  it('an internal target renders a router link that navigates in the app', async () => {
    const user = userEvent.setup();
    inRouter(<Button to="/forms?tab=prayer">Forms</Button>);
    const link = screen.getByRole('link', { name: 'Forms' });
    expect(link).toHaveAttribute('href', '/forms?tab=prayer');
    expect(screen.getByTestId('path')).toHaveTextContent('/start');
    await user.click(link);
    expect(screen.getByTestId('path')).toHaveTextContent('/forms');
  });

  it('a relative internal target resolves against the current route', () => {
    inRouter(<Button to="details">Details</Button>);
    expect(screen.getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/details');
  });

  it('newTab on an external link sets target _blank and rel noopener noreferrer', () => {
    inRouter(
      <Button to="https://example.org" newTab>
        External
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'External' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
  });

  it('target="_blank" on an internal link also gets rel noopener noreferrer, keeping an existing rel', () => {
    inRouter(
      <Button to="/events" target="_blank" rel="external">
        Events
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Events' });
    expect(link).toHaveAttribute('href', '/events');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['external', 'noopener', 'noreferrer']);
  });

  it('a disabled or loading link does not navigate and reports no click', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    inRouter(
      <>
        <Button to="/a" disabled onClick={onClick}>
          Blocked
        </Button>
        <Button to="/b" loading onClick={onClick}>
          Busy
        </Button>
      </>,
    );
    const blocked = screen.getByRole('link', { name: 'Blocked' });
    const busy = screen.getByRole('link', { name: 'Busy' });
    expect(blocked).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(blocked).toHaveStyle({ opacity: '0.6' });
    await user.click(blocked);
    await user.click(busy);
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByTestId('path')).toHaveTextContent('/start');
  });

  it('an external disabled link does not follow its href', () => {
    inRouter(
      <Button to="https://example.org" disabled>
        Gone
      </Button>,
    );
    const event = createEvent();
    screen.getByRole('link', { name: 'Gone' }).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});

function createEvent() {
  return new MouseEvent('click', { bubbles: true, cancelable: true });
}
