import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_SUCCESS_MESSAGES } from '@church/contracts/forms';
import { installFakeFetch } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { MessageForm } from './MessageForm';

const created = (type: string) => ({ status: 201, body: { data: { id: 7, type, created_at: '2026-11-21T06:00:00Z' }, message: 'Sent' } });

function setup(kind: 'question' | 'prayer' | 'testimony') {
  const user = userEvent.setup();
  renderWithPlatform(
    <>
      <h2 id="label">Form</h2>
      <MessageForm kind={kind} labelledBy="label" />
    </>,
  );
  return user;
}

const status = (kind: string) => screen.getByTestId(`${kind}-form-status`);

describe('MessageForm', () => {
  it('shows a message per field on an empty submit, sends nothing and focuses the first field to fix', async () => {
    const { calls } = installFakeFetch(() => created('question'));
    const user = setup('question');
    await user.click(screen.getByRole('button', { name: 'Send question' }));

    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your question')).toHaveAccessibleDescription('Question is required');
    expect(screen.getByLabelText(/^Email/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields');
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveFocus());
    expect(calls).toHaveLength(0);
  });

  it('checks the email and phone format on the client', async () => {
    installFakeFetch(() => created('question'));
    const user = setup('question');
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Phone/), '12');
    await user.click(screen.getByRole('button', { name: 'Send question' }));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Enter a valid email address');
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(/Enter a valid phone number/);
  });

  it('sends the question with the phone normalised, then clears the form and says it was sent', async () => {
    const { calls } = installFakeFetch(() => created('question'));
    const user = setup('question');
    await user.type(screen.getByLabelText('Your name'), 'Ada Obi');
    await user.type(screen.getByLabelText(/^Phone/), '0803 123 4567');
    expect(screen.getByText('We will save it as +2348031234567.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your question'), 'When is the next baptism?');
    await user.click(screen.getByRole('button', { name: 'Send question' }));

    await waitFor(() => expect(status('question')).toHaveTextContent(FORM_SUCCESS_MESSAGES.question));
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url).toBe('/api/forms/question');
    expect(calls[0].body).toEqual({ name: 'Ada Obi', email: null, phone: '+2348031234567', message: 'When is the next baptism?' });
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    expect(screen.getByLabelText('Your question')).toHaveValue('');
  });

  it("shows the server's 422 messages under their fields and keeps the input", async () => {
    installFakeFetch(() => ({ status: 422, body: { message: 'The given data was invalid.', errors: { email: ['This email is blocked'], _: ['Try later'] } } }));
    const user = setup('question');
    await user.type(screen.getByLabelText('Your name'), 'Ada');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.org');
    await user.type(screen.getByLabelText('Your question'), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send question' }));

    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('This email is blocked'));
    expect(screen.getByRole('alert')).toHaveTextContent('Try later');
    expect(screen.getByLabelText('Your question')).toHaveValue('Hello?');
  });

  it.each([
    ['the server fails', () => ({ status: 503, body: { message: 'upstream connect error' } }), /server is not available/],
    ['the network is down', () => new TypeError('Failed to fetch'), /could not reach the church's server/],
  ])('keeps what was typed when %s, and sending again succeeds', async (_case, failure, expected) => {
    let fail = true;
    const { calls } = installFakeFetch(() => (fail ? failure() : created('prayer')));
    const user = setup('prayer');
    await user.type(screen.getByLabelText('Your name'), 'Ngozi');
    await user.type(screen.getByLabelText('Your prayer request'), 'Healing for my mother');
    await user.click(screen.getByRole('button', { name: 'Send prayer request' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(expected));
    expect(screen.getByRole('alert')).toHaveTextContent('Everything you typed is still here');
    expect(screen.getByRole('alert')).not.toHaveTextContent('upstream');
    expect(screen.getByLabelText('Your name')).toHaveValue('Ngozi');
    expect(screen.getByLabelText('Your prayer request')).toHaveValue('Healing for my mother');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Send prayer request' }));
    await waitFor(() => expect(status('prayer')).toHaveTextContent(FORM_SUCCESS_MESSAGES.prayer));
    expect(calls).toHaveLength(2);
    expect(calls[1].body).toEqual(calls[0].body);
  });

  it('sends an anonymous prayer request without a name', async () => {
    const { calls } = installFakeFetch(() => created('prayer'));
    const user = setup('prayer');
    await user.click(screen.getByRole('button', { name: 'Send prayer request' }));
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Name is required unless you stay anonymous');

    await user.click(screen.getByLabelText('Keep my prayer request anonymous'));
    expect(screen.queryByLabelText('Your name')).toBeNull();
    await user.type(screen.getByLabelText('Your prayer request'), 'Peace at home');
    await user.click(screen.getByRole('button', { name: 'Send prayer request' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].url).toBe('/api/forms/prayer');
    expect(calls[0].body).toEqual({ name: null, email: null, phone: null, message: 'Peace at home', is_anonymous: true });
  });

  it('sends a testimony with the consent to share it', async () => {
    const { calls } = installFakeFetch(() => created('testimony'));
    const user = setup('testimony');
    await user.type(screen.getByLabelText('Your name'), 'Tunde');
    await user.type(screen.getByLabelText('Your testimony'), 'I found a job');
    await user.click(screen.getByLabelText('The church may share my testimony'));
    await user.click(screen.getByRole('button', { name: 'Send testimony' }));
    await waitFor(() => expect(status('testimony')).toHaveTextContent(FORM_SUCCESS_MESSAGES.testimony));
    expect(calls[0].url).toBe('/api/forms/testimony');
    expect(calls[0].body).toMatchObject({ name: 'Tunde', message: 'I found a job', share_consent: true });
    expect(screen.getByLabelText('The church may share my testimony')).not.toBeChecked();
  });
});
