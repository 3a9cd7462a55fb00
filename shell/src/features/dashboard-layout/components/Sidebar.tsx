import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useLocation } from '@church/platform/router';
import styled from 'styled-components';
import { useReturnPath } from '@church/platform/return-path';
import { useAuth } from '@church/platform/use-auth';
import { Logo } from '../../../shared/components/Logo';
import type { SidebarControls } from '../hooks/useSidebar';
import { activeItem, sectionsFor, type NavSection } from '@church/contracts/site-map';
import { useSiteMap } from '@church/platform/published-site-map';
import { FrameSidebar } from './frame-parts';
import { NavIcon, SectionIcon } from './NavIcon';

const Aside = styled(FrameSidebar)<{ $width: number; $mode: string }>`
  z-index: ${(p) => (p.$mode === 'overlay' ? p.theme.zIndex.overlay + 1 : p.theme.zIndex.sidebar)};
  width: ${(p) => p.$width}px;
  transform: translateX(${(p) => (p.$mode === 'hidden' ? '-100%' : '0')});
  visibility: ${(p) => (p.$mode === 'hidden' ? 'hidden' : 'visible')};
  display: flex;
  flex-direction: column;
  overflow-x: hidden;
  overflow-y: auto;
  box-shadow: ${(p) => (p.$mode === 'overlay' ? p.theme.shadows.lg : 'none')};
  transition: width 0.2s ease, transform 0.2s ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  min-height: 64px;
  padding: 0 ${(p) => p.theme.spacing.lg};

  a {
    color: ${(p) => p.theme.colors.sidebarText};
    font-size: ${(p) => p.theme.fontSizes.md};
  }

  a svg {
    color: ${(p) => p.theme.colors.sidebarText};
  }
`;

const SectionToggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  padding: 12px ${(p) => p.theme.spacing.lg};
  border: 0;
  background: none;
  color: ${(p) => p.theme.colors.sidebarText};
  font: 600 ${(p) => p.theme.fontSizes.sm} ${(p) => p.theme.fonts.body};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focusRing};
    outline-offset: -3px;
  }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0 0 ${(p) => p.theme.spacing.sm};
  padding: 0 ${(p) => p.theme.spacing.md};

  a {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 40px;
    padding: 8px 12px;
    border-radius: ${(p) => p.theme.radii.md};
    color: ${(p) => p.theme.colors.sidebarText};
    text-decoration: none;
    white-space: nowrap;
  }

  a:hover {
    background: rgba(255, 255, 255, 0.08);
  }

  a[aria-current='page'] {
    background: ${(p) => p.theme.colors.sidebarActive};
    color: ${(p) => p.theme.colors.sidebarActiveText};
    font-weight: 600;
  }

  a:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focusRing};
    outline-offset: 0;
  }
`;

const HiddenLabel = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const Backdrop = styled.button`
  position: fixed;
  inset: 0;
  z-index: ${(p) => p.theme.zIndex.overlay};
  border: 0;
  background: ${(p) => p.theme.colors.overlay};
  cursor: pointer;
`;

function Section({ section, open, onToggle, showLabels, activeTo }: {
  section: NavSection;
  open: boolean;
  onToggle: () => void;
  showLabels: boolean;
  activeTo: string | null;
}) {
  const listId = useId();
  return (
    <div data-section={section.key} data-open={open}>
      <SectionToggle type="button" aria-expanded={open} aria-controls={listId} onClick={onToggle} title={showLabels ? undefined : section.title} data-collapsed={!showLabels || undefined}>
        {/* The rail has no room for a title: the section's icon, its title for screen readers. */}
        {showLabels ? section.title : <SectionIcon section={section.key} />}
        {!showLabels && <HiddenLabel>{section.title}</HiddenLabel>}
        {showLabels && <span aria-hidden="true">{open ? '−' : '+'}</span>}
      </SectionToggle>
      {open && (
        <Items id={listId}>
          {section.items.map((item) => (
            <li key={item.to}>
              <Link to={item.to} aria-current={item.to === activeTo ? 'page' : undefined} title={showLabels ? undefined : item.label}>
                <NavIcon icon={item.icon} />
                {showLabels ? <span>{item.label}</span> : <HiddenLabel>{item.label}</HiddenLabel>}
              </Link>
            </li>
          ))}
        </Items>
      )}
    </div>
  );
}

/** The dashboard sidebar: role sections, the current route's section opened by itself. */
export function Sidebar({ controls, id }: { controls: SidebarControls; id: string }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const { presentation, state, closeMobile, setHovered } = controls;
  // The user's areas, with the pages their remotes publish once those are in.
  const siteMap = useSiteMap(useMemo(() => sectionsFor(user?.roles ?? [], undefined, user?.leads_team).map((section) => section.key), [user]));
  const sections = useMemo(() => sectionsFor(user?.roles ?? [], siteMap, user?.leads_team), [user, siteMap]);
  // A detail page opened from a list stays in that list's section (its `back` parameter).
  const cameFrom = useReturnPath();
  const active = (cameFrom && activeItem(cameFrom.pathname, sections)) ?? activeItem(pathname, sections);
  const [openSection, setOpenSection] = useState<string | null>(active?.section.key ?? null);

  // Open the section holding the new route, and close the mobile sidebar after navigating.
  useEffect(() => {
    if (active) setOpenSection(active.section.key);
    closeMobile();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  useEffect(() => {
    if (presentation.mode !== 'overlay') return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeMobile();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [presentation.mode, closeMobile]);

  return (
    <>
      {presentation.mode === 'overlay' && <Backdrop type="button" aria-label="Close sidebar" data-testid="sidebar-overlay" onClick={closeMobile} />}
      <Aside
        id={id}
        aria-label="Dashboard"
        data-testid="sidebar"
        data-mode={presentation.mode}
        data-width={presentation.width}
        data-expanded={state.expanded}
        data-mobile-open={state.mobileOpen}
        data-hovered={state.hovered}
        $width={presentation.width}
        $mode={presentation.mode}
        onMouseEnter={() => presentation.mode === 'docked' && setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        <Brand>
          <Logo compact={!presentation.showLabels} />
        </Brand>
        <nav aria-label="Dashboard sections">
          {sections.map((section) => (
            <Section
              key={section.key}
              section={section}
              open={openSection === section.key}
              onToggle={() => setOpenSection((current) => (current === section.key ? null : section.key))}
              showLabels={presentation.showLabels}
              activeTo={active?.item.to ?? null}
            />
          ))}
        </nav>
      </Aside>
    </>
  );
}
