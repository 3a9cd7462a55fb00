import { useCallback, useEffect, useState } from 'react';
import { useViewportWidth } from '../../../shared/hooks/useViewportWidth';
import { readSidebarCollapsed, rememberSidebarCollapsed } from '../sidebar-memory';
import { DESKTOP_BREAKPOINT, initialSidebarState, presentSidebar, resizeSidebar, toggleSidebar, type SidebarState } from '../sidebar-state';

/** The sidebar's states (expanded, mobile-open, hovered) and how it shows at the current width. */
export function useSidebar() {
  const viewport = useViewportWidth();
  const [state, setState] = useState<SidebarState>(() => initialSidebarState(viewport, readSidebarCollapsed()));

  useEffect(() => setState((current) => resizeSidebar(current, viewport)), [viewport]);

  // Only a desktop width's expanded state is the reader's choice: narrower, the width decides.
  useEffect(() => {
    if (window.innerWidth >= DESKTOP_BREAKPOINT) rememberSidebarCollapsed(!state.expanded);
  }, [state.expanded]);

  const toggle = useCallback(() => setState((current) => toggleSidebar(current, window.innerWidth)), []);
  const closeMobile = useCallback(() => setState((current) => ({ ...current, mobileOpen: false })), []);
  const setHovered = useCallback((hovered: boolean) => setState((current) => ({ ...current, hovered })), []);

  return { state, viewport, presentation: presentSidebar(state, viewport), toggle, closeMobile, setHovered };
}

export type SidebarControls = ReturnType<typeof useSidebar>;
