// The signed-in user's menu, used by the top bar and the dashboard header: a trigger with the
// avatar and first name, and a panel that closes on an outside click, on Escape (focus goes back
// to the trigger) and after choosing an item.
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Avatar } from 'shared_ui/Avatar';
import type { SessionUser } from '@church/platform/auth-slice';
import { usePopover } from '../hooks/usePopover';

const Wrap = styled.div`
  position: relative;
`;

const Trigger = styled.button<{ $outlined: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm};
  border-radius: ${(p) => p.theme.radii.pill};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  cursor: pointer;
  ${(p) =>
    p.$outlined
      ? css`
          padding: 4px 10px 4px 4px;
          border: 1px solid ${p.theme.colors.border};
          background: ${p.theme.colors.surface};
        `
      : css`
          padding: 4px;
          border: 0;
          background: none;

          .name {
            font-weight: 600;
          }

          @media (max-width: ${p.theme.breakpoints.mobile - 1}px) {
            .name {
              display: none;
            }
          }
        `}

  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Panel = styled.div<{ $minWidth: number }>`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  min-width: ${(p) => p.$minWidth}px;
  padding: ${(p) => p.theme.spacing.md};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.background};
  color: ${(p) => p.theme.colors.text};
  box-shadow: ${(p) => p.theme.shadows.lg};
  z-index: ${(p) => p.theme.zIndex.overlay};

  p {
    margin: 0 0 4px;
  }

  .email {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
    word-break: break-all;
  }

  ul {
    list-style: none;
    margin: ${(p) => p.theme.spacing.md} 0 0;
    padding: ${(p) => p.theme.spacing.sm} 0 0;
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }

  a,
  button {
    display: block;
    width: 100%;
    padding: 8px;
    border: 0;
    border-radius: ${(p) => p.theme.radii.sm};
    background: none;
    color: ${(p) => p.theme.colors.text};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }

  a:hover,
  button:hover {
    background: ${(p) => p.theme.colors.surfaceAlt};
  }

  a:focus-visible,
  button:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focusRing};
    outline-offset: -3px;
  }
`;

export interface AccountMenuProps {
  user: SessionUser;
  /** Test id of the open panel. */
  panelTestId: string;
  /** The top bar's trigger is outlined; the dashboard header's is plain and hides the name on phones. */
  outlined?: boolean;
  minWidth?: number;
  /** The panel's content; `close` closes the menu (call it after an item is chosen). */
  children: (close: () => void) => ReactNode;
}

export function AccountMenu({ user, panelTestId, outlined = false, minWidth = 240, children }: AccountMenuProps) {
  const { open, toggle, close, wrapRef, triggerRef, panelId } = usePopover();

  return (
    <Wrap ref={wrapRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        $outlined={outlined}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Account menu for ${user.first_name}`}
        onClick={toggle}
      >
        <Avatar src={user.avatar} initials={user.initials} name={user.full_name} alt={user.full_name} size="sm" />
        <span className="name">{user.first_name}</span>
      </Trigger>
      {open && (
        <Panel id={panelId} $minWidth={minWidth} data-testid={panelTestId}>
          {children(close)}
        </Panel>
      )}
    </Wrap>
  );
}
