import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_DELIVERY_LABELS, NOTIFICATION_KIND_INFO } from '@church/contracts/notifications';
import { configureNotifier } from '@church/platform/notifier';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import type { NotificationPreference } from '../api/notification-preferences';
import { NotificationsCard, PREFERENCES_SAVED_MESSAGE } from './NotificationsCard';

const LEADER_PREFERENCES: NotificationPreference[] = (['visitor_assigned', 'follow_up_due', 'unit_absences', 'month_progress'] as const).map((kind) => ({
  kind,
  label: NOTIFICATION_KIND_INFO[kind].label,
  delivery: NOTIFICATION_KIND_INFO[kind].byDefault,
  deliveries: [...NOTIFICATION_KIND_INFO[kind].deliveries],
}));

/** The preferences API, keeping what was saved; `refuse` answers a PUT instead when it returns a reply. */
function preferencesApi(refuse?: (call: FakeCall) => { status: number; body: unknown } | undefined) {
  let saved = LEADER_PREFERENCES;
  return (call: FakeCall) => {
    if (call.url !== '/api/me/notification-preferences') return { status: 404, body: { message: 'Not found' } };
    if (call.method === 'GET') return { status: 200, body: { data: saved } };
    const refusal = refuse?.(call);
    if (refusal) return refusal;
    const { preferences } = call.body as { preferences: { kind: string; delivery: NotificationPreference['delivery'] }[] };
    saved = saved.map((p) => ({ ...p, delivery: preferences.find((q) => q.kind === p.kind)?.delivery ?? p.delivery }));
    return { status: 200, body: { data: saved } };
  };
}

const toasts: string[] = [];
beforeEach(() => {
  toasts.length = 0;
  configureNotifier({ success: (m) => toasts.push(m), error: (m) => toasts.push(`error: ${m}`), info: (m) => toasts.push(`info: ${m}`) });
});

const render = (api = preferencesApi()) => renderWithPlatform(<NotificationsCard />, { route: '/dashboard/profile', signedInAs: 'leader', api });
const group = (kind: keyof typeof NOTIFICATION_KIND_INFO) => screen.findByRole('group', { name: NOTIFICATION_KIND_INFO[kind].label });

it("offers each kind of the person's roles its own deliveries, the one in force chosen", async () => {
  render();
  const assigned = await group('visitor_assigned');
  expect(within(assigned).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['immediate', 'digest', 'off'].map((d) => NOTIFICATION_DELIVERY_LABELS[d as 'off']));
  expect(within(assigned).getByRole('radio', { name: NOTIFICATION_DELIVERY_LABELS.immediate })).toBeChecked();
  const progress = await group('month_progress');
  // A month-end summary is mailed each time it comes, not "at once".
  expect(within(progress).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Mail me each time', 'No mail (the bell only)']);
  expect(within(progress).getByRole('radio', { name: NOTIFICATION_DELIVERY_LABELS.off })).toBeChecked();
  expect(screen.queryByRole('group', { name: NOTIFICATION_KIND_INFO.weekly_summary.label })).toBeNull();
});

it('saves the choices with the keyboard and says so', async () => {
  const user = userEvent.setup();
  const { calls } = render();
  const absences = await group('unit_absences');
  await user.click(within(absences).getByRole('radio', { name: NOTIFICATION_DELIVERY_LABELS.digest }));
  await user.click(within(await group('month_progress')).getByRole('radio', { name: NOTIFICATION_DELIVERY_LABELS.immediate }));
  screen.getByRole('button', { name: 'Save mail preferences' }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(toasts).toContain(PREFERENCES_SAVED_MESSAGE));
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
    preferences: [
      { kind: 'visitor_assigned', delivery: 'immediate' },
      { kind: 'follow_up_due', delivery: 'immediate' },
      { kind: 'unit_absences', delivery: 'digest' },
      { kind: 'month_progress', delivery: 'immediate' },
    ],
  });
  expect(within(await group('unit_absences')).getByRole('radio', { name: NOTIFICATION_DELIVERY_LABELS.digest })).toBeChecked();
});

it('a refused choice keeps its message beside it, and the choices made stay', async () => {
  const user = userEvent.setup();
  let refuse = true;
  render(
    preferencesApi(() => {
      if (!refuse) return undefined;
      refuse = false;
      return { status: 422, body: { message: 'The given data was invalid.', errors: { 'preferences.2.delivery': ['This delivery is not offered for this kind.'] } } };
    }),
  );
  const absences = await group('unit_absences');
  await user.click(within(absences).getByRole('radio', { name: NOTIFICATION_DELIVERY_LABELS.off }));
  await user.click(screen.getByRole('button', { name: 'Save mail preferences' }));
  expect(await within(absences).findByText('This delivery is not offered for this kind.')).toBeInTheDocument();
  expect(absences).toHaveAccessibleDescription('This delivery is not offered for this kind.');
  expect(within(absences).getByRole('radio', { name: NOTIFICATION_DELIVERY_LABELS.off })).toBeChecked();
  expect(within(await group('visitor_assigned')).queryByText(/not offered/)).toBeNull();
  expect(toasts).not.toContain(PREFERENCES_SAVED_MESSAGE);
  await user.click(screen.getByRole('button', { name: 'Save mail preferences' }));
  await waitFor(() => expect(toasts).toContain(PREFERENCES_SAVED_MESSAGE));
  expect(within(absences).queryByText(/not offered/)).toBeNull();
});
