// A box that scrolls sideways when its content is wider than the room it has (a table with many
// columns): whether there is more to see on either side, so the box can show it.
import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface SidewaysOverflow {
  /** Content hidden on the left (scrolled past). */
  before: boolean;
  /** Content hidden on the right. */
  after: boolean;
}

const NONE: SidewaysOverflow = { before: false, after: false };

/** What is hidden on each side, from the box's measures (a pixel of rounding is not overflow). */
export function sidewaysOverflow({ scrollLeft, scrollWidth, clientWidth }: { scrollLeft: number; scrollWidth: number; clientWidth: number }): SidewaysOverflow {
  if (scrollWidth - clientWidth <= 1) return NONE;
  return { before: scrollLeft > 1, after: scrollLeft + clientWidth < scrollWidth - 1 };
}

/** Follows the box's overflow as it is resized, its content changes, and it is scrolled. */
export function useSidewaysScroll(box: RefObject<HTMLElement | null>): SidewaysOverflow {
  const [overflow, setOverflow] = useState<SidewaysOverflow>(NONE);
  const measure = useCallback(() => {
    const element = box.current;
    if (!element) return;
    const next = sidewaysOverflow(element);
    setOverflow((current) => (current.before === next.before && current.after === next.after ? current : next));
  }, [box]);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    // jsdom and old browsers have no ResizeObserver: the box then simply scrolls, without the cue.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [box, measure]);

  return overflow;
}
