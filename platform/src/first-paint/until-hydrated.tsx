// A prerendered page shows its forms and buttons before its code has run. Until React has taken a
// part of it over (hydrated it), a button there does nothing, and text typed there is not in the
// form's state, so the first render after hydration would drop it. The rule: such controls wait,
// and say so. Wrapped in UntilHydrated, they are disabled (nothing can be typed or pressed into
// nothing) and dimmed with a progress cursor, their group busy for assistive technology, in the
// server's HTML and in the hydrating render alike (no mismatch); the render right after hydration
// enables them. Rendered in the browser alone (a page opened from a link), they are ready at once.
// Links inside keep working as links.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useHydrated } from '@church/platform/first-paint/hydration';

// A fieldset disables every control inside it; `display: contents` leaves the layout as it was.
const Fence = styled.fieldset`
  display: contents;

  &:disabled :is(input, textarea, select, button) {
    cursor: progress;
    opacity: 0.6;
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
