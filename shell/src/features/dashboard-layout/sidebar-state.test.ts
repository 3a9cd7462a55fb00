import { INITIAL_CONTENT_OFFSETS, initialSidebarState, presentSidebar, resizeSidebar, toggleSidebar } from './sidebar-state';

const closed = { expanded: true, mobileOpen: false, hovered: false };

describe('widths and breakpoints', () => {
  it('is expanded to 290 px on a desktop and collapses to 90 px with the header toggle', () => {
    expect(presentSidebar(closed, 1280)).toEqual({ mode: 'docked', width: 290, showLabels: true, contentOffset: 290 });
    const collapsed = toggleSidebar(closed, 1280);
    expect(collapsed).toMatchObject({ expanded: false, mobileOpen: false });
    expect(presentSidebar(collapsed, 1280)).toEqual({ mode: 'docked', width: 90, showLabels: false, contentOffset: 90 });
    expect(presentSidebar(toggleSidebar(collapsed, 1280), 1280).width).toBe(290);
  });

  it('collapses in place at exactly 1024 px', () => {
    expect(toggleSidebar(closed, 1024)).toMatchObject({ expanded: false, mobileOpen: false });
  });

  it('opens the mobile sidebar instead below 1024 px', () => {
    const opened = toggleSidebar(closed, 1023);
    expect(opened).toMatchObject({ expanded: true, mobileOpen: true });
    expect(presentSidebar(opened, 1023)).toMatchObject({ mode: 'overlay', width: 290, showLabels: true });
    expect(toggleSidebar(opened, 1023).mobileOpen).toBe(false);
    expect(presentSidebar(toggleSidebar(closed, 375), 375)).toEqual({ mode: 'overlay', width: 290, showLabels: true, contentOffset: 0 });
  });

  it('starts collapsed under 768 px and expanded from 768 px', () => {
    expect(initialSidebarState(767).expanded).toBe(false);
    expect(initialSidebarState(768).expanded).toBe(true);
  });

  it('starts collapsed where the reader collapsed it last time', () => {
    expect(initialSidebarState(1280, true).expanded).toBe(false);
    expect(initialSidebarState(1280, false).expanded).toBe(true);
    expect(initialSidebarState(375, false).expanded).toBe(false);
  });

  it('collapses when the window shrinks under 768 px and hides off-canvas', () => {
    const small = resizeSidebar(closed, 767);
    expect(small.expanded).toBe(false);
    expect(presentSidebar(small, 767)).toEqual({ mode: 'hidden', width: 0, showLabels: false, contentOffset: 0 });
    expect(resizeSidebar(closed, 768)).toBe(closed);
  });

  it('keeps a 90 px rail between 768 and 1023 px', () => {
    expect(presentSidebar(closed, 768)).toEqual({ mode: 'docked', width: 90, showLabels: false, contentOffset: 90 });
    expect(presentSidebar(closed, 1023).width).toBe(90);
  });

  it('closes the mobile sidebar when the window grows to desktop width', () => {
    expect(resizeSidebar({ ...closed, mobileOpen: true }, 1024).mobileOpen).toBe(false);
    expect(resizeSidebar({ ...closed, mobileOpen: true }, 1000).mobileOpen).toBe(true);
  });

  it('widens a collapsed rail while hovered without moving the content', () => {
    const hovered = { expanded: false, mobileOpen: false, hovered: true };
    expect(presentSidebar(hovered, 1280)).toEqual({ mode: 'docked', width: 290, showLabels: true, contentOffset: 90 });
  });
});

it("the media-query offsets (the skeleton's) are the initial state's, and so is the docked sidebar's width", () => {
  for (const width of [320, 767, 768, 1023, 1024, 1440]) {
    const byMedia = INITIAL_CONTENT_OFFSETS.filter(([from]) => width >= from).at(-1)?.[1] ?? 0;
    const initial = presentSidebar(initialSidebarState(width), width);
    expect([width, initial.contentOffset]).toEqual([width, byMedia]);
    expect([width, initial.mode === 'hidden' ? 0 : initial.width]).toEqual([width, byMedia]);
  }
});
