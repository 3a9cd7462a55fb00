import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { Badge, DescriptionList, Disclosure, EmptyState, HowCounted, StatCard, StatGrid, badgeTones } from './display';
import { darkTheme, lightTheme, type AppTheme } from './theme';

function themed(ui: ReactNode, theme: AppTheme = lightTheme) {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}

describe('Badge', () => {
  it.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ] as const)('paints each tone with its %s theme pair and shows the text', (_, theme) => {
    for (const tone of badgeTones) {
      const { unmount } = themed(<Badge tone={tone}>Status {tone}</Badge>, theme);
      const badge = screen.getByText(`Status ${tone}`);
      expect(badge).toHaveAttribute('data-tone', tone);
      expect(badge).toHaveStyle({ color: theme.badge[tone].fg, backgroundColor: theme.badge[tone].bg });
      unmount();
    }
  });
});

describe('StatCard', () => {
  it('shows the label, value, trend text and hint', () => {
    themed(<StatCard label="First timers" value={12} hint="This month" trend={{ direction: 'up', text: '3 more than last month' }} />);
    expect(screen.getByText('First timers')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('3 more than last month')).toBeInTheDocument();
    expect(screen.getByText('This month')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it.each([
    ['up', 'Up'],
    ['down', 'Down'],
    ['flat', 'No change'],
  ] as const)('says the %s direction in words, not by colour alone', (direction, word) => {
    themed(<StatCard label="Attendance" value="82%" trend={{ direction, text: 'against last month' }} />);
    expect(screen.getByRole('img', { name: word })).toBeInTheDocument();
  });

  it('with href is one link named by its content, label first', async () => {
    themed(<StatCard label="Members" value={240} trend={{ direction: 'down', text: '2 fewer' }} href="/dashboard/admin/members" />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/dashboard/admin/members');
    expect(links[0]).toHaveAccessibleName(/^Members 240 Down 2 fewer$/);
    await userEvent.setup().tab();
    expect(links[0]).toHaveFocus();
  });

  it('makes its link with renderLink', () => {
    themed(
      <StatCard
        label="Units"
        value={9}
        href="/dashboard/leaders/units"
        renderLink={(href, children) => (
          <a href={href} data-router-link="">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: /^Units 9/ })).toHaveAttribute('data-router-link');
  });
});

describe('EmptyState', () => {
  it('shows the title, the explanation and the action', () => {
    themed(
      <EmptyState title="No first timers yet" action={<button>Add a first timer</button>}>
        First timers you add appear here.
      </EmptyState>,
      darkTheme,
    );
    expect(screen.getByText('No first timers yet')).toBeInTheDocument();
    expect(screen.getByText('First timers you add appear here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a first timer' })).toBeInTheDocument();
  });

  it('needs only a title', () => {
    themed(<EmptyState title="Nothing on this month" />);
    expect(screen.getByText('Nothing on this month')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('DescriptionList', () => {
  it('pairs each label (dt) with its value (dd)', () => {
    const { container } = themed(
      <DescriptionList
        items={[
          { label: 'Email', value: 'grace@example.org' },
          { label: 'Unit', value: <a href="/units/choir">Choir</a> },
        ]}
      />,
    );
    const list = container.querySelector('dl') as HTMLElement;
    const terms = within(list).getAllByRole('term');
    const definitions = within(list).getAllByRole('definition');
    expect(terms.map((t) => t.textContent)).toEqual(['Email', 'Unit']);
    expect(definitions.map((d) => d.textContent)).toEqual(['grace@example.org', 'Choir']);
    expect(terms[0].nextElementSibling).toBe(definitions[0]);
    expect(within(definitions[1]).getByRole('link', { name: 'Choir' })).toBeInTheDocument();
  });

  it.each([null, undefined, '', '   '])('shows a dash read as "Not provided" for %p', (value) => {
    themed(<DescriptionList items={[{ label: 'Phone', value }]} />);
    const definition = screen.getByRole('definition');
    expect(within(definition).getByText('—')).toHaveAttribute('aria-hidden', 'true');
    expect(within(definition).getByText('Not provided')).toBeInTheDocument();
  });

  it('keeps a zero', () => {
    themed(<DescriptionList items={[{ label: 'Visits', value: 0 }]} />);
    expect(screen.getByRole('definition')).toHaveTextContent(/^0$/);
  });
});

describe('HowCounted', () => {
  it('keeps the definition one click away', async () => {
    const user = userEvent.setup();
    themed(<HowCounted>Each bar counts the members at that level.</HowCounted>);
    const sentence = screen.getByText('Each bar counts the members at that level.');
    expect(sentence).not.toBeVisible();
    await user.click(screen.getByText('How is this counted?'));
    expect(sentence).toBeVisible();
  });

  it('shows a chevron and says whether it is open, so it reads as a control', async () => {
    const user = userEvent.setup();
    themed(<HowCounted>Each bar counts the members at that level.</HowCounted>);
    const toggle = screen.getByText('How is this counted?').closest('summary')!;
    expect(toggle.querySelector('svg[data-disclosure-marker]')).toHaveAttribute('aria-hidden', 'true');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Disclosure', () => {
  it('opens on its summary, tells whoever asked, and keeps the chevron beside its words', async () => {
    const user = userEvent.setup();
    const toggled: boolean[] = [];
    themed(<Disclosure summary="The welcome message" onToggle={(open) => toggled.push(open)}><pre>Hello Ada</pre></Disclosure>);
    const toggle = screen.getByText('The welcome message').closest('summary')!;
    expect(toggle.firstElementChild?.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByText('Hello Ada')).not.toBeVisible();
    await user.click(toggle);
    expect(screen.getByText('Hello Ada')).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggled).toEqual([true]);
  });
});

describe('StatGrid', () => {
  it('lists its tiles', () => {
    themed(<StatGrid aria-label="At a glance"><li><StatCard label="Active members" value={12} /></li></StatGrid>);
    expect(within(screen.getByRole('list', { name: 'At a glance' })).getAllByRole('listitem')).toHaveLength(1);
  });
});
