import type { ReactNode } from 'react';
import { Link } from '@church/platform/router';
import styled from 'styled-components';

// An image tile. A linked tile is clickable as a whole (the heading's link stretches over the
// card) while the link's accessible name stays its short title.

export const TILE_IMAGE = { width: 320, height: 200 } as const;

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.sm};
  transition: box-shadow 0.2s, transform 0.2s;

  &:has(a:hover) {
    box-shadow: ${(p) => p.theme.shadows.md};
  }
  &:has(a:focus-visible) {
    outline: 3px solid ${(p) => p.theme.colors.focusRing};
    outline-offset: 3px;
  }
  @media (prefers-reduced-motion: no-preference) {
    &:has(a:hover) {
      transform: translateY(-2px);
    }
  }

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${TILE_IMAGE.width} / ${TILE_IMAGE.height};
    object-fit: cover;
  }
`;

const Body = styled.div`
  padding: ${(p) => p.theme.spacing.md};

  h2 {
    margin: 0 0 ${(p) => p.theme.spacing.xs};
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  p {
    margin: 0;
    line-height: 1.5;
    color: ${(p) => p.theme.colors.textMuted};
  }
  a {
    color: ${(p) => p.theme.colors.primary};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  a:focus-visible {
    outline: none;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

export interface TileProps {
  title: string;
  image: string;
  alt: string;
  to?: string;
  children: ReactNode;
  testId: string;
  /** The tile a phone shows first: its image is the page's largest paint, fetched before the scripts. */
  first?: boolean;
}

export function Tile({ title, image, alt, to, children, testId, first = false }: TileProps) {
  return (
    <Card data-testid={testId}>
      <img src={image} alt={alt} width={TILE_IMAGE.width} height={TILE_IMAGE.height} decoding="async" fetchPriority={first ? 'high' : undefined} />
      <Body>
        <h2>{to ? <Link to={to}>{title}</Link> : title}</h2>
        <p>{children}</p>
      </Body>
    </Card>
  );
}
