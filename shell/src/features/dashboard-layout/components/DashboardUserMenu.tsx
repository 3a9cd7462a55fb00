import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar } from 'shared_ui/Avatar';
import { dashboardHome } from '@church/platform/guards';
import { useAuth } from '@church/platform/use-auth';
import { useDismiss } from '../../../shared/hooks/useDismiss';
import { RoleBadge } from './RoleBadge';

const Wrap = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm};
  padding: 4px;
  border: 0;
  border-radius: ${(p) => p.theme.radii.pill};
  background: none;
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focusRing};
    outline-offset: 2px;
  }

  .name {
    font-weight: 600;
  }

  @media (max-width: ${(p) => p.theme.breakpoints.mobile - 1}px) {
    .name {
      display: none;
    }
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  min-width: 260px;
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

/** The dashboard's user menu: name, email, role badge, Dashboard, Profile, Attendance, Sign out. */
export function DashboardUserMenu() {
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
  const done = () => setOpen(false);
  return (
    <Wrap ref={wrapRef}>
      <Trigger ref={triggerRef} type="button" aria-expanded={open} aria-controls={panelId} aria-label={`Account menu for ${user.first_name}`} onClick={() => setOpen((v) => !v)}>
        <Avatar src={user.avatar} initials={user.initials} name={user.full_name} alt={user.full_name} size="sm" />
        <span className="name">{user.first_name}</span>
      </Trigger>
      {open && (
        <Panel id={panelId} data-testid="dashboard-user-menu">
          <p>
            <strong>
              {user.first_name} {user.last_name}
            </strong>
          </p>
          <p className="email">{user.email}</p>
          <RoleBadge roles={user.roles} />
          <ul>
            <li>
              <Link to={dashboardHome(user)} onClick={done}>
                Dashboard
              </Link>
            </li>
            <li>
              <Link to="/dashboard/profile" onClick={done}>
                Profile
              </Link>
            </li>
            <li>
              <Link to="/dashboard/attendance" onClick={done}>
                Attendance
              </Link>
            </li>
            <li>
              <button type="button" disabled={logout.isPending} onClick={() => logout.mutate(undefined, { onSettled: done })}>
                Sign out
              </button>
            </li>
          </ul>
        </Panel>
      )}
    </Wrap>
  );
}
