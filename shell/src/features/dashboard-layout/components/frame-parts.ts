// The dashboard frame's boxes, shared by the frame itself and its skeleton (DashboardSkeleton):
// the skeleton is replaced by the frame, so each box must sit exactly where the frame's will.
import styled from 'styled-components';
import { INITIAL_CONTENT_OFFSETS } from '../sidebar-state';

/**
 * A length that follows the sidebar's initial width (sidebar-state.ts) by media query, for the
 * skeleton, which has no sidebar state and no script: none on a phone, the rail on a tablet,
 * expanded on a desktop.
 */
export const atInitialSidebarWidth = (property: string) =>
  INITIAL_CONTENT_OFFSETS.map(([from, px]) => `@media (min-width: ${from}px) { ${property}: ${px}px; }`).join('\n');

/** The sidebar's box, fixed at the left; its width and presentation are the frame's or the skeleton's. */
export const FrameSidebar = styled.aside`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${(p) => p.theme.zIndex.sidebar};
  background: ${(p) => p.theme.colors.sidebar};
  color: ${(p) => p.theme.colors.sidebarText};
`;

/** Beside the sidebar: the frame gives the offset its sidebar state computes, the skeleton none. */
export const FrameContent = styled.div<{ $offset?: number }>`
  min-height: 100vh;
  background: ${(p) => p.theme.colors.background};
  color: ${(p) => p.theme.colors.text};
  ${(p) => (p.$offset === undefined ? atInitialSidebarWidth('margin-left') : `margin-left: ${p.$offset}px;`)}
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
