// What a visitor did on a prerendered page before its scripts ran (issue 16): the page's head
// kept it (scripts/page-composer.mjs); once React has the elements, it is replayed in order.
import { act, render, screen, waitFor } from '@testing-library/react';
import { startTransition, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EARLY_INPUT_GLOBAL, EarlyInputTakeOver, takeOverEarlyInput } from './early-input';

type Queue = { hydrated?: boolean; pending: unknown[]; typed: Map<Element, { value: string } | { checked: boolean }> };
const queue = () => (window as unknown as Record<string, Queue>)[EARLY_INPUT_GLOBAL];

function SignIn({ onSend }: { onSend: (values: { email: string; password: string }) => void }) {
  const [values, setValues] = useState({ email: '', password: '' });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(values);
      }}
    >
      <input aria-label="Email" value={values.email} onChange={(event) => setValues({ ...values, email: event.target.value })} />
      <input aria-label="Password" value={values.password} onChange={(event) => setValues({ ...values, password: event.target.value })} />
      <button type="submit">Log in</button>
    </form>
  );
}

beforeEach(() => {
  (window as unknown as Record<string, Queue>)[EARLY_INPUT_GLOBAL] = { pending: [], typed: new Map() };
});
afterEach(() => delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL]);

it('types the noted text again into the form state, then replays the kept click: the form sends both fields', () => {
  const onSend = jest.fn();
  render(<SignIn onSend={onSend} />);
  const email = screen.getByLabelText<HTMLInputElement>('Email');
  const password = screen.getByLabelText<HTMLInputElement>('Password');
  // As the head noted them; the first render after hydration had set the fields back to ''.
  queue().typed.set(email, { value: 'member@example.com' });
  queue().typed.set(password, { value: 'demo-password-2026' });
  queue().pending.push({ type: 'click', target: screen.getByRole('button', { name: 'Log in' }) });

  act(() => takeOverEarlyInput());

  expect(queue().hydrated).toBe(true);
  expect(onSend).toHaveBeenCalledTimes(1);
  expect(onSend).toHaveBeenCalledWith({ email: 'member@example.com', password: 'demo-password-2026' });
  expect(email.value).toBe('member@example.com');
  expect(queue().pending).toEqual([]);
});

function Welcome({ onSend }: { onSend: (values: { heard: string; anonymous: boolean }) => void }) {
  const [heard, setHeard] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend({ heard, anonymous });
      }}
    >
      <select aria-label="How did you hear of us" value={heard} onChange={(event) => setHeard(event.target.value)}>
        <option value="">Choose</option>
        <option value="friend">A friend</option>
      </select>
      <input type="checkbox" aria-label="Stay anonymous" checked={anonymous} onChange={(event) => setAnonymous(event.target.checked)} />
      <button type="submit">Send</button>
    </form>
  );
}

it('chooses the noted option and ticks the noted box again, so the form sends them', () => {
  const onSend = jest.fn();
  render(<Welcome onSend={onSend} />);
  queue().typed.set(screen.getByLabelText('How did you hear of us'), { value: 'friend' });
  queue().typed.set(screen.getByLabelText('Stay anonymous'), { checked: true });
  queue().pending.push({ type: 'click', target: screen.getByRole('button', { name: 'Send' }) });

  act(() => takeOverEarlyInput());

  expect(onSend).toHaveBeenCalledWith({ heard: 'friend', anonymous: true });
  expect(screen.getByLabelText<HTMLInputElement>('Stay anonymous').checked).toBe(true);
});

it('keeps what was done in a part React has not taken over yet, for that part own takeover', () => {
  const stranger = document.createElement('button');
  document.body.append(stranger);
  const clicked = jest.fn();
  stranger.addEventListener('click', clicked);
  queue().pending.push({ type: 'click', target: stranger });

  takeOverEarlyInput();

  expect(clicked).not.toHaveBeenCalled();
  expect(queue().pending).toHaveLength(1);
  stranger.remove();
});

it('a click between hydration and the takeover still sends what was typed before', () => {
  const onSend = jest.fn();
  render(
    <>
      <SignIn onSend={onSend} />
      <EarlyInputTakeOver />
    </>,
  );
  const email = screen.getByLabelText<HTMLInputElement>('Email');
  queue().typed.set(email, { value: 'member@example.com' });
  // The takeover waits for its own task; the visitor's click comes first.
  act(() => screen.getByRole('button', { name: 'Log in' }).click());
  expect(onSend).toHaveBeenCalledWith({ email: 'member@example.com', password: '' });
});

it('does nothing on a page that was not prerendered', () => {
  delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
  expect(() => takeOverEarlyInput()).not.toThrow();
});

it('replays a widget key kept before hydration on the element that had it', () => {
  const onKeyDown = jest.fn((event: React.KeyboardEvent) => event.key);
  render(
    <div role="tablist">
      <button type="button" role="tab" onKeyDown={onKeyDown}>
        Question
      </button>
    </div>,
  );
  queue().pending.push({ type: 'key', target: screen.getByRole('tab', { name: 'Question' }), key: 'ArrowRight', code: 'ArrowRight', shiftKey: false });

  act(() => takeOverEarlyInput());

  expect(onKeyDown).toHaveBeenCalledTimes(1);
  expect(onKeyDown.mock.results[0].value).toBe('ArrowRight');
});

/** A form that renders again right after hydration (as a page does when its data or store answers). */
function Consent() {
  const [shared, setShared] = useState(false);
  const [, setOpened] = useState(false);
  useEffect(() => setOpened(true), []);
  return (
    <form>
      <input type="checkbox" aria-label="Share my testimony" checked={shared} onChange={(event) => setShared(event.target.checked)} />
      <input aria-label="Name" readOnly value="" />
      <output>{shared ? 'Shared' : 'Not shared'}</output>
    </form>
  );
}

it('a box ticked before hydration is in the form state as the hydration commits, and never shown unticked', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <>
      <Consent />
      <EarlyInputTakeOver />
    </>,
  );
  document.body.append(container);
  const box = container.querySelector<HTMLInputElement>('input[type=checkbox]')!;
  // The visitor ticks it before the scripts run; the head notes it.
  box.click();
  queue().typed.set(box, { checked: true });
  const seenUnticked: boolean[] = [];
  const watch = new MutationObserver(() => seenUnticked.push(!box.checked));
  watch.observe(container, { subtree: true, childList: true, characterData: true });

  await act(async () => {
    hydrateRoot(
      container,
      <>
        <Consent />
        <EarlyInputTakeOver />
      </>,
    );
  });

  // No timer has run: the takeover did not wait for a task of its own.
  expect(container.querySelector('output')?.textContent).toBe('Shared');
  expect(box.checked).toBe(true);
  expect(seenUnticked).not.toContain(true);
  watch.disconnect();
  container.remove();
  jest.useRealTimers();
});

function Testimony({ onSend }: { onSend: (values: { name: string; shared: boolean }) => void }) {
  const [values, setValues] = useState({ name: '', shared: false });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(values);
      }}
    >
      <input aria-label="Your name" value={values.name} onChange={(event) => setValues((now) => ({ ...now, name: event.target.value }))} />
      <input type="checkbox" aria-label="Share" checked={values.shared} onChange={(event) => setValues((now) => ({ ...now, shared: event.target.checked }))} />
      <button type="submit">Send</button>
    </form>
  );
}

it('a box clicked after hydration, while text typed before waits for the takeover, ticks and keeps the text', () => {
  const onSend = jest.fn();
  render(
    <>
      <Testimony onSend={onSend} />
      <EarlyInputTakeOver />
    </>,
  );
  queue().typed.set(screen.getByLabelText('Your name'), { value: 'Grace' });
  const box = screen.getByLabelText<HTMLInputElement>('Share');
  // The visitor's click comes before the takeover: the catch-up renders the form first.
  act(() => box.click());
  expect(box.checked).toBe(true);
  act(() => screen.getByRole('button', { name: 'Send' }).click());
  expect(onSend).toHaveBeenCalledWith({ name: 'Grace', shared: true });
});

function FoldedMenu() {
  const [open, setOpen] = useState(false);
  // As the top bar does: a path change (and so the first mount) closes the menu.
  useEffect(() => setOpen(false), []);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen((now) => !now)}>
      Toggle navigation
    </button>
  );
}

it('a click kept before hydration opens a menu that closes itself on mount: the click comes after the mount', async () => {
  const app = (
    <>
      <FoldedMenu />
      <EarlyInputTakeOver />
    </>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(app);
  document.body.append(container);
  const button = container.querySelector('button')!;
  queue().pending.push({ type: 'click', target: button });
  // As in the browser (bootstrap.tsx): a hydration in a transition, its effects on React's own
  // schedule, which act() would run all at once.
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  try {
    startTransition(() => {
      hydrateRoot(container, app);
    });
    // Replayed with flushSync: the menu's state is final once the click has left the queue.
    await waitFor(() => expect(queue().pending).toEqual([]));
    expect(button.getAttribute('aria-expanded')).toBe('true');
  } finally {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    container.remove();
  }
});
