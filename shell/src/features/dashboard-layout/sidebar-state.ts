// Breakpoints and widths of the dashboard sidebar.
export const MOBILE_BREAKPOINT = 768;
export const DESKTOP_BREAKPOINT = 1024;
export const SIDEBAR_EXPANDED_PX = 290;
export const SIDEBAR_COLLAPSED_PX = 90;

/**
 * The content's offset in the initial state, from each width on ([from px, offset px]; none
 * below the first): what a page without script lays out by media query (the skeleton).
 */
export const INITIAL_CONTENT_OFFSETS: ReadonlyArray<readonly [number, number]> = [
  [MOBILE_BREAKPOINT, SIDEBAR_COLLAPSED_PX],
  [DESKTOP_BREAKPOINT, SIDEBAR_EXPANDED_PX],
];

export interface SidebarState {
  expanded: boolean;
  mobileOpen: boolean;
  hovered: boolean;
}

/** `collapsedByChoice`: the reader collapsed it at a desktop width last time (it stays so). */
export const initialSidebarState = (viewport: number, collapsedByChoice = false): SidebarState => ({
  expanded: viewport >= MOBILE_BREAKPOINT && !collapsedByChoice,
  mobileOpen: false,
  hovered: false,
});

/** The header toggle: collapses or expands in place at 1024 px and wider, opens the mobile sidebar below. */
export function toggleSidebar(state: SidebarState, viewport: number): SidebarState {
  if (viewport >= DESKTOP_BREAKPOINT) return { ...state, expanded: !state.expanded, mobileOpen: false };
  return { ...state, mobileOpen: !state.mobileOpen };
}

/** A resize: under 768 px the sidebar is collapsed; at desktop width the mobile sidebar closes. */
export function resizeSidebar(state: SidebarState, viewport: number): SidebarState {
  if (viewport < MOBILE_BREAKPOINT && state.expanded) return { ...state, expanded: false };
  if (viewport >= DESKTOP_BREAKPOINT && state.mobileOpen) return { ...state, mobileOpen: false };
  return state;
}

export interface SidebarPresentation {
  /** 'docked' beside the content, 'overlay' above it (with a backdrop), or 'hidden' off-canvas. */
  mode: 'docked' | 'overlay' | 'hidden';
  width: number;
  /** Item labels shown (not icons only). */
  showLabels: boolean;
  /** Left margin of the content. */
  contentOffset: number;
}

export function presentSidebar(state: SidebarState, viewport: number): SidebarPresentation {
  const isDesktop = viewport >= DESKTOP_BREAKPOINT;
  const isMobile = viewport < MOBILE_BREAKPOINT;
  if (state.mobileOpen && !isDesktop) {
    return { mode: 'overlay', width: SIDEBAR_EXPANDED_PX, showLabels: true, contentOffset: isMobile ? 0 : SIDEBAR_COLLAPSED_PX };
  }
  if (isMobile) return { mode: 'hidden', width: 0, showLabels: false, contentOffset: 0 };
  // Tablet widths keep a rail; desktop follows the expanded state. Hovering a rail widens it
  // over the content without moving the content.
  const expanded = isDesktop && state.expanded;
  const wide = expanded || state.hovered;
  return {
    mode: 'docked',
    width: wide ? SIDEBAR_EXPANDED_PX : SIDEBAR_COLLAPSED_PX,
    showLabels: wide,
    contentOffset: expanded ? SIDEBAR_EXPANDED_PX : SIDEBAR_COLLAPSED_PX,
  };
}
