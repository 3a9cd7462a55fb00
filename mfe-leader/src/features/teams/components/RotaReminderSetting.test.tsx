import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChurchSettings } from '@church/contracts/check-in';
import { configureNotifier } from '@church/platform/notifier';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { REMINDER_DAYS_LABEL, RotaReminderSetting } from './RotaReminderSetting';

function settingsApi(start: ChurchSettings) {
  let settings = start;
  const saved: ChurchSettings[] = [];
  const api = (call: FakeCall) => {
    if (call.url !== '/api/church-settings') return { status: 404, body: { message: 'Not found' } };
    if (call.method === 'PUT') {
      settings = call.body as ChurchSettings;
      saved.push(settings);
      return { status: 200, body: { data: settings, message: 'The church settings have been saved.' } };
    }
    return { status: 200, body: { data: settings } };
  };
  return { api, saved };
}

const toasts: string[] = [];
beforeEach(() => configureNotifier({ success: (text) => toasts.push(text), error: () => {}, info: () => {} }));

it('shows the church’s reminder days and saves a new choice, keeping the other settings as they were', async () => {
  const { api, saved } = settingsApi({ self_marking_without_code: false, rota_reminder_days: 2 });
  renderWithPlatform(<RotaReminderSetting />, { signedInAs: 'admin', api });
  const select = await screen.findByLabelText(REMINDER_DAYS_LABEL);
  expect(select).toHaveDisplayValue('2 days before the service');
  await userEvent.selectOptions(select, 'No reminders');
  await waitFor(() => expect(saved).toEqual([{ self_marking_without_code: false, rota_reminder_days: 0 }]));
  await waitFor(() => expect(toasts).toContain('The church settings have been saved.'));
  expect(select).toHaveDisplayValue('No reminders');
});

it('offers a day the church chose outside the usual list', async () => {
  renderWithPlatform(<RotaReminderSetting />, { signedInAs: 'admin', api: settingsApi({ self_marking_without_code: true, rota_reminder_days: 12 }).api });
  expect(await screen.findByLabelText(REMINDER_DAYS_LABEL)).toHaveDisplayValue('12 days before the service');
});
