import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { FIRST_TIMER_WELCOME_MESSAGE } from '@church/contracts/first-timers';
import { type FakeCall, installFakeFetch } from '@church/platform/testing/fake-fetch';
import { churchConfig } from '@church/contracts/church-config';
import { churchLocalInput, formatChurchDate, todayInChurch, weekdayOf } from '@church/contracts/church-time';
import { MemoryRouter } from '@church/platform/router';
import { hydrateServerHtml } from '@church/platform/testing/hydrate';
import { renderWithPlatform, TestProviders } from '@church/platform/testing/render';
import { WelcomePage } from './WelcomePage';

const SERVICES = [
  { id: 1, name: 'Sunday Service', is_recurring: true, day_of_week: 'Sunday', service_date: null, start_time: '08:00' },
  { id: 2, name: 'Tuesday Bible Study', is_recurring: true, day_of_week: 'Tuesday', service_date: null, start_time: '17:30' },
  { id: 3, name: 'Friday Prayer Meeting', is_recurring: true, day_of_week: 'Friday', service_date: null, start_time: '17:30' },
];

// Only the date is faked: React and the queries keep their real timers.
const REAL_TIMERS = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'] as const;

type Reply = { status: number; body?: unknown } | Error;

function api(register: (call: FakeCall) => Reply, services: () => Reply = () => ({ status: 200, body: { data: SERVICES } })) {
  return installFakeFetch((call) => (call.url === '/api/services' ? services() : register(call)));
}

const form = () => screen.getByTestId('first-timer-form');
const registrations = (calls: FakeCall[]) => calls.filter((call) => call.url === '/api/first-timers');

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Chidi');
  await user.type(screen.getByLabelText('Last name'), 'Eze');
  await user.type(screen.getByLabelText(/^Phone/), '0803 555 0101');
}

describe('WelcomePage', () => {
  it('shows the welcome message, the meeting times from the API and the social channels', async () => {
    api(() => ({ status: 500 }));
    renderWithPlatform(<WelcomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, we are glad you came!' })).toBeInTheDocument();
    expect(screen.getByText(churchConfig.welcomeMessage)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('meeting-times')).toHaveAttribute('aria-busy', 'false'));
    expect(within(screen.getByTestId('meeting-times')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '5:30 pm on Tuesdays and Fridays',
      '8:00 am on Sundays',
    ]);
    for (const channel of churchConfig.socialChannels) {
      const link = screen.getByRole('link', { name: new RegExp(`^${channel.network}`) });
      expect(link).toHaveAttribute('href', channel.url);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining('opens in a new tab'));
    }
    expect(screen.getByRole('img', { name: /waving hello/ })).toHaveAttribute('width', '480');
  });

  it('falls back to the configured meeting times when the schedule cannot be loaded', async () => {
    api(() => ({ status: 500 }), () => ({ status: 503 }));
    renderWithPlatform(<WelcomePage />);
    await waitFor(() => expect(screen.getByText(/current schedule could not be loaded/)).toBeInTheDocument(), { timeout: 4000 });
    expect(within(screen.getByTestId('meeting-times')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '5:30 pm on Tuesdays and Fridays',
      '8:00 am on Sundays',
    ]);
  });

  it('lists every missing required field on an empty submit', async () => {
    const { calls } = api(() => ({ status: 201, body: { data: { visit_date: todayInChurch() }, message: FIRST_TIMER_WELCOME_MESSAGE } }));
    const user = userEvent.setup();
    renderWithPlatform(<WelcomePage />);
    await user.click(within(form()).getByRole('button', { name: 'Register my visit' }));
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(/Phone is required/);
    expect(registrations(calls)).toHaveLength(0);
  });

  it("registers today's visit with every field; no date is asked for or sent", async () => {
    const today = todayInChurch();
    const { calls } = api(() => ({ status: 201, body: { data: { visit_date: today }, message: FIRST_TIMER_WELCOME_MESSAGE } }));
    const user = userEvent.setup();
    renderWithPlatform(<WelcomePage />);
    expect(screen.getByTestId('visit-day')).toHaveTextContent(`This registers your visit today, ${weekdayOf(today)}, ${formatChurchDate(today)}.`);
    expect(screen.queryByLabelText(/Date of visit/)).toBeNull();
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Email/), 'chidi@example.org');
    await user.click(screen.getByLabelText('Male'));
    await user.type(screen.getByLabelText(/^Address/), '12 Market Road');
    await user.selectOptions(screen.getByLabelText(/How did you hear/), 'Social media');
    // Today's services are offered (every service on a day without one).
    const serviceSelect = screen.getByLabelText(/Service attended/);
    await waitFor(() => expect(within(serviceSelect).getAllByRole('option').length).toBeGreaterThan(1));
    const offered = within(serviceSelect).getAllByRole('option').slice(1).map((option) => option.textContent);
    const todays = SERVICES.filter((service) => service.day_of_week === weekdayOf(today));
    expect(offered).toEqual((todays.length ? todays : SERVICES).map((service) => expect.stringContaining(service.name)));
    const service = (todays.length ? todays : SERVICES)[0];
    await user.selectOptions(serviceSelect, String(service.id));
    await user.type(screen.getByLabelText(/^Prayer request/), 'A new job');
    await user.click(screen.getByLabelText('The church may contact me'));
    await user.click(screen.getByRole('button', { name: 'Register my visit' }));

    await waitFor(() => expect(screen.getByTestId('first-timer-form-status')).toHaveTextContent(FIRST_TIMER_WELCOME_MESSAGE));
    expect(registrations(calls)[0].body).toEqual({
      first_name: 'Chidi',
      last_name: 'Eze',
      phone: '+2348035550101',
      email: 'chidi@example.org',
      gender: 'male',
      address: '12 Market Road',
      how_heard: 'Social media',
      service_id: service.id,
      prayer_request: 'A new job',
      consent_to_contact: true,
    });
    // The thanks takes the form's place; another person's visit starts on an empty form.
    expect(screen.queryByTestId('first-timer-form')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Register another person' }));
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('First name')).toHaveFocus();
  });

  it('shows every visitor the same thanks, which says changed details are checked before they are kept', async () => {
    api(() => ({ status: 201, body: { data: { visit_date: todayInChurch() }, message: FIRST_TIMER_WELCOME_MESSAGE } }));
    const user = userEvent.setup();
    renderWithPlatform(<WelcomePage />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Register my visit' }));
    const status = await screen.findByTestId('first-timer-form-status');
    await waitFor(() => expect(status).toHaveAttribute('data-tone', 'success'));
    expect(status).toHaveTextContent(FIRST_TIMER_WELCOME_MESSAGE);
    expect(FIRST_TIMER_WELCOME_MESSAGE).toContain('our team checks any changed details before they replace the ones we have');
    expect(status).not.toHaveTextContent(/already registered/i);
  });

  it('keeps the registration when the API is down and sends it again', async () => {
    let down = true;
    const { calls } = api(() => (down ? new TypeError('Failed to fetch') : { status: 201, body: { data: { visit_date: todayInChurch() }, message: FIRST_TIMER_WELCOME_MESSAGE } }));
    const user = userEvent.setup();
    renderWithPlatform(<WelcomePage />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Register my visit' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/could not reach/));
    expect(screen.getByLabelText('First name')).toHaveValue('Chidi');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Register my visit' }));
    await waitFor(() => expect(screen.getByTestId('first-timer-form-status')).toHaveTextContent(FIRST_TIMER_WELCOME_MESSAGE));
    expect(registrations(calls)).toHaveLength(2);
  });

  it('after a registration shows a thank-you with what happens next and where to go, instead of the form and its button', async () => {
    api(() => ({ status: 201, body: { data: { visit_date: todayInChurch() }, message: FIRST_TIMER_WELCOME_MESSAGE } }));
    const user = userEvent.setup();
    renderWithPlatform(<WelcomePage />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Register my visit' }));
    const thanks = await screen.findByRole('region', { name: 'Your visit is registered' });
    expect(within(thanks).getByRole('heading', { name: 'Your visit is registered' })).toHaveFocus();
    expect(within(thanks).getByRole('status')).toHaveTextContent(FIRST_TIMER_WELCOME_MESSAGE);
    expect(within(thanks).getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(thanks).toHaveTextContent('someone from the church will call or email you');
    expect(within(thanks).getByRole('link', { name: 'Send a prayer request' })).toHaveAttribute('href', '/forms?tab=prayer');
    expect(within(thanks).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    // Nothing invites the same registration twice.
    expect(screen.queryByTestId('first-timer-form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Register my visit' })).toBeNull();
    expect(screen.queryByLabelText('First name')).toBeNull();
  });

  it('has a link at the top that jumps to the form, before the meeting times and the channels', () => {
    api(() => ({ status: 500 }));
    renderWithPlatform(<WelcomePage />);
    const jump = screen.getByRole('link', { name: 'Register my visit' });
    expect(jump).toHaveAttribute('href', '#register-visit');
    const target = document.getElementById('register-visit')!;
    expect(within(target).getByTestId('first-timer-form')).toBeInTheDocument();
    // Right after the welcome message: above the cards a phone shows first.
    expect(jump.compareDocumentPosition(screen.getByTestId('meeting-times')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText(churchConfig.welcomeMessage).nextElementSibling).toBe(jump);
  });

  it('preselects the service open at the door’s scan when the check-in page sent the visitor here', async () => {
    // Two one-offs today: one starting at the scan (open), one three hours later (not open yet).
    const scan = new Date();
    const [day, time] = churchLocalInput(scan).split('T');
    const later = churchLocalInput(new Date(scan.getTime() + 3 * 3_600_000)).split('T');
    const oneOff = (id: number, name: string, date: string, start: string) => ({ id, name, is_recurring: false, day_of_week: null, service_date: date, start_time: start });
    const today = [oneOff(7, 'Door Service', day, time), oneOff(8, 'Evening Service', later[0], later[1])];
    api(() => ({ status: 500 }), () => ({ status: 200, body: { data: [...SERVICES, ...today] } }));
    renderWithPlatform(<WelcomePage />, { route: `/welcome?scanned_at=${encodeURIComponent(scan.toISOString())}` });
    await waitFor(() => expect(screen.getByLabelText(/Service attended/)).toHaveValue('7'));
    expect(within(screen.getByLabelText(/Service attended/)).getByRole('option', { selected: true })).toHaveTextContent('Door Service');
  });

  it('leaves the service to choose when the visitor did not come from a scan', async () => {
    const [day, time] = churchLocalInput(new Date()).split('T');
    api(() => ({ status: 500 }), () => ({ status: 200, body: { data: [{ id: 7, name: 'Door Service', is_recurring: false, day_of_week: null, service_date: day, start_time: time }] } }));
    renderWithPlatform(<WelcomePage />, { route: '/welcome' });
    const select = screen.getByLabelText(/Service attended/);
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    expect(select).toHaveValue('');
  });

  it('is taken over in place when the page was built on another day, then names today', async () => {
    const page = () => (
      <TestProviders>
        <MemoryRouter initialEntries={['/welcome']}>
          <WelcomePage />
        </MemoryRouter>
      </TestProviders>
    );
    api(() => ({ status: 500 }));
    jest.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z'), doNotFake: [...REAL_TIMERS] });
    try {
      const built = renderToString(page());
      expect(built).not.toContain('Nov 22');
      jest.setSystemTime(new Date('2026-11-23T09:00:00Z'));
      // Marked as the e2e test marks it: an element rendered afresh would not keep the mark.
      const { container, problems, unmount } = await hydrateServerHtml(built.replace('<h1>', '<h1 data-from-server="yes">'), page());
      expect(problems).toEqual([]);
      expect(container.querySelector('h1')).toHaveAttribute('data-from-server', 'yes');
      expect(await within(container).findByText('This registers your visit today, Monday, Nov 23, 2026.')).toBeInTheDocument();
      unmount();
    } finally {
      jest.useRealTimers();
    }
  });

  it("names today in the church's zone, not the visitor's", async () => {
    // 23:30 UTC on 22 November is already Monday 23 November in Lagos (UTC+1).
    jest.useFakeTimers({ now: new Date('2026-11-22T23:30:00Z'), doNotFake: [...REAL_TIMERS] });
    try {
      api(() => ({ status: 201, body: { data: { visit_date: '2026-11-23' } } }));
      renderWithPlatform(<WelcomePage />);
      expect(await screen.findByTestId('visit-day')).toHaveTextContent('This registers your visit today, Monday, Nov 23, 2026.');
    } finally {
      jest.useRealTimers();
    }
  });
});
