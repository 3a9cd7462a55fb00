import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { HttpError } from './http';
import { FORM_RULES_UNAVAILABLE_MESSAGE, type LazySchema, lazySchema, type SchemaForm, useSchemaForm } from './use-schema-form';

const accountSchema = z.object({
  email: z.string().min(1, 'Email is required').regex(/@/, 'Enter a valid email address'),
  password: z.string().min(8, 'Use at least 8 characters'),
  confirm: z.string(),
});
type Account = z.output<typeof accountSchema>;

// Zod would skip a refinement while another field fails; the cross check reports it alongside.
const confirmCheck = (v: { password: string; confirm: string }) => (v.confirm && v.password !== v.confirm ? { confirm: 'Passwords do not match' } : {});

function Input({ label, name, value, onChange, error }: { label: string; name: string; value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <>
      <label htmlFor={name}>{label}</label>
      <input id={name} name={name} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? 'true' : undefined} />
      {error && <span data-testid={`${name}-error`}>{error}</span>}
    </>
  );
}

/** Submits through handleSubmit (as the shell's auth pages do) and hands the parsed data to the test. */
function AccountForm({ onValid }: { onValid: (data: Account, form: SchemaForm<{ email: string; password: string; confirm: string }, Account>) => void }) {
  const form = useSchemaForm(accountSchema, { email: '', password: '', confirm: '' }, { crossCheck: confirmCheck, revalidateAfterSubmit: true });
  return (
    <form onSubmit={form.handleSubmit((data) => onValid(data, form))} noValidate>
      {form.formError && <p role="alert">{form.formError}</p>}
      <Input label="Email" {...form.field('email')} />
      <Input label="Password" {...form.field('password')} />
      <Input label="Confirm" {...form.field('confirm')} />
      <button type="submit">Save</button>
    </form>
  );
}

const visitSchema = z.object({ name: z.string().min(1, 'Name is required'), agree: z.literal(true, { message: 'Please agree' }) });

/** Submits through validate with a ref'd form (as mfe-public's forms do), with a boolean field and a toInput mapper. */
function VisitForm({ serverErrors }: { serverErrors: Record<string, string[]> }) {
  const form = useSchemaForm(visitSchema, { name: '', agree: false as boolean }, { toInput: (v) => ({ name: v.name.trim(), agree: v.agree }) });
  const [note, setNote] = useState('');
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (form.validate()) setNote(form.applyServerErrors(serverErrors).join(' ') || 'sent');
      }}
    >
      <Input label="Name" name="name" value={form.values.name} onChange={(v) => form.set('name', v)} error={form.errors.name} />
      <label>
        <input type="checkbox" checked={form.values.agree} onChange={(e) => form.set('agree', e.target.checked)} aria-invalid={form.errors.agree ? 'true' : undefined} />
        Agree
      </label>
      {form.errors.agree && <span data-testid="agree-error">{form.errors.agree}</span>}
      <p data-testid="note">{note}</p>
      <button type="submit">Send</button>
      <button type="button" onClick={form.reset}>
        Clear
      </button>
    </form>
  );
}

it('shows only the first message of each field and focuses the first invalid field', async () => {
  const onValid = jest.fn();
  render(<AccountForm onValid={onValid} />);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(screen.getByTestId('email-error')).toHaveTextContent(/^Email is required$/);
  expect(screen.getByTestId('password-error')).toHaveTextContent('Use at least 8 characters');
  expect(screen.getByLabelText('Email')).toHaveFocus();
  expect(onValid).not.toHaveBeenCalled();

  await userEvent.type(screen.getByLabelText('Email'), 'grace@example.org');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByLabelText('Password')).toHaveFocus();
});

it('reports a cross-field rule while another field still fails', async () => {
  render(<AccountForm onValid={jest.fn()} />);
  await userEvent.type(screen.getByLabelText('Password'), 'short');
  await userEvent.type(screen.getByLabelText('Confirm'), 'other');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(screen.getByTestId('email-error')).toHaveTextContent('Email is required');
  expect(screen.getByTestId('confirm-error')).toHaveTextContent('Passwords do not match');
});

it('stays quiet while typing before the first submit, then re-checks as the user types', async () => {
  render(<AccountForm onValid={jest.fn()} />);
  await userEvent.type(screen.getByLabelText('Email'), 'grace');
  expect(screen.queryByTestId('email-error')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByTestId('email-error')).toHaveTextContent('Enter a valid email address');
  await userEvent.type(screen.getByLabelText('Email'), '@example.org');
  expect(screen.queryByTestId('email-error')).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Password'), 'secret123');
  expect(screen.queryByTestId('password-error')).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Confirm'), 'x');
  expect(screen.getByTestId('confirm-error')).toHaveTextContent('Passwords do not match');
});

async function fillAccount() {
  await userEvent.type(screen.getByLabelText('Email'), 'grace@example.org');
  await userEvent.type(screen.getByLabelText('Password'), 'secret123');
  await userEvent.type(screen.getByLabelText('Confirm'), 'secret123');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

it('puts a refusal\'s field errors on their fields, the others on the form, and keeps the typed values', async () => {
  const refusal = new HttpError(422, { message: 'The given data was invalid.', errors: { email: ['The email has already been taken.'], token: ['This link has expired.'] } }, 'The given data was invalid.');
  const onValid = jest.fn((_data: Account, form: SchemaForm<{ email: string; password: string; confirm: string }, Account>) => form.setServerErrors(refusal));
  render(<AccountForm onValid={onValid} />);
  await fillAccount();

  expect(onValid).toHaveBeenCalledWith({ email: 'grace@example.org', password: 'secret123', confirm: 'secret123' }, expect.anything());
  expect(await screen.findByTestId('email-error')).toHaveTextContent('The email has already been taken.');
  expect(screen.getByRole('alert')).toHaveTextContent('This link has expired.');
  expect(screen.getByLabelText('Email')).toHaveValue('grace@example.org');
  expect(screen.getByLabelText('Password')).toHaveValue('secret123');
  expect(screen.getByLabelText('Confirm')).toHaveValue('secret123');
});

it('shows a refusal without field errors on the form', async () => {
  render(<AccountForm onValid={(_data, form) => form.setServerErrors(new HttpError(401, {}, 'These credentials do not match our records.'))} />);
  await fillAccount();
  expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match our records.');
  expect(screen.getByLabelText('Email')).toHaveValue('grace@example.org');
});

it('checks the mapped input, including a boolean, and drops only the edited field\'s message', async () => {
  render(<VisitForm serverErrors={{}} />);
  await userEvent.type(screen.getByLabelText('Name'), '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByTestId('name-error')).toHaveTextContent('Name is required');
  expect(screen.getByTestId('agree-error')).toHaveTextContent('Please agree');
  expect(screen.getByLabelText('Name')).toHaveFocus();

  await userEvent.click(screen.getByLabelText('Agree'));
  expect(screen.queryByTestId('agree-error')).not.toBeInTheDocument();
  expect(screen.getByTestId('name-error')).toHaveTextContent('Name is required');

  await userEvent.type(screen.getByLabelText('Name'), 'Grace');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByTestId('note')).toHaveTextContent('sent');
});

it('places server errors (nested keys on their field), focuses it and returns the unplaced messages', async () => {
  render(<VisitForm serverErrors={{ 'name.0': ['That name is taken.'], service_id: ['No such service.', 'Pick another day.'] }} />);
  await userEvent.type(screen.getByLabelText('Name'), 'Grace');
  await userEvent.click(screen.getByLabelText('Agree'));
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));

  expect(screen.getByTestId('name-error')).toHaveTextContent('That name is taken.');
  expect(screen.getByLabelText('Name')).toHaveFocus();
  expect(screen.getByTestId('note')).toHaveTextContent('No such service. Pick another day.');
  expect(screen.getByLabelText('Name')).toHaveValue('Grace');
  expect(screen.getByLabelText('Agree')).toBeChecked();
});

it('reset brings back the initial values and clears the messages', async () => {
  render(<VisitForm serverErrors={{}} />);
  await userEvent.type(screen.getByLabelText('Name'), 'Grace');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByTestId('agree-error')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
  expect(screen.getByLabelText('Name')).toHaveValue('');
  expect(screen.getByLabelText('Agree')).not.toBeChecked();
  expect(screen.queryByTestId('agree-error')).not.toBeInTheDocument();
});

describe('a lazy schema', () => {
  const nameSchema = z.object({ name: z.string().min(1, 'Name is required') });

  function LazyForm({ rules, onValid }: { rules: LazySchema<typeof nameSchema>; onValid: (data: { name: string }) => void }) {
    const form = useSchemaForm(rules, { name: '' });
    return (
      <form ref={form.formRef} onSubmit={form.handleSubmit(onValid)} noValidate>
        {form.formError && <p role="alert">{form.formError}</p>}
        <Input label="Name" {...form.field('name')} />
        <button type="submit">Send</button>
      </form>
    );
  }

  it('is loaded when the visitor enters the form, not when the form renders', async () => {
    const load = jest.fn(() => Promise.resolve(nameSchema));
    const rules = lazySchema(load);
    render(<LazyForm rules={rules} onValid={jest.fn()} />);
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('Name'));
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(rules.loaded()).toBe(nameSchema));
  });

  it('checks a submit made before it arrived once it has', async () => {
    let arrive: (schema: typeof nameSchema) => void = () => undefined;
    const rules = lazySchema(() => new Promise<typeof nameSchema>((resolve) => (arrive = resolve)));
    const onValid = jest.fn();
    render(<LazyForm rules={rules} onValid={onValid} />);
    fireEvent.submit(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByTestId('name-error')).toBeNull();
    await act(async () => arrive(nameSchema));
    expect(await screen.findByTestId('name-error')).toHaveTextContent('Name is required');
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ada' });
  });

  it('says so on the form when it cannot be loaded, keeps the typed text, and is fetched again on the next submit', async () => {
    // Offline when the visitor enters the form and when they first submit; back for the second.
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline')).mockResolvedValue(nameSchema);
    const onValid = jest.fn();
    render(<LazyForm rules={lazySchema(load)} onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FORM_RULES_UNAVAILABLE_MESSAGE);
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Ada' }));
    expect(load).toHaveBeenCalledTimes(3);
  });
});
