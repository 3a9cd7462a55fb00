// The page template (its h1 and the document title) and the layout pieces pages share.
// Never a <main>: the shell and the standalone harness own that landmark.
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { themeOf } from './theme';
import { visuallyHidden } from '../internal/visuallyHidden';

export const SITE_NAME = 'Community Church';

/** The browser tab's text for a page. */
export function documentTitle(title: string): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}

/** How a page's links are made: shared-ui cannot import an app's router, so the app passes its own. */
export type RenderLink = (href: string, children: ReactNode) => ReactNode;

export const plainLink: RenderLink = (href, children) => <a href={href}>{children}</a>;

export interface Breadcrumb {
  label: string;
  /** Ignored on the last crumb, which is the current page. */
  href?: string;
}

export interface PageProps {
  title: string;
  actions?: ReactNode;
  breadcrumbs?: Breadcrumb[];
  renderLink?: RenderLink;
  description?: ReactNode;
  /** Only where several Pages share one document (the gallery): false leaves document.title alone. */
  setTitle?: boolean;
  /** Only where several Pages share one document: landmarks' names must differ. */
  breadcrumbLabel?: string;
  children?: ReactNode;
}

const Wrapper = styled.div`
  min-width: 0;
  color: ${(p) => themeOf(p.theme).colors.text};
`;

const Crumbs = styled.nav`
  margin-bottom: ${(p) => themeOf(p.theme).spacing.sm};
  font-size: ${(p) => themeOf(p.theme).fontSizes.sm};

  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => themeOf(p.theme).spacing.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => themeOf(p.theme).spacing.xs};
    color: ${(p) => themeOf(p.theme).colors.textMuted};
  }
  a {
    color: ${(p) => themeOf(p.theme).colors.primary};
    text-underline-offset: 2px;
  }
  a:focus-visible {
    outline: 3px solid ${(p) => themeOf(p.theme).colors.focusRing};
    outline-offset: 2px;
    border-radius: 2px;
  }
  [aria-current='page'] {
    color: ${(p) => themeOf(p.theme).colors.text};
    font-weight: 600;
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => themeOf(p.theme).spacing.sm} ${(p) => themeOf(p.theme).spacing.md};
  margin-bottom: ${(p) => themeOf(p.theme).spacing.lg};

  h1 {
    margin: 0;
    font-family: ${(p) => themeOf(p.theme).fonts.heading};
    font-size: clamp(1.5rem, 4vw, 2rem);
    line-height: 1.2;
    overflow-wrap: anywhere;
  }
`;

const Titles = styled.div`
  min-width: 0;
  flex: 1 1 16rem;
`;

const Description = styled.div`
  margin-top: ${(p) => themeOf(p.theme).spacing.xs};
  max-width: 65ch;
  color: ${(p) => themeOf(p.theme).colors.textMuted};
  line-height: 1.5;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => themeOf(p.theme).spacing.sm};
`;

/** A signed-in page: breadcrumbs, the h1 with its actions, then the content. Sets document.title. */
export function Page({
  title,
  actions,
  breadcrumbs,
  renderLink = plainLink,
  description,
  setTitle = true,
  breadcrumbLabel = 'Breadcrumb',
  children,
}: PageProps) {
  useEffect(() => {
    if (setTitle) document.title = documentTitle(title);
  }, [title, setTitle]);

  return (
    <Wrapper>
      {breadcrumbs && breadcrumbs.length > 0 && (
        <Crumbs aria-label={breadcrumbLabel}>
          <ol>
            {breadcrumbs.map((crumb, index) => {
              const current = index === breadcrumbs.length - 1;
              return (
                <li key={`${index}-${crumb.label}`}>
                  {index > 0 && <span aria-hidden="true">/</span>}
                  {current ? (
                    <span aria-current="page">{crumb.label}</span>
                  ) : crumb.href ? (
                    renderLink(crumb.href, crumb.label)
                  ) : (
                    <span>{crumb.label}</span>
                  )}
                </li>
              );
            })}
          </ol>
        </Crumbs>
      )}
      <Header>
        <Titles>
          <h1>{title}</h1>
          {description && <Description>{description}</Description>}
        </Titles>
        {actions && <Actions>{actions}</Actions>}
      </Header>
      {children}
    </Wrapper>
  );
}

// Layout pieces (formerly mfe-public's shared/components, same CSS).

/** A readable column with comfortable padding down to 320 px phones. */
export const PageColumn = styled.div`
  box-sizing: border-box;
  width: 100%;
  max-width: 1040px;
  margin: 0 auto;
  padding: ${(p) => themeOf(p.theme).spacing.xl} ${(p) => themeOf(p.theme).spacing.md} ${(p) => themeOf(p.theme).spacing.xxl};
  color: ${(p) => themeOf(p.theme).colors.text};

  h1 {
    margin: 0 0 ${(p) => themeOf(p.theme).spacing.sm};
    font-size: clamp(1.75rem, 5vw, 2.5rem);
    line-height: 1.2;
  }
`;

export const Lead = styled.p`
  margin: 0 0 ${(p) => themeOf(p.theme).spacing.lg};
  max-width: 65ch;
  font-size: 1.125rem;
  line-height: 1.6;
  color: ${(p) => themeOf(p.theme).colors.textMuted};
`;

export const Card = styled.section`
  box-sizing: border-box;
  /* In a grid or a row of cards, as narrow as its room: wide content scrolls inside it. */
  min-width: 0;
  padding: ${(p) => themeOf(p.theme).spacing.lg};
  border: 1px solid ${(p) => themeOf(p.theme).colors.border};
  border-radius: ${(p) => themeOf(p.theme).radii.lg};
  background: ${(p) => themeOf(p.theme).colors.surface};
  > h2:first-child {
    margin-top: 0;
  }
  @media (max-width: 480px) {
    padding: ${(p) => themeOf(p.theme).spacing.md};
  }
`;

/** Two fields side by side on wide screens, stacked on phones. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  column-gap: ${(p) => themeOf(p.theme).spacing.md};
`;

/** Read by screen readers, invisible on screen. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

// Tabs: WAI-ARIA tabs with automatic activation. Arrows, Home and End move between the tabs and
// select them; only the selected tab is in the Tab order. The caller keeps the selection (in the
// URL for lists) and renders the selected panel as children. To keep every panel's state, pass
// all panels as children and hide the unselected ones: the tabpanel element itself stays mounted.

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const tabPanelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

export interface TabItem {
  id: string;
  label: ReactNode;
}

export interface TabsProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  /** Unique on the document: the tabs' and the panel's ids start with it. */
  idPrefix: string;
  /** Equal tabs filling the row (labels wrap) instead of tabs sized to their labels. */
  fitted?: boolean;
  /** The selected panel. */
  children?: ReactNode;
  /**
   * Every tab's panel, each kept mounted and hidden while another is selected (what was typed in
   * a form survives switching tabs). Used instead of `children`.
   */
  renderPanel?: (id: string) => ReactNode;
}

const TabList = styled.div<{ $fitted: boolean }>`
  display: flex;
  gap: ${(p) => themeOf(p.theme).spacing.xs};
  margin-bottom: ${(p) => themeOf(p.theme).spacing.lg};
  border-bottom: 2px solid ${(p) => themeOf(p.theme).colors.border};
  overflow-x: ${(p) => (p.$fitted ? 'visible' : 'auto')};
`;

const Tab = styled.button<{ $fitted: boolean }>`
  flex: ${(p) => (p.$fitted ? '1 1 0' : '0 0 auto')};
  min-width: 0;
  min-height: 44px;
  padding: 10px ${(p) => (p.$fitted ? '8px' : '16px')};
  margin-bottom: -2px;
  border: 0;
  border-bottom: 4px solid transparent;
  background: transparent;
  color: ${(p) => themeOf(p.theme).colors.textMuted};
  font: inherit;
  font-weight: 600;
  line-height: 1.25;
  text-align: center;
  white-space: ${(p) => (p.$fitted ? 'normal' : 'nowrap')};
  cursor: pointer;

  &[aria-selected='true'] {
    color: ${(p) => themeOf(p.theme).colors.text};
    border-bottom-color: ${(p) => themeOf(p.theme).colors.primary};
  }
  &:hover {
    color: ${(p) => themeOf(p.theme).colors.text};
  }
  &:focus-visible {
    outline: 3px solid ${(p) => themeOf(p.theme).colors.focusRing};
    outline-offset: -3px;
  }
`;

const TabPanel = styled.div`
  &:focus-visible {
    outline: 3px solid ${(p) => themeOf(p.theme).colors.focusRing};
    outline-offset: 2px;
  }
`;

export function Tabs({ label, tabs, selected, onSelect, idPrefix, fitted = false, children, renderPanel }: TabsProps) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
  // An unknown selection still leaves one tab reachable with Tab.
  const current = tabs.some((tab) => tab.id === selected) ? selected : tabs[0]?.id;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const keys: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const id = tabs[next].id;
    if (id !== selected) onSelect(id);
    refs.current.get(id)?.focus();
  };

  return (
    <>
      <TabList role="tablist" aria-label={label} $fitted={fitted}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === current;
          return (
            <Tab
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(idPrefix, tab.id)}
              aria-selected={isSelected}
              // Without renderPanel only the selected panel exists, so only its tab points at one.
              aria-controls={isSelected || renderPanel ? tabPanelId(idPrefix, tab.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              $fitted={fitted}
              onClick={() => tab.id !== selected && onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </TabList>
      {renderPanel
        ? tabs.map((tab) => (
            <TabPanel key={tab.id} role="tabpanel" id={tabPanelId(idPrefix, tab.id)} aria-labelledby={tabId(idPrefix, tab.id)} tabIndex={0} hidden={tab.id !== current}>
              {renderPanel(tab.id)}
            </TabPanel>
          ))
        : current !== undefined && (
            <TabPanel role="tabpanel" id={tabPanelId(idPrefix, current)} aria-labelledby={tabId(idPrefix, current)} tabIndex={0}>
              {children}
            </TabPanel>
          )}
    </>
  );
}
