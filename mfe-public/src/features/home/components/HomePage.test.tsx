import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { OccurrenceJson } from '@church/contracts/attendance';
import { churchConfig } from '@church/contracts/church-config';
import { todayInChurch } from '@church/contracts/church-time';
import { configureNotifier } from '@church/platform/notifier';
import { MemoryRouter } from '@church/platform/router';
import { type FakeCall, installFakeFetch } from '@church/platform/testing/fake-fetch';
import { hydrateServerHtml } from '@church/platform/testing/hydrate';
import { renderWithPlatform, signInAs, signOutForTest, TestProviders } from '@church/platform/testing/render';
import { HomePage } from './HomePage';

describe('HomePage', () => {
  beforeEach(() => renderWithPlatform(<HomePage />));

  it('greets everyone with the call to ask a question and a way to the welcome page', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask a question' })).toHaveAttribute('href', '/forms?tab=question');
    expect(screen.getByRole('link', { name: /first time here/i })).toHaveAttribute('href', '/welcome');
  });

  it('links the question, prayer and testimony tiles to their tab of the forms', () => {
    expect(within(screen.getByTestId('tile-question')).getByRole('link')).toHaveAttribute('href', '/forms?tab=question');
    expect(within(screen.getByTestId('tile-prayer')).getByRole('link')).toHaveAttribute('href', '/forms?tab=prayer');
    expect(within(screen.getByTestId('tile-testimony')).getByRole('link')).toHaveAttribute('href', '/forms?tab=testimony');
  });

  it('shows the contribution tile without a link, with the configured text', () => {
    const tile = screen.getByTestId('tile-contribution');
    expect(within(tile).queryByRole('link')).toBeNull();
    expect(within(tile).getByRole('heading', { name: 'Contribution' })).toBeInTheDocument();
    expect(tile).toHaveTextContent(churchConfig.contribution);
  });

  it('gives every tile image alt text and intrinsic dimensions (no layout shift)', () => {
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(4);
    for (const image of images) {
      expect(image.getAttribute('alt')).toMatch(/\w{3,}/);
      expect(image).toHaveAttribute('width', '320');
      expect(image).toHaveAttribute('height', '200');
    }
  });
});

describe('a signed-in person’s next step', () => {
  const today = todayInChurch();
  const sunday = (over: Partial<OccurrenceJson> = {}): OccurrenceJson => ({
    service_id: 1, service_name: 'Sunday Service', date: today, starts_at: new Date(Date.now() - 10 * 60_000).toISOString(), cancelled: false, cancel_reason: null, open: true, ...over,
  });
  const record = { id: 9, user_id: 1, full_name: 'Grace Okafor', service_id: 1, service_name: 'Sunday Service', date: today, category: 'Others', recorded_by: 1, recorded_by_name: 'Grace Okafor', created_at: new Date().toISOString() };

  function churchApi(occurrences: OccurrenceJson[], marked = false) {
    return (call: FakeCall) => {
      if (call.url.startsWith('/api/services/occurrences')) return { status: 200, body: { data: occurrences } };
      if (call.url.startsWith('/api/me/attendance')) return { status: 200, body: { data: marked ? [record] : [] } };
      if (call.url === '/api/attendance' && call.method === 'POST') {
        marked = true;
        return { status: 201, body: { data: record, message: 'Your attendance has been recorded.' } };
      }
      return { status: 404, body: { message: 'Not found' } };
    };
  }

  beforeEach(() => signOutForTest());

  it('offers the service open now with one tap that marks the person present as “I attended”', async () => {
    const toasts: string[] = [];
    configureNotifier({ success: (m) => toasts.push(m), error: (m) => toasts.push(m), info: (m) => toasts.push(m) });
    const { calls } = renderWithPlatform(<HomePage />, { signedInAs: 'member', api: churchApi([sunday(), sunday({ service_id: 2, service_name: 'Later', open: false })]) });
    const step = await screen.findByTestId('next-step');
    // At the top: right under the page's heading, before anything else on the page.
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toBe(step);
    expect(within(step).getByRole('heading', { name: 'Sunday Service is open now' })).toBeInTheDocument();
    expect(within(step).queryByText(/Later/)).toBeNull();
    await userEvent.click(within(step).getByRole('button', { name: "I'm here: mark my attendance at Sunday Service" }));
    expect(await within(step).findByTestId('marked-present')).toHaveTextContent('You are marked present at Sunday Service. Thank you for coming!');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ service_id: 1, date: today, category: 'Others' }]);
    expect(toasts).toEqual(['Your attendance has been recorded.']);
    expect(within(step).getByRole('link', { name: 'your dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('says so when the person is marked present already', async () => {
    renderWithPlatform(<HomePage />, { signedInAs: 'member', api: churchApi([sunday()], true) });
    expect(await screen.findByTestId('marked-present')).toHaveTextContent('You are marked present at Sunday Service.');
    expect(screen.queryByRole('button', { name: /mark my attendance/ })).toBeNull();
  });

  it.each([
    ['member', '/dashboard'],
    ['admin', '/dashboard/admin'],
  ] as const)('leads a %s to their dashboard when no service is open', async (role, href) => {
    renderWithPlatform(<HomePage />, { signedInAs: role, api: churchApi([sunday({ open: false })]) });
    const step = await screen.findByTestId('next-step');
    expect(within(step).getByRole('heading', { name: 'Welcome back, Grace' })).toBeInTheDocument();
    expect(within(step).getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', href);
  });

  it('shows a visitor nothing of it and asks nothing', () => {
    const { calls } = renderWithPlatform(<HomePage />, { api: churchApi([sunday()]) });
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent).toMatch(/^Ask a question/);
    expect(screen.queryByTestId('next-step')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('is not in the prerendered page, which is the same for everyone, and appears once hydrated', async () => {
    const page = () => (
      <TestProviders>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </TestProviders>
    );
    const visitors = renderToString(page());
    signInAs('member');
    installFakeFetch(churchApi([sunday()]));
    const signedIn = renderToString(page());
    expect(signedIn).toBe(visitors);
    expect(signedIn).not.toContain('Sunday Service');

    const { container, problems, unmount } = await hydrateServerHtml(signedIn, page());
    expect(problems).toEqual([]);
    expect(await within(container).findByTestId('next-step')).toHaveTextContent('Sunday Service is open now');
    unmount();
  });
});
