// Read-only display pieces of the dashboard pages: status pills, KPI tiles, empty states, details,
// the definition of a figure. The church's own pills (a follow-up's status, a role) are in ../domain/badges.
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { plainLink, VisuallyHidden, type RenderLink } from '../kit/Page';
import { themeOf, type BadgeTone } from '../kit/theme';

export { badgeTones, type BadgeTone } from '../kit/theme';

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  padding: 2px 10px;
  /* Transparent, but drawn in forced-colours mode where backgrounds vanish. */
  border: 1px solid transparent;
  border-radius: ${(p) => themeOf(p.theme).radii.pill};
  background: ${(p) => themeOf(p.theme).badge[p.$tone].bg};
  color: ${(p) => themeOf(p.theme).badge[p.$tone].fg};
  font-size: ${(p) => themeOf(p.theme).fontSizes.sm};
  font-weight: 600;
  line-height: 1.4;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export interface BadgeProps {
  tone: BadgeTone;
  children: ReactNode;
}

/** A status pill; its text says the status, the tone only repeats it. */
export function Badge({ tone, children }: BadgeProps) {
  return (
    <Pill $tone={tone} data-tone={tone}>
      {children}
    </Pill>
  );
}

export type TrendDirection = 'up' | 'down' | 'flat';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  trend?: { direction: TrendDirection; text: string };
  /** Makes the whole card one link. */
  href?: string;
  renderLink?: RenderLink;
}

const trendWords: Record<TrendDirection, string> = { up: 'Up', down: 'Down', flat: 'No change' };

const Tile = styled.div`
  box-sizing: border-box;
  min-width: 0;
  border: 1px solid ${(p) => themeOf(p.theme).colors.border};
  border-radius: ${(p) => themeOf(p.theme).radii.lg};
  background: ${(p) => themeOf(p.theme).colors.background};
  color: ${(p) => themeOf(p.theme).colors.text};
  box-shadow: ${(p) => themeOf(p.theme).shadows.sm};

  > a {
    display: block;
    height: 100%;
    border-radius: inherit;
    color: inherit;
    text-decoration: none;
  }
  > a:hover {
    background: ${(p) => themeOf(p.theme).colors.surface};
  }
  > a:hover [data-stat-label] {
    text-decoration: underline;
  }
  > a:focus-visible {
    outline: 3px solid ${(p) => themeOf(p.theme).colors.focusRing};
    outline-offset: 2px;
  }
`;

// Spans throughout: a link made by renderLink may only allow phrasing content.
const TileBody = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${(p) => themeOf(p.theme).spacing.xs};
  padding: ${(p) => themeOf(p.theme).spacing.md} ${(p) => themeOf(p.theme).spacing.lg};
`;

const StatLabel = styled.span`
  color: ${(p) => themeOf(p.theme).colors.textMuted};
  font-size: ${(p) => themeOf(p.theme).fontSizes.sm};
  font-weight: 600;
`;

const StatValue = styled.span`
  font-size: ${(p) => themeOf(p.theme).fontSizes.xl};
  font-weight: 700;
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

const Trend = styled.span<{ $direction: TrendDirection }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: ${(p) => themeOf(p.theme).fontSizes.sm};
  font-weight: 600;
  color: ${(p) => {
    const c = themeOf(p.theme).colors;
    return p.$direction === 'up' ? c.success : p.$direction === 'down' ? c.danger : c.textMuted;
  }};

  svg {
    flex: none;
  }
`;

const Hint = styled.span`
  color: ${(p) => themeOf(p.theme).colors.textMuted};
  font-size: ${(p) => themeOf(p.theme).fontSizes.sm};
`;

const arrows: Record<TrendDirection, string> = {
  up: 'M12 5l6 7h-4v7h-4v-7H6z',
  down: 'M12 19l-6-7h4V5h4v7h4z',
  flat: 'M5 10h14v4H5z',
};

// The arrow's shape and its word (for screen readers) carry the direction, not the colour.
function TrendMark({ direction }: { direction: TrendDirection }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" role="img" aria-label={trendWords[direction]} focusable="false">
      <path d={arrows[direction]} fill="currentColor" />
    </svg>
  );
}

/** A KPI tile: label, value, an optional trend and hint; with href the whole tile is one link. */
export function StatCard({ label, value, hint, trend, href, renderLink = plainLink }: StatCardProps) {
  const body = (
    <TileBody>
      <StatLabel data-stat-label="">{label}</StatLabel>
      <StatValue>{value}</StatValue>
      {trend && (
        <Trend $direction={trend.direction} data-trend={trend.direction}>
          <TrendMark direction={trend.direction} />
          <span>{trend.text}</span>
        </Trend>
      )}
      {hint && <Hint>{hint}</Hint>}
    </TileBody>
  );
  return <Tile data-stat-card="">{href ? renderLink(href, body) : body}</Tile>;
}

/** StatCards side by side, as many as fit (one per row on a phone); each tile is a list item. */
export const StatGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
  gap: ${(p) => themeOf(p.theme).spacing.md};
  margin: 0 0 ${(p) => themeOf(p.theme).spacing.md};
  padding: 0;
  list-style: none;
`;

const DisclosureBox = styled.details`
  margin-bottom: ${(p) => themeOf(p.theme).spacing.md};

  > summary {
    display: flex;
    align-items: center;
    gap: 6px;
    width: fit-content;
    min-height: 44px;
    cursor: pointer;
    font-weight: 600;
    color: ${(p) => themeOf(p.theme).colors.primary};
    list-style: none;
  }
  > summary::-webkit-details-marker {
    display: none;
  }
  > summary > svg {
    flex: none;
    transition: transform 0.15s ease;
  }
  &[open] > summary > svg {
    transform: rotate(90deg);
  }
  > summary:focus-visible {
    outline: 3px solid ${(p) => themeOf(p.theme).colors.focusRing};
    outline-offset: 2px;
  }
  p,
  ul {
    margin: 0;
  }

  @media (prefers-reduced-motion: reduce) {
    > summary > svg {
      transition: none;
    }
  }
`;

export interface DisclosureProps {
  /** What the toggle says (the summary). */
  summary: ReactNode;
  children: ReactNode;
  /** Told when the reader opens or closes it. */
  onToggle?: (open: boolean) => void;
  className?: string;
}

/**
 * Something one click away: a details element whose summary carries a chevron (the browser's
 * own marker is gone once the summary is a flex box) and says whether it is open, so it reads as
 * a control and not as a heading.
 */
export function Disclosure({ summary, children, onToggle, className }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  return (
    <DisclosureBox
      className={className}
      onToggle={(event) => {
        const next = event.currentTarget.open;
        setOpen(next);
        onToggle?.(next);
      }}
    >
      <summary aria-expanded={open}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" data-disclosure-marker="">
          <path d="M6 3.5 10.5 8 6 12.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {summary}
      </summary>
      {children}
    </DisclosureBox>
  );
}

/** "How is this counted?": a figure's one-sentence definition (or a list of them), one click away. */
export function HowCounted({ children }: { children: ReactNode }) {
  return <Disclosure summary="How is this counted?">{typeof children === 'string' ? <p>{children}</p> : children}</Disclosure>;
}

export interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  /** A button or link that gets the person going, e.g. "Add a member". */
  action?: ReactNode;
}

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => themeOf(p.theme).spacing.sm};
  padding: ${(p) => themeOf(p.theme).spacing.xl} ${(p) => themeOf(p.theme).spacing.md};
  border: 1px dashed ${(p) => themeOf(p.theme).colors.textMuted};
  border-radius: ${(p) => themeOf(p.theme).radii.lg};
  color: ${(p) => themeOf(p.theme).colors.textMuted};
  text-align: center;

  > svg {
    color: ${(p) => themeOf(p.theme).colors.textMuted};
  }
`;

const EmptyTitle = styled.p`
  margin: 0;
  color: ${(p) => themeOf(p.theme).colors.text};
  font-size: ${(p) => themeOf(p.theme).fontSizes.lg};
  font-weight: 600;
`;

const EmptyText = styled.div`
  max-width: 48ch;
  line-height: 1.5;

  p {
    margin: 0;
  }
`;

/** What a list shows when it has nothing: a title, why or what next, and an optional action. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <Empty data-empty-state="">
      <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
        <path
          d="M4 13h4l2 3h4l2-3h4M5.5 5h13L21 13v5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-5z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      </svg>
      <EmptyTitle>{title}</EmptyTitle>
      {children && <EmptyText>{children}</EmptyText>}
      {action && <div>{action}</div>}
    </Empty>
  );
}

export interface DescriptionItem {
  label: string;
  value: ReactNode;
}

const List = styled.dl`
  margin: 0;

  > div {
    display: grid;
    grid-template-columns: 1fr;
    gap: 2px;
    padding: ${(p) => themeOf(p.theme).spacing.sm} 0;
    border-bottom: 1px solid ${(p) => themeOf(p.theme).colors.border};
  }
  > div:last-child {
    border-bottom: 0;
  }
  dt {
    color: ${(p) => themeOf(p.theme).colors.textMuted};
    font-weight: 600;
  }
  dd {
    margin: 0;
    color: ${(p) => themeOf(p.theme).colors.text};
    overflow-wrap: anywhere;
  }
  @media (min-width: ${(p) => themeOf(p.theme).breakpoints.mobile}px) {
    > div {
      grid-template-columns: minmax(8rem, 1fr) 2fr;
      gap: ${(p) => themeOf(p.theme).spacing.md};
    }
  }
`;

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');
}

/** Label and value pairs: side by side on wide screens, stacked on phones; empty values read "Not provided". */
export function DescriptionList({ items }: { items: DescriptionItem[] }) {
  return (
    <List>
      {items.map((item, index) => (
        <div key={`${index}-${item.label}`}>
          <dt>{item.label}</dt>
          <dd>
            {isEmpty(item.value) ? (
              <>
                <span aria-hidden="true">—</span>
                <VisuallyHidden>Not provided</VisuallyHidden>
              </>
            ) : (
              item.value
            )}
          </dd>
        </div>
      ))}
    </List>
  );
}
