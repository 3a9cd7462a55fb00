import { useEffect } from 'react';
import { useLocation } from '@church/platform/router';

/** Scrolls smoothly to the top whenever the path changes (not on query-only changes). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduced ? 'auto' : 'smooth' });
  }, [pathname]);
  return null;
}
