// Button and link-styled-as-button, with loading/disabled states and a click ripple.
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Link } from '@church/platform/router';
import styled, { css, keyframes } from 'styled-components';
import { Spinner } from './Loader';
import { reducedMotionQuery, themeOf, type AppTheme } from './theme';
import { RIPPLE_MS, useRipple } from '../internal/useRipple';

export const buttonVariants = [
  'primary',
  'outline-primary',
  'danger',
  'outline-danger',
  'light',
  'outline-light',
  'dark',
  'outline-dark',
  'ghost',
] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = 'sm' | 'md' | 'lg';

interface BaseProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Blocks clicks and replaces the label with a spinner (the label stays the accessible name). */
  loading?: boolean;
  /** Blocks clicks. */
  disabled?: boolean;
  fullWidth?: boolean;
  children?: ReactNode;
}

export type ButtonAsButtonProps = BaseProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof BaseProps> & {
    to?: undefined;
    newTab?: undefined;
    ref?: Ref<HTMLButtonElement>;
  };

export type ButtonAsLinkProps = BaseProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof BaseProps | 'href'> & {
    /** http(s)://, // (and mailto:/tel:) render a plain anchor; anything else a router link. */
    to: string;
    /** Open in a new tab (same as target="_blank"); adds rel="noopener noreferrer". */
    newTab?: boolean;
    replace?: boolean;
    state?: unknown;
    ref?: Ref<HTMLAnchorElement>;
  };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/** Links starting with http or // leave the app. mailto:/tel: can never be router paths. */
export function isExternalTarget(to: string): boolean {
  return /^(http|\/\/|mailto:|tel:)/i.test(to);
}

function withSafeRel(rel: string | undefined): string {
  const parts = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  parts.add('noopener');
  parts.add('noreferrer');
  return [...parts].join(' ');
}

function solid(bg: string, hover: string, fg: string) {
  return css`
    background: ${bg};
    border-color: ${bg};
    color: ${fg};
    &:hover:not([aria-disabled='true']):not(:disabled) {
      background: ${hover};
      border-color: ${hover};
    }
  `;
}

function outline(colour: string, fg: string) {
  return css`
    background: transparent;
    border-color: ${colour};
    color: ${colour};
    &:hover:not([aria-disabled='true']):not(:disabled) {
      background: ${colour};
      color: ${fg};
    }
  `;
}

function variantCss(variant: ButtonVariant, t: AppTheme) {
  const c = t.colors;
  switch (variant) {
    case 'primary':
      return solid(c.primary, c.primaryHover, c.primaryContrast);
    case 'outline-primary':
      return outline(c.primary, c.primaryContrast);
    case 'danger':
      return solid(c.danger, c.dangerHover, c.dangerContrast);
    case 'outline-danger':
      return outline(c.danger, c.dangerContrast);
    case 'light':
      return solid(c.light, c.lightHover, c.lightContrast);
    case 'outline-light':
      return outline(c.light, c.lightContrast);
    case 'dark':
      return solid(c.dark, c.darkHover, c.darkContrast);
    case 'outline-dark':
      return outline(c.dark, c.darkContrast);
    case 'ghost':
      return css`
        background: transparent;
        border-color: transparent;
        color: ${c.text};
        &:hover:not([aria-disabled='true']):not(:disabled) {
          background: ${c.surfaceAlt};
        }
      `;
  }
}

const padding: Record<ButtonSize, string> = { sm: '6px 12px', md: '10px 18px', lg: '14px 24px' };
const fontSize: Record<ButtonSize, 'sm' | 'md' | 'lg'> = { sm: 'sm', md: 'md', lg: 'lg' };

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $blocked: boolean;
  $loading: boolean;
  $fullWidth: boolean;
}

const base = css<StyleProps>`
  position: relative;
  overflow: hidden;
  display: ${(p) => (p.$fullWidth ? 'flex' : 'inline-flex')};
  width: ${(p) => (p.$fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: 8px;
  box-sizing: border-box;
  padding: ${(p) => padding[p.$size]};
  border: 1px solid transparent;
  border-radius: ${(p) => themeOf(p.theme).radii.md};
  font-family: ${(p) => themeOf(p.theme).fonts.body};
  font-size: ${(p) => themeOf(p.theme).fontSizes[fontSize[p.$size]]};
  font-weight: 600;
  line-height: 1.25;
  text-decoration: none;
  white-space: nowrap;
  user-select: none;
  cursor: ${(p) => (p.$loading ? 'progress' : p.$blocked ? 'not-allowed' : 'pointer')};
  opacity: ${(p) => (p.$blocked ? 0.6 : 1)};
  transition:
    background-color 0.15s ease,
    color 0.15s ease,
    border-color 0.15s ease;
  ${(p) => variantCss(p.$variant, themeOf(p.theme))}

  &:focus-visible {
    outline: 3px solid ${(p) => themeOf(p.theme).colors.focusRing};
    outline-offset: 2px;
  }
`;

const NativeButton = styled.button<StyleProps>`
  ${base}
`;
const Anchor = styled.a<StyleProps>`
  ${base}
`;
const RouterLink = styled(Link)<StyleProps>`
  ${base}
`;

const Label = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  /* opacity (not visibility) keeps the label as the accessible name and the button's width. */
  opacity: ${(p) => (p.$hidden ? 0 : 1)};
`;

const SpinnerSlot = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

const grow = keyframes`
  from { transform: scale(0); opacity: 0.35; }
  to { transform: scale(1); opacity: 0; }
`;

const RippleDot = styled.span`
  position: absolute;
  border-radius: 50%;
  background: currentColor;
  pointer-events: none;
  transform: scale(0);
  animation: ${grow} ${RIPPLE_MS}ms ease-out forwards;

  @media ${reducedMotionQuery} {
    display: none;
  }
`;

function useButtonParts(props: BaseProps, onClick: ((event: MouseEvent<never>) => void) | undefined) {
  const { variant = 'primary', size = 'md', loading = false, disabled = false, fullWidth = false, children } = props;
  const blocked = loading || disabled;
  const { ripples, addRipple } = useRipple();

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (blocked) {
      // Also stops form submission and link navigation.
      event.preventDefault();
      return;
    }
    addRipple(event);
    onClick?.(event as MouseEvent<never>);
  };

  const content = (
    <>
      <Label $hidden={loading}>{children}</Label>
      {loading && (
        <SpinnerSlot>
          <Spinner decorative size="sm" />
        </SpinnerSlot>
      )}
      {ripples.map((r) => (
        <RippleDot
          key={r.id}
          data-ripple=""
          aria-hidden="true"
          style={{ left: r.x, top: r.y, width: r.size, height: r.size }}
        />
      ))}
    </>
  );

  const styleProps: StyleProps = {
    $variant: variant,
    $size: size,
    $blocked: blocked,
    $loading: loading,
    $fullWidth: fullWidth,
  };
  return { blocked, loading, variant, handleClick, content, styleProps };
}

function LinkButton(props: ButtonAsLinkProps) {
  const {
    variant: _v, size: _s, loading: _l, disabled: _d, fullWidth: _f, children: _c,
    to, newTab, target, rel, replace, state, onClick, ...anchorProps
  } = props;
  const parts = useButtonParts(props, onClick);
  const opensNewTab = Boolean(newTab) || target === '_blank';
  const common = {
    ...anchorProps,
    ...parts.styleProps,
    target: opensNewTab ? '_blank' : target,
    rel: opensNewTab ? withSafeRel(rel) : rel,
    onClick: parts.handleClick,
    'aria-disabled': parts.blocked || undefined,
    'aria-busy': parts.loading || undefined,
    'data-variant': parts.variant,
  };
  return isExternalTarget(to) ? (
    <Anchor href={to} {...common}>
      {parts.content}
    </Anchor>
  ) : (
    <RouterLink to={to} replace={replace} state={state} {...common}>
      {parts.content}
    </RouterLink>
  );
}

function PlainButton(props: ButtonAsButtonProps) {
  const {
    variant: _v, size: _s, loading: _l, disabled, fullWidth: _f, children: _c,
    to: _to, newTab: _n, type = 'button', onClick, ...buttonProps
  } = props;
  const parts = useButtonParts(props, onClick);
  return (
    <NativeButton
      {...buttonProps}
      {...parts.styleProps}
      type={type}
      disabled={disabled}
      onClick={parts.handleClick}
      aria-disabled={parts.blocked || undefined}
      aria-busy={parts.loading || undefined}
      data-variant={parts.variant}
    >
      {parts.content}
    </NativeButton>
  );
}

/** A button, or (with `to`) a link that looks like one. Defaults: primary, md, type="button". */
export function Button(props: ButtonProps) {
  return props.to !== undefined ? <LinkButton {...props} /> : <PlainButton {...props} />;
}
