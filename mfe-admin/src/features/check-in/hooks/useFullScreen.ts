import { type RefObject, useEffect, useState } from 'react';

/** Whether the element fills the screen, and the switch: Escape or the button leaves it. */
export function useFullScreen(element: RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const sync = () => setOn(Boolean(element.current) && document.fullscreenElement === element.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [element]);
  const toggle = () => {
    // A browser that refuses (no permission, an iframe) leaves the page as it was.
    const asked = on ? document.exitFullscreen?.() : element.current?.requestFullscreen?.();
    asked?.catch(() => undefined);
  };
  return { on, toggle };
}
