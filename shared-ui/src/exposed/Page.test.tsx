import { useState, type ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { Page, Tabs, VisuallyHidden, documentTitle, tabId, tabPanelId } from './Page';
import { darkTheme, lightTheme } from './theme';

function themed(ui: ReactNode, theme = lightTheme) {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}

describe('documentTitle', () => {
  it('puts the church after the page', () => {
    expect(documentTitle('Members')).toBe('Members · Community Church');
    expect(documentTitle('')).toBe('Community Church');
  });
});

describe('Page', () => {
  beforeEach(() => {
    document.title = 'before';
  });

  it('shows one h1 with the title and sets the document title', () => {
    themed(<Page title="First Timers">content</Page>);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'First Timers' })).toBeInTheDocument();
    expect(document.title).toBe('First Timers · Community Church');
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('follows a title change', () => {
    const { rerender } = themed(<Page title="Members" />);
    rerender(
      <ThemeProvider theme={lightTheme}>
        <Page title="Grace Okafor" />
      </ThemeProvider>,
    );
    expect(document.title).toBe('Grace Okafor · Community Church');
  });

  it('leaves the document title alone with setTitle={false}', () => {
    themed(<Page title="Specimen" setTitle={false} />);
    expect(document.title).toBe('before');
  });

  it('never renders a main landmark', () => {
    themed(<Page title="Units" breadcrumbs={[{ label: 'Dashboard', href: '/dashboard' }, { label: 'Units' }]} actions={<button>Add</button>} />);
    expect(screen.queryByRole('main')).toBeNull();
    expect(document.querySelector('main')).toBeNull();
  });

  it('shows breadcrumbs as an ordered list, the last one the current page', () => {
    themed(
      <Page
        title="Grace Okafor"
        breadcrumbs={[
          { label: 'Dashboard', href: '/dashboard' },
          { label: 'Members', href: '/dashboard/admin/members' },
          { label: 'Grace Okafor', href: '/ignored' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(within(nav).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Members' })).toHaveAttribute('href', '/dashboard/admin/members');
    expect(within(items[2]).queryByRole('link')).toBeNull();
    expect(within(items[2]).getByText('Grace Okafor')).toHaveAttribute('aria-current', 'page');
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('makes breadcrumb links with the app’s renderLink', () => {
    const renderLink = jest.fn((href: string, children: ReactNode) => (
      <a href={href} data-router-link="">
        {children}
      </a>
    ));
    themed(<Page title="Units" renderLink={renderLink} breadcrumbs={[{ label: 'Leaders', href: '/dashboard/leaders' }, { label: 'Units' }]} />);
    expect(screen.getByRole('link', { name: 'Leaders' })).toHaveAttribute('data-router-link');
    expect(renderLink).toHaveBeenCalledWith('/dashboard/leaders', 'Leaders');
  });

  it('shows no breadcrumb navigation without breadcrumbs', () => {
    themed(<Page title="Dashboard" />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the description and the actions beside the title', async () => {
    const user = userEvent.setup();
    const onAdd = jest.fn();
    themed(<Page title="Events" description="What is on this month." actions={<button onClick={onAdd}>Add event</button>} />, darkTheme);
    expect(screen.getByText('What is on this month.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});

describe('VisuallyHidden', () => {
  it('stays in the accessibility tree', () => {
    render(
      <button>
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Remove</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });
});

const TABS = [
  { id: 'question', label: 'Question' },
  { id: 'prayer', label: 'Prayer request' },
  { id: 'testimony', label: 'Testimony' },
];

function TabsHarness({ initial = 'question', onSelect }: { initial?: string; onSelect?: (id: string) => void }) {
  const [selected, setSelected] = useState(initial);
  return (
    <ThemeProvider theme={lightTheme}>
      <button>before</button>
      <Tabs
        label="Choose a form"
        idPrefix="forms"
        tabs={TABS}
        selected={selected}
        onSelect={(id) => {
          onSelect?.(id);
          setSelected(id);
        }}
      >
        <p>Panel of {selected}</p>
      </Tabs>
    </ThemeProvider>
  );
}

describe('Tabs', () => {
  it('wires the tab list, the tabs and the selected panel', () => {
    render(<TabsHarness initial="prayer" />);
    const list = screen.getByRole('tablist', { name: 'Choose a form' });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Question', 'Prayer request', 'Testimony']);
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected).toHaveAccessibleName('Prayer request');
    expect(selected).toHaveAttribute('id', tabId('forms', 'prayer'));
    expect(selected).toHaveAttribute('aria-controls', tabPanelId('forms', 'prayer'));
    const panel = screen.getByRole('tabpanel', { name: 'Prayer request' });
    expect(panel).toHaveAttribute('id', 'forms-panel-prayer');
    expect(panel).toHaveTextContent('Panel of prayer');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('keeps only the selected tab in the Tab order', async () => {
    const user = userEvent.setup();
    render(<TabsHarness />);
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Question' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('moves and selects with the arrows, wrapping at both ends, and with Home and End', async () => {
    const user = userEvent.setup();
    render(<TabsHarness />);
    await user.click(screen.getByRole('tab', { name: 'Question' }));

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Prayer request' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Prayer request' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel of prayer');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Question' })).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Testimony' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Testimony' })).toBeInTheDocument();

    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Question' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Testimony' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Question' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tab', { name: 'Testimony' })).toHaveAttribute('tabindex', '0');
  });

  it('selects on click, and does not re-select the selected tab', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<TabsHarness onSelect={onSelect} />);
    await user.click(screen.getByRole('tab', { name: 'Question' }));
    expect(onSelect).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'Testimony' }));
    expect(onSelect).toHaveBeenCalledWith('testimony');
  });

  it('keeps a tab reachable when the selection is unknown', () => {
    render(<TabsHarness initial="nothing" />);
    expect(screen.getByRole('tab', { name: 'Question' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tabpanel', { name: 'Question' })).toBeInTheDocument();
  });

  it('keeps every panel mounted with renderPanel: one tabpanel per tab, the others hidden, their state kept', async () => {
    const user = userEvent.setup();
    function AllPanels() {
      const [selected, setSelected] = useState('question');
      return (
        <Tabs
          label="Forms"
          idPrefix="all"
          tabs={TABS}
          selected={selected}
          onSelect={setSelected}
          renderPanel={(id) => (
            <label>
              {id} text <input />
            </label>
          )}
        />
      );
    }
    render(<AllPanels />);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-controls'))).toEqual(TABS.map((tab) => `all-panel-${tab.id}`));
    await user.type(screen.getByRole('textbox', { name: 'question text' }), 'Hello');
    await user.click(screen.getByRole('tab', { name: 'Testimony' }));
    expect(screen.getByRole('tabpanel', { name: 'Testimony' })).toHaveAttribute('id', 'all-panel-testimony');
    expect(screen.queryByRole('textbox', { name: 'question text' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Question' }));
    expect(screen.getByRole('textbox', { name: 'question text' })).toHaveValue('Hello');
  });
});
