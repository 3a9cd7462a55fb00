// The rule for a prerendered page's controls: they wait, disabled and busy, until their part is
// hydrated, so nothing typed or pressed before the code has run is lost without a sign.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { UntilHydrated } from './until-hydrated';

function SignIn({ onSend }: { onSend: (email: string) => void }) {
  const [email, setEmail] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(email);
      }}
    >
      <UntilHydrated>
        <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <button type="submit">Log in</button>
        <a href="/register">Register</a>
      </UntilHydrated>
    </form>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

it("in the server's HTML, its fields and buttons are disabled and the group busy; links stay links", () => {
  document.body.innerHTML = `<div id="root">${renderToString(<SignIn onSend={() => {}} />)}</div>`;
  expect(screen.getByRole('group')).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
  expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
});

it('is enabled by the render right after hydration, without a hydration warning, and then works', async () => {
  const onSend = jest.fn();
  const root = document.createElement('div');
  root.innerHTML = renderToString(<SignIn onSend={onSend} />);
  document.body.append(root);
  const problems = jest.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    hydrateRoot(root, <SignIn onSend={onSend} />);
  });
  expect(problems).not.toHaveBeenCalled();
  problems.mockRestore();
  expect(screen.getByRole('group')).not.toHaveAttribute('aria-busy');
  const email = screen.getByRole('textbox', { name: 'Email' });
  expect(email).toBeEnabled();
  await userEvent.type(email, 'member@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(onSend).toHaveBeenCalledWith('member@example.com');
});

it('is ready at once when rendered in the browser alone', () => {
  render(<SignIn onSend={() => {}} />);
  expect(screen.getByRole('textbox', { name: 'Email' })).toBeEnabled();
  expect(screen.getByRole('group')).not.toHaveAttribute('aria-busy');
});
