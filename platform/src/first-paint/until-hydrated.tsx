// A prerendered page shows its forms and buttons before its code has run. Until React has taken a
// part over (hydrated it), a button there does nothing, or submits its form natively (a password
// into a URL or a log), and text typed there is not in the form's state: the first render after
// hydration would drop it without a sign. The rule: such controls wait, and say so. Wrapped in
// UntilHydrated, they are disabled (nothing can be typed or pressed), dimmed and pulsing with a
// progress cursor, their group busy for assistive technology, in the server's HTML and in the
// hydrating render alike (no mismatch); the render right after hydration enables them. Rendered
// in the browser alone (a page opened from a link), they are ready at once. Links keep working.
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useHydrated } from '@church/platform/first-paint/hydration';

// Dimmed and slowly pulsing, as a loading skeleton: opacity only, so nothing moves or reflows.
const waiting = keyframes`
  from { opacity: 0.7; }
  to { opacity: 0.35; }
`;

// A fieldset disables every control inside it; `display: contents` leaves the layout as it was.
const Fence = styled.fieldset`
  display: contents;

  &:disabled :is(input, textarea, select, button) {
    cursor: progress;
    opacity: 0.5;
    animation: ${waiting} 0.9s ease-in-out infinite alternate;

    @media (prefers-reduced-motion: reduce) {
      animation: none;
    }
  }
`;

/** Its controls are disabled and shown waiting until this part of a prerendered page is hydrated. */
export function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Fence disabled={!hydrated} aria-busy={hydrated ? undefined : true}>
      {children}
    </Fence>
  );
}
