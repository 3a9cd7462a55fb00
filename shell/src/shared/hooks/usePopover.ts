import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from './useDismiss';

/**
 * A button that opens a panel under it (the account menu, the notification bell): the panel
 * closes on an outside press or Escape, focus then going back to the button, and `close` shuts it
 * after an item is chosen (focus goes where the item leads).
 */
export function usePopover() {
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const dismiss = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, []);
  useDismiss(wrapRef, open, dismiss);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  return { open, toggle, close, wrapRef, triggerRef, panelId };
}
