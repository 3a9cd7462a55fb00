import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_TYPES, type FormDetails, type FormMessage, type FormReply, type FormType, NO_EMAIL_TO_REPLY_MESSAGE, replySentMessage } from '@church/contracts/forms';
import { configureNotifier } from '@church/platform/notifier';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { FormsPage } from './FormsPage';

const message = (over: Partial<FormMessage> & { id: number; type: FormType }): FormMessage => ({
  name: null,
  email: null,
  phone: null,
  message: 'A message',
  is_anonymous: false,
  share_consent: false,
  read_at: null,
  archived_at: null,
  replied_at: null,
  created_at: '2025-03-02T09:00:00Z',
  ...over,
});

// 09:00 UTC is 10:00 AM in Lagos, the church's time zone.
const ADA = message({
  id: 1, type: 'question', name: 'Ada Obi', email: 'ada@example.org', phone: '+2348012345678',
  message: 'Where can I park on Sundays?\nI come by car with my mother.',
});
const BEN = message({
  id: 2, type: 'question', name: 'Ben Eze', email: 'ben@example.org', message: 'What time is the youth meeting?',
  read_at: '2025-03-01T10:00:00Z', replied_at: '2025-03-01T11:00:00Z', created_at: '2025-03-01T08:00:00Z',
});
const ANONYMOUS_PRAYER = message({ id: 3, type: 'prayer', is_anonymous: true, message: 'Please pray for my family.' });
const CHI = message({ id: 4, type: 'testimony', name: 'Chi Nwa', email: 'chi@example.org', message: 'I found work this month.', share_consent: true, read_at: '2025-03-02T10:00:00Z' });
const DAN = message({ id: 5, type: 'testimony', name: 'Dan Ude', message: 'My son is healed.', share_consent: false });
const BEN_REPLY: FormReply = { id: 10, message: 'It starts at 4 PM.', sent_to: 'ben@example.org', author_name: 'Grace Okafor', created_at: '2025-03-01T11:00:00Z' };

/** A small stateful inbox answering like the API: lists, details, PATCH and replies. */
function inbox(refuseReply?: (call: FakeCall) => { status: number; body: unknown } | undefined) {
  const messages = new Map([ADA, BEN, ANONYMOUS_PRAYER, CHI, DAN].map((m) => [m.id, { ...m }]));
  const replies = new Map<number, FormReply[]>([[2, [BEN_REPLY]]]);
  const now = '2025-03-03T12:00:00Z';

  const matches = (m: FormMessage, params: URLSearchParams) => {
    const status = params.get('status');
    if (m.type !== params.get('type')) return false;
    if (params.get('consent') === 'true' && !m.share_consent) return false;
    if (status === 'archived') return m.archived_at !== null;
    if (m.archived_at) return false;
    if (status === 'unread') return m.read_at === null;
    if (status === 'read') return m.read_at !== null;
    if (status === 'answered') return m.replied_at !== null;
    return true;
  };

  return (call: FakeCall) => {
    const url = new URL(call.url, 'http://test');
    const detail = /^\/api\/forms\/(\d+)$/.exec(url.pathname);
    const replyTo = /^\/api\/forms\/(\d+)\/replies$/.exec(url.pathname);
    if (call.method === 'GET' && url.pathname === '/api/forms') {
      const all = [...messages.values()];
      const data = all.filter((m) => matches(m, url.searchParams));
      const unread = Object.fromEntries(FORM_TYPES.map((type) => [type, all.filter((m) => m.type === type && !m.read_at && !m.archived_at).length]));
      return { status: 200, body: { data, meta: { page: 1, per_page: 20, total: data.length }, unread } };
    }
    if (call.method === 'GET' && detail) {
      const found = messages.get(Number(detail[1]));
      const details: FormDetails | undefined = found && { ...found, replies: replies.get(found.id) ?? [] };
      return details ? { status: 200, body: { data: details } } : { status: 404, body: { message: 'Not found' } };
    }
    if (call.method === 'PATCH' && detail) {
      const found = messages.get(Number(detail[1]))!;
      const body = call.body as { read?: boolean; archived?: boolean };
      if (body.read !== undefined) found.read_at = body.read ? now : null;
      if (body.archived !== undefined) found.archived_at = body.archived ? now : null;
      const words = body.archived === true ? 'archived' : body.archived === false ? 'restored to the inbox' : body.read ? 'marked read' : 'marked unread';
      return { status: 200, body: { data: found, message: `The message has been ${words}.` } };
    }
    if (call.method === 'POST' && replyTo) {
      const refused = refuseReply?.(call);
      if (refused) return refused;
      const found = messages.get(Number(replyTo[1]))!;
      if (!found.email) return { status: 422, body: { message: NO_EMAIL_TO_REPLY_MESSAGE } };
      const reply: FormReply = { id: 99, message: (call.body as { message: string }).message, sent_to: found.email, author_name: 'Grace Okafor', created_at: now };
      replies.set(found.id, [...(replies.get(found.id) ?? []), reply]);
      found.replied_at = now;
      return { status: 201, body: { data: reply, message: replySentMessage(found.email) } };
    }
    return { status: 404, body: { message: 'Not found' } };
  };
}

const toasts: string[] = [];
beforeEach(() => {
  toasts.length = 0;
  configureNotifier({ success: (m) => toasts.push(m), error: (m) => toasts.push(`error: ${m}`), info: () => {} });
});

const listCalls = (calls: FakeCall[]) => calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/forms?')).map((c) => c.url);
const table = (name: string) => screen.findByRole('table', { name });

it('shows each kind on its tab with its unread count, the tab in the URL, and unread messages in words', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<FormsPage />, { route: '/dashboard/admin/forms', signedInAs: 'admin', api: inbox() });
  expect(screen.getByRole('heading', { level: 1, name: 'Forms' })).toBeInTheDocument();
  expect(await screen.findByRole('tab', { name: 'Questions 1 unread' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Prayer requests 1 unread' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Testimonies 1 unread' })).toBeInTheDocument();
  expect(listCalls(calls)).toContain('/api/forms?type=question&page=1&per_page=20');

  const rows = within(await table('Questions')).getAllByRole('row').slice(1);
  expect(rows[0]).toHaveTextContent('Mar 2, 2025 at 10:00 AM');
  expect(rows[0]).toHaveTextContent('Ada Obi');
  // The first line only, and unread said in words.
  expect(rows[0]).toHaveTextContent('Where can I park on Sundays?');
  expect(rows[0]).not.toHaveTextContent('my mother');
  expect(within(rows[0]).getByText('Unread')).toBeInTheDocument();
  expect(within(rows[1]).queryByText('Unread')).toBeNull();
  expect(within(rows[1]).getByText('Answered')).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Testimonies 1 unread' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/admin/forms?tab=testimony');
  expect(await table('Testimonies')).toHaveTextContent('Chi Nwa');
  expect(listCalls(calls).at(-1)).toBe('/api/forms?type=testimony&page=1&per_page=20');
});

it('narrows the list by status, from the URL and from the Status filter', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<FormsPage />, { route: '/dashboard/admin/forms?tab=question&status=answered', signedInAs: 'admin', api: inbox() });
  const status = screen.getByRole('combobox', { name: 'Status' });
  expect(status).toHaveDisplayValue('Answered');
  expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual(['All in the inbox', 'Unread', 'Read', 'Answered', 'Archived']);
  expect(await table('Questions')).toHaveTextContent('Ben Eze');
  expect(listCalls(calls)).toContain('/api/forms?type=question&status=answered&page=1&per_page=20');

  await user.selectOptions(status, 'Unread');
  expect(screen.getByTestId('location')).toHaveTextContent('status=unread');
  await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/api/forms?type=question&status=unread&page=1&per_page=20'));
  await waitFor(() => expect(screen.getByRole('table', { name: 'Questions' })).not.toHaveTextContent('Ben Eze'));

  await user.selectOptions(status, 'Archived');
  expect(await screen.findByText('No archived questions')).toBeInTheDocument();
});

it('opens an unread message in full, marks it read, and shows its replies', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<FormsPage />, { route: '/dashboard/admin/forms', signedInAs: 'admin', api: inbox() });
  await user.click(await screen.findByRole('button', { name: "Read Ada Obi's question" }));
  const dialog = screen.getByRole('dialog', { name: 'Question from Ada Obi' });
  expect(await within(dialog).findByText(/I come by car with my mother\./)).toBeInTheDocument();
  // Focus starts on the message, not on an action.
  expect(within(dialog).getByRole('heading', { name: 'Sender' }).closest('[tabindex="-1"]')).toHaveFocus();
  expect(within(dialog).getByRole('link', { name: 'ada@example.org' })).toHaveAttribute('href', 'mailto:ada@example.org');
  expect(within(dialog).getByRole('link', { name: '+2348012345678' })).toHaveAttribute('href', 'tel:+2348012345678');
  expect(within(dialog).getByText('No reply has been sent yet.')).toBeInTheDocument();

  const patch = calls.find((c) => c.method === 'PATCH');
  expect(patch?.url).toBe('/api/forms/1');
  expect(patch?.body).toEqual({ read: true });
  // The counts refresh: no question is unread now.
  expect(await screen.findByRole('tab', { name: 'Questions' })).toBeInTheDocument();
  expect(await within(dialog).findByRole('button', { name: 'Mark unread' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));

  // An answered message shows who replied, when and to which address; it is not marked read again.
  await user.click(screen.getByRole('button', { name: "Read Ben Eze's question" }));
  const answered = screen.getByRole('dialog', { name: 'Question from Ben Eze' });
  const history = await within(answered).findByRole('list', { name: 'Replies' });
  expect(within(history).getByRole('listitem')).toHaveTextContent('Grace Okafor replied to ben@example.org on Mar 1, 2025 at 12:00 PM');
  expect(within(history).getByRole('listitem')).toHaveTextContent('It starts at 4 PM.');
  expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
});

it('marks a read message unread again, and its tab counts it', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<FormsPage />, { route: '/dashboard/admin/forms?tab=testimony', signedInAs: 'admin', api: inbox() });
  await user.click(await screen.findByRole('button', { name: "Read Chi Nwa's testimony" }));
  const dialog = screen.getByRole('dialog', { name: 'Testimony from Chi Nwa' });
  await user.click(await within(dialog).findByRole('button', { name: 'Mark unread' }));
  await waitFor(() => expect(toasts).toContain('The message has been marked unread.'));
  expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ read: false });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(await screen.findByRole('tab', { name: 'Testimonies 2 unread' })).toBeInTheDocument();
});

it('sends a reply by email: a toast with the address, and the reply joins the history', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<FormsPage />, { route: '/dashboard/admin/forms', signedInAs: 'admin', api: inbox() });
  await user.click(await screen.findByRole('button', { name: "Read Ada Obi's question" }));
  const dialog = screen.getByRole('dialog', { name: 'Question from Ada Obi' });
  const reply = await within(dialog).findByRole('textbox', { name: 'Your reply' });
  expect(within(dialog).getByText('It is emailed to ada@example.org.')).toBeInTheDocument();

  // Nothing typed: the field says so, nothing is sent.
  await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
  expect(within(dialog).getByText('Reply is required')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);

  await user.type(reply, 'Park behind the hall.');
  await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
  await waitFor(() => expect(toasts).toContain('Your reply has been sent to ada@example.org.'));
  const post = calls.find((c) => c.method === 'POST');
  expect(post?.url).toBe('/api/forms/1/replies');
  expect(post?.body).toEqual({ message: 'Park behind the hall.' });
  const history = await within(dialog).findByRole('list', { name: 'Replies' });
  expect(history).toHaveTextContent('Grace Okafor replied to ada@example.org');
  expect(history).toHaveTextContent('Park behind the hall.');
  expect(reply).toHaveValue('');
  // The list marks it answered.
  await waitFor(() => expect(within(screen.getByRole('table', { name: 'Questions' })).getAllByText('Answered')).toHaveLength(2));
});

it('shows a refused reply on its field, or above it, and keeps what was typed', async () => {
  const user = userEvent.setup();
  let refusals = 0;
  const refuse = () => {
    refusals += 1;
    return refusals === 1
      ? { status: 422, body: { message: 'The given data was invalid.', errors: { message: ['Reply must be at most 5000 characters'] } } }
      : { status: 422, body: { message: NO_EMAIL_TO_REPLY_MESSAGE } };
  };
  renderWithPlatform(<FormsPage />, { route: '/dashboard/admin/forms', signedInAs: 'admin', api: inbox(refuse) });
  await user.click(await screen.findByRole('button', { name: "Read Ada Obi's question" }));
  const dialog = screen.getByRole('dialog', { name: 'Question from Ada Obi' });
  const reply = await within(dialog).findByRole('textbox', { name: 'Your reply' });
  await user.type(reply, 'A long answer.');
  await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
  expect(await within(dialog).findByText('Reply must be at most 5000 characters')).toBeInTheDocument();
  expect(reply).toHaveAttribute('aria-invalid', 'true');
  expect(reply).toHaveValue('A long answer.');

  await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(NO_EMAIL_TO_REPLY_MESSAGE);
  expect(reply).toHaveValue('A long answer.');
  expect(toasts).toEqual([]);
});

it('archives a message out of the inbox, and restores it from the archive', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<FormsPage />, { route: '/dashboard/admin/forms', signedInAs: 'admin', api: inbox() });
  await user.click(await screen.findByRole('button', { name: "Read Ben Eze's question" }));
  await user.click(within(screen.getByRole('dialog', { name: 'Question from Ben Eze' })).getByRole('button', { name: 'Archive' }));
  await waitFor(() => expect(toasts).toContain('The message has been archived.'));
  expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/api/forms/2', body: { archived: true } });
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(screen.getByRole('table', { name: 'Questions' })).not.toHaveTextContent('Ben Eze'));
  // Its row is gone: focus goes to the results (the table with its pages), not lost on the page.
  const results = document.activeElement as HTMLElement;
  expect(results).toHaveAttribute('tabindex', '-1');
  expect(results).toContainElement(screen.getByRole('table', { name: 'Questions' }));
  expect(results).toContainElement(screen.getByRole('navigation', { name: 'Questions pages' }));

  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Archived');
  await user.click(await screen.findByRole('button', { name: "Read Ben Eze's question" }));
  const dialog = screen.getByRole('dialog', { name: 'Question from Ben Eze' });
  expect(await within(dialog).findByText('Archived')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
  await waitFor(() => expect(toasts).toContain('The message has been restored to the inbox.'));
  expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ archived: false });
  expect(await screen.findByText('No archived questions')).toBeInTheDocument();
});

it('shows an anonymous prayer request as "Anonymous", with no reply form without an email address', async () => {
  const user = userEvent.setup();
  renderWithPlatform(<FormsPage />, { route: '/dashboard/admin/forms?tab=prayer', signedInAs: 'admin', api: inbox() });
  const rows = within(await table('Prayer requests')).getAllByRole('row').slice(1);
  expect(rows[0]).toHaveTextContent('Anonymous');
  expect(rows[0]).toHaveTextContent('Please pray for my family.');

  await user.click(within(rows[0]).getByRole('button', { name: 'Read the anonymous prayer request' }));
  const dialog = screen.getByRole('dialog', { name: 'Prayer request from Anonymous' });
  expect(await within(dialog).findByText('Anonymous (the sender asked not to be named)')).toBeInTheDocument();
  expect(within(dialog).getByText(NO_EMAIL_TO_REPLY_MESSAGE)).toBeInTheDocument();
  expect(within(dialog).queryByRole('textbox', { name: 'Your reply' })).toBeNull();
});

it("says in words whether a testimony may be shared, and filters by the sender's consent", async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<FormsPage />, { route: '/dashboard/admin/forms?tab=testimony', signedInAs: 'admin', api: inbox() });
  const rows = within(await table('Testimonies')).getAllByRole('row').slice(1);
  expect(within(rows[0]).getByText('May be shared')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Not for sharing')).toBeInTheDocument();

  await user.click(within(rows[1]).getByRole('button', { name: "Read Dan Ude's testimony" }));
  const dialog = screen.getByRole('dialog', { name: 'Testimony from Dan Ude' });
  expect(await within(dialog).findByText(/The sender did not agree to share this testimony/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));

  await user.click(screen.getByRole('checkbox', { name: 'Consent to share only' }));
  expect(screen.getByTestId('location')).toHaveTextContent('consent=true');
  await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/api/forms?type=testimony&consent=true&page=1&per_page=20'));
  await waitFor(() => expect(screen.getByRole('table', { name: 'Testimonies' })).not.toHaveTextContent('Dan Ude'));

  // The consent filter belongs to the testimonies: another tab drops it.
  await user.click(screen.getByRole('tab', { name: /^Questions/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/admin/forms?tab=question');
  expect(screen.queryByRole('checkbox', { name: 'Consent to share only' })).toBeNull();
});
