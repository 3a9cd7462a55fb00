import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar } from 'shared_ui/Avatar';
import { useAuth } from '@church/platform/use-auth';
import { useDismiss } from '../../../shared/hooks/useDismiss';

const Wrap = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm};
  padding: 4px 10px 4px 4px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const MenuPanel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  min-width: 240px;
  padding: ${(p) => p.theme.spacing.md};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.background};
  color: ${(p) => p.theme.colors.text};
  box-shadow: ${(p) => p.theme.shadows.lg};
  z-index: ${(p) => p.theme.zIndex.overlay};

  p {
    margin: 0;
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

/** The top bar's user menu: avatar and first name; full name, email, Profile and Logout inside. */
export function TopBarUserMenu() {
  const { user, logout } = useAuth();
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, []);
  useDismiss(wrapRef, open, close);

  if (!user) return null;
  return (
    <Wrap ref={wrapRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Account menu for ${user.first_name}`}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar src={user.avatar} initials={user.initials} name={user.full_name} alt={user.full_name} size="sm" />
        <span>{user.first_name}</span>
      </Trigger>
      {open && (
        <MenuPanel id={panelId} data-testid="top-bar-user-menu">
          <p>
            <strong>{user.full_name}</strong>
          </p>
          <p className="email">{user.email}</p>
          <ul>
            <li>
              <Link to="/dashboard/profile" onClick={() => setOpen(false)}>
                Profile
              </Link>
            </li>
            <li>
              <button type="button" disabled={logout.isPending} onClick={() => logout.mutate(undefined, { onSettled: () => setOpen(false) })}>
                Logout
              </button>
            </li>
          </ul>
        </MenuPanel>
      )}
    </Wrap>
  );
}
