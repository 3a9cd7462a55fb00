import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { CalendarLink, MAKE_LINK_LABEL } from './CalendarLink';

const URL_MADE = 'https://church.example/api/rota/calendar/abc123.ics';

function calendarApi(status = 200) {
  let made = 0;
  const api = (call: FakeCall) => {
    if (call.url === '/api/me/serving/calendar' && call.method === 'POST') {
      made += 1;
      return status === 200
        ? { status, body: { data: { url: URL_MADE }, message: 'Your calendar link is ready; add it to your calendar app as a subscription. Any older link no longer works.' } }
        : { status, body: { message: 'Too many requests: try again in a minute.' } };
    }
    return { status: 404, body: { message: 'Not found' } };
  };
  return { api, made: () => made };
}

it('makes the link only on a press, then offers it to a calendar app and shows it to copy', async () => {
  const user = userEvent.setup();
  const { api, made } = calendarApi();
  renderWithPlatform(<CalendarLink />, { signedInAs: 'member', api });
  const press = screen.getByRole('button', { name: MAKE_LINK_LABEL });
  expect(made()).toBe(0);
  await user.click(press);
  expect(await screen.findByText(/Your calendar link is ready/)).toBeVisible();
  expect(screen.getByText(URL_MADE)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute('href', 'webcal://church.example/api/rota/calendar/abc123.ics');
  expect(screen.queryByRole('button', { name: MAKE_LINK_LABEL })).not.toBeInTheDocument();
  expect(made()).toBe(1);
  await user.click(screen.getByRole('button', { name: 'Copy the link' }));
  expect(await navigator.clipboard.readText()).toBe(URL_MADE);
  expect(screen.getByRole('button', { name: 'Copied' })).toBeVisible();
});

it('says why when the link cannot be made, and lets the person try again', async () => {
  renderWithPlatform(<CalendarLink />, { signedInAs: 'member', api: calendarApi(429).api });
  await userEvent.click(screen.getByRole('button', { name: MAKE_LINK_LABEL }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
  expect(screen.getByRole('button', { name: MAKE_LINK_LABEL })).toBeEnabled();
});
