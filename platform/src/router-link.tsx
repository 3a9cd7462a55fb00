// The client-side link every area hands to shared-ui's tables, breadcrumbs and cards. Its type is
// shared-ui's RenderLink, written out here: platform imports nothing of shared-ui.
import type { ReactNode } from 'react';
import { Link } from '@church/platform/router';

/** Renders `href` as a react-router Link, so following it stays in the app. */
export const renderRouterLink = (href: string, children: ReactNode): ReactNode => <Link to={href}>{children}</Link>;
