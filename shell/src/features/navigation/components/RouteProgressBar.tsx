import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@church/platform/router';
import styled, { keyframes } from 'styled-components';

// The progress bar shows for about 500 ms on every location change.
export const PROGRESS_BAR_MS = 500;

const grow = keyframes`
  from { transform: scaleX(0.1); }
  to { transform: scaleX(1); }
`;

const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  z-index: ${(p) => p.theme.zIndex.loader};
  background: ${(p) => p.theme.colors.primary};
  transform-origin: left;
  animation: ${grow} ${PROGRESS_BAR_MS}ms ease-out forwards;
  pointer-events: none;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** A thin bar across the top of the page after every navigation (decorative). */
export function RouteProgressBar() {
  const { key } = useLocation();
  const [visible, setVisible] = useState(false);
  const first = useRef(true);

  useEffect(() => {
    // The first paint is not a navigation.
    if (first.current) {
      first.current = false;
      return;
    }
    setVisible(true);
    const timer = setTimeout(() => setVisible(false), PROGRESS_BAR_MS);
    return () => clearTimeout(timer);
  }, [key]);

  return visible ? <Bar key={key} aria-hidden="true" data-testid="route-progress" /> : null;
}
