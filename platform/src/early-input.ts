// A prerendered page shows its buttons and fields before its scripts run. The page's head notes
// what a visitor does in a part React has not taken over yet (scripts/page-composer.mjs: text
// typed, clicks on buttons, a widget's keys, form submits, never submitted natively), and this
// hands it to React once that part is hydrated: typed text first, then the kept actions in order.
import { useEffect, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';

type KeptKey = Pick<KeyboardEventInit, 'key' | 'code' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey'>;

interface EarlyInputQueue {
  /** Set once the shell is hydrated. */
  hydrated?: boolean;
  pending: Array<
    | { type: 'click'; target: HTMLElement }
    | ({ type: 'key'; target: HTMLElement } & KeptKey)
    | { type: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
  >;
  /** Each field's last value (or checked state) set before React took it over (absent from an older page server). */
  typed?: Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, { value: string } | { checked: boolean }>;
  /** Set once a click, key or submit catches the typed text up first (catchUpBeforeActions). */
  catchingUp?: boolean;
}

export const EARLY_INPUT_GLOBAL = '__churchEarlyInput';

function queue(): EarlyInputQueue | undefined {
  return (window as unknown as Record<string, EarlyInputQueue | undefined>)[EARLY_INPUT_GLOBAL];
}

/**
 * Whether React has taken this element over. React keeps its fiber on the element under a
 * `__reactFiber$…` key; a part of the page still waiting for its code (a lazy page) has none,
 * and what was done there waits for that part's own takeover. Were React to rename the key,
 * kept actions would simply not be replayed (native submits stay prevented either way).
 */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

let catchingUpNow = false;

/**
 * What was typed, chosen or ticked before hydration is not in React's state, and any render after
 * hydration sets the field back to that state: do it again the way the browser reports a user's
 * input, so the form's onChange sees it. Each field renders on its own: a form's next change
 * handler sees the previous one's value.
 */
function catchUpTypedText(typed: NonNullable<EarlyInputQueue['typed']>): void {
  // Its own clicks (a noted box) come back through the capture listener (catchUpBeforeActions).
  if (catchingUpNow) return;
  catchingUpNow = true;
  try {
    catchUpEachField(typed);
  } finally {
    catchingUpNow = false;
  }
}

function catchUpEachField(typed: NonNullable<EarlyInputQueue['typed']>): void {
  for (const [field, noted] of typed) {
    if (!field.isConnected || !isHydrated(field)) continue;
    typed.delete(field);
    if ('checked' in noted) {
      if (!(field instanceof HTMLInputElement) || (field.type === 'radio' && !noted.checked)) continue;
      // Hydration leaves the box as the visitor left it, and React's state unaware: set the other
      // state through the element's own (tracked) property, then a click toggles it back and
      // tells React, as the visitor's did. Both in one task: nothing is painted in between.
      field.checked = !noted.checked;
      flushSync(() => field.click());
      continue;
    }
    // Even when the field still shows it: React's state has not seen it.
    if (field instanceof HTMLSelectElement) {
      field.value = noted.value;
      flushSync(() => field.dispatchEvent(new Event('change', { bubbles: true })));
      continue;
    }
    // React tracks a text field's last value: set it through the element's own setter, so the
    // input event reads as a change.
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, noted.value);
    flushSync(() => field.dispatchEvent(new Event('input', { bubbles: true })));
  }
}

/** What was typed before hydration, into the form state (the first half of a takeover). */
function catchUpEarlyText(): void {
  const early = queue();
  if (!early) return;
  early.hydrated = true;
  if (early.typed) catchUpTypedText(early.typed);
}

/** The clicks, keys and submits kept for the parts React now has, replayed in order. */
function replayEarlyActions(): void {
  const early = queue();
  if (!early) return;
  const ready = early.pending.filter((action) => isHydrated(action.type === 'submit' ? action.form : action.target));
  early.pending = early.pending.filter((action) => !ready.includes(action));
  for (const action of ready) flushSync(() => replay(action));
}

/** Called when the shell, then each area, has hydrated: replays what the visitor did before. */
export function takeOverEarlyInput(): void {
  catchUpEarlyText();
  replayEarlyActions();
}

function replay(action: EarlyInputQueue['pending'][number]): void {
  if (action.type === 'click' && action.target.isConnected) action.target.click();
  if (action.type === 'key' && action.target.isConnected) {
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = action;
    action.target.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true }));
  }
  if (action.type === 'submit' && action.form.isConnected) {
    try {
      action.form.requestSubmit(action.submitter?.isConnected ? action.submitter : undefined);
    } catch {
      action.form.requestSubmit();
    }
  }
}

/**
 * Once React has an element (hydration gives it a fiber before it commits, and may yield
 * in between) and before its takeover, a click, key or submit goes to React at once: the text
 * typed before must reach the form's state first, or the form would be checked without it. A
 * listener ahead of React's own (capture, on the document) catches up.
 */
function catchUpBeforeActions(): void {
  const early = queue();
  if (!early?.typed || early.catchingUp) return;
  early.catchingUp = true;
  const catchUp = (event: Event) => {
    if (!early.typed?.size) return;
    // A box the visitor clicks has toggled before this listener runs; a catch-up render sets it
    // back to the form's state, and React's own handler would then see no change.
    const target = event.target;
    const box = event.type === 'click' && target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio') ? target : null;
    const toggled = box?.checked;
    catchUpTypedText(early.typed);
    // Toggled again past React's value tracker (the prototype's setter), as the browser did.
    if (box && box.checked !== toggled) Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(box, toggled);
  };
  for (const type of ['click', 'keydown', 'submit']) document.addEventListener(type, catchUp, true);
}

/** Runs `work` in a microtask unless the component unmounted first: outside React's commit and effects. */
function afterThisPhase(work: () => void): () => void {
  let cancelled = false;
  queueMicrotask(() => {
    if (!cancelled) work();
  });
  return () => {
    cancelled = true;
  };
}

/**
 * Rendered beside hydrated content (the shell, an area, a lazy page), after it. Typed text is
 * caught up as soon as that content is committed, before the browser paints it (a render in
 * between would show a ticked box unticked, a typed field empty): in a microtask queued by the
 * layout effect. Kept actions are replayed once the content's mount effects have run, in a
 * microtask queued by the passive effect: a component that resets its state on mount (the top
 * bar closes its menu on each path) would otherwise undo the visitor's click.
 */
export function EarlyInputTakeOver(): null {
  useLayoutEffect(() => {
    catchUpBeforeActions();
    return afterThisPhase(catchUpEarlyText);
  }, []);
  useEffect(() => afterThisPhase(replayEarlyActions), []);
  return null;
}
