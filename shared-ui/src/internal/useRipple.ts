import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';

/** The button ripple lasts 600 ms. */
export const RIPPLE_MS = 600;

export interface Ripple {
  id: number;
  x: number;
  y: number;
  size: number;
}

/** Ripples born on click, each removed after RIPPLE_MS. */
export function useRipple() {
  const [ripples, setRipples] = useState<Ripple[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const nextId = useRef(0);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const addRipple = useCallback((event: MouseEvent<HTMLElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const size = Math.max(rect.width, rect.height) * 2;
    // Keyboard activation has no pointer position (detail 0): start from the centre.
    const fromPointer = event.detail > 0;
    const x = (fromPointer ? event.clientX - rect.left : rect.width / 2) - size / 2;
    const y = (fromPointer ? event.clientY - rect.top : rect.height / 2) - size / 2;
    const id = nextId.current++;
    setRipples((list) => [...list, { id, x, y, size }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setRipples((list) => list.filter((r) => r.id !== id));
    }, RIPPLE_MS);
    timers.current.add(timer);
  }, []);

  return { ripples, addRipple };
}
