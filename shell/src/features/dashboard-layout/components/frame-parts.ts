// The dashboard frame's boxes, shared by the frame itself and its skeleton (DashboardSkeleton):
// the skeleton is replaced by the frame, so each box must sit exactly where the frame's will.
import styled from 'styled-components';
import { DESKTOP_BREAKPOINT, MOBILE_BREAKPOINT, SIDEBAR_COLLAPSED_PX, SIDEBAR_EXPANDED_PX } from '../sidebar-state';

/**
 * Beside the sidebar. The frame gives the offset its sidebar state computes; the skeleton has no
 * state and no script, so its offset is the initial state's, by media query (sidebar-state.ts).
 */
export const FrameContent = styled.div<{ $offset?: number }>`
  min-height: 100vh;
  background: ${(p) => p.theme.colors.background};
  color: ${(p) => p.theme.colors.text};
  ${(p) =>
    p.$offset === undefined
      ? `@media (min-width: ${MOBILE_BREAKPOINT}px) { margin-left: ${SIDEBAR_COLLAPSED_PX}px; }
         @media (min-width: ${DESKTOP_BREAKPOINT}px) { margin-left: ${SIDEBAR_EXPANDED_PX}px; }`
      : `margin-left: ${p.$offset}px;`}
  transition: margin-left 0.2s ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const FrameHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${(p) => p.theme.zIndex.topBar};
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.md};
  min-height: 64px;
  padding: 0 ${(p) => p.theme.spacing.md};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.topBar};
  color: ${(p) => p.theme.colors.topBarText};
`;

export const FrameMain = styled.main`
  padding: ${(p) => p.theme.spacing.lg} ${(p) => p.theme.spacing.md};
`;
