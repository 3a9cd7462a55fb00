// Loading indicators: an inline spinner and the full-screen logo loader.
import styled, { keyframes } from 'styled-components';
import { reducedMotionQuery, themeOf } from './theme';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const pulse = keyframes`
  0%, 100% { opacity: 1; transform: scale(1); }
  50% { opacity: 0.6; transform: scale(0.92); }
`;

export type SpinnerSize = 'sm' | 'md' | 'lg';
const spinnerPx: Record<SpinnerSize, number> = { sm: 16, md: 24, lg: 40 };

const Ring = styled.span<{ $px: number }>`
  display: inline-block;
  box-sizing: border-box;
  flex: none;
  width: ${(p) => p.$px}px;
  height: ${(p) => p.$px}px;
  border: ${(p) => Math.max(2, Math.round(p.$px / 8))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  vertical-align: middle;
  animation: ${spin} 0.75s linear infinite;

  /* Still turning (it signals activity), but slowly. */
  @media ${reducedMotionQuery} {
    animation-duration: 2s;
  }
`;

export interface SpinnerProps {
  /** sm 16 px, md 24 px, lg 40 px, or a pixel size. */
  size?: SpinnerSize | number;
  /** Accessible label; ignored when decorative. */
  label?: string;
  /** Hidden from assistive technology when its container already says it is busy. */
  decorative?: boolean;
  className?: string;
}

/** Inline spinner in the current text colour. */
export function Spinner({ size = 'md', label = 'Loading', decorative = false, className }: SpinnerProps) {
  const px = typeof size === 'number' ? size : spinnerPx[size];
  return decorative ? (
    <Ring $px={px} className={className} aria-hidden="true" data-spinner="" />
  ) : (
    <Ring $px={px} className={className} role="status" aria-label={label} data-spinner="" />
  );
}

const Screen = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${(p) => themeOf(p.theme).zIndex.loader};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => themeOf(p.theme).spacing.md};
  background: ${(p) => themeOf(p.theme).colors.background};
  color: ${(p) => themeOf(p.theme).colors.primary};
`;

const Logo = styled.svg`
  width: 72px;
  height: 72px;
  animation: ${pulse} 1.6s ease-in-out infinite;

  @media ${reducedMotionQuery} {
    animation: none;
  }
`;

const Caption = styled.span`
  font: 500 ${(p) => themeOf(p.theme).fontSizes.md} ${(p) => themeOf(p.theme).fonts.body};
  color: ${(p) => themeOf(p.theme).colors.textMuted};
`;

export interface FullScreenLoaderProps {
  /** Accessible and visible caption. */
  label?: string;
}

/** Covers the viewport while the app or an area loads. */
export function FullScreenLoader({ label = 'Loading' }: FullScreenLoaderProps) {
  return (
    <Screen role="status" aria-live="polite" aria-label={label}>
      <Logo viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        {/* A chapel with a cross; the door is cut out (evenodd). */}
        <path
          fill="currentColor"
          fillRule="evenodd"
          d="M29 2h6v6h6v5h-6v6l21 15v26H8V34l21-15v-6h-6V8h6zM27 60V50a5 5 0 0 1 10 0v10z"
        />
      </Logo>
      <Spinner decorative size="sm" />
      <Caption aria-hidden="true">{label}…</Caption>
    </Screen>
  );
}
