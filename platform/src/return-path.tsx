// A detail page opened from a list keeps the way back to it: the list's URL (its filters
// included) rides in the `back` parameter, so a reload or a shared link still knows it. The
// detail page's breadcrumb links back there, and the sidebar highlights that list's section
// rather than the detail page's own area.
import type { ReactNode } from 'react';
import { RETURN_PARAM, returnPathOf, withReturnPath, type ReturnPath } from '@church/contracts/site-map';
import { Link, useLocation } from '@church/platform/router';

/** A link to `to` (at its part `hash`, without '#') carrying the page it is on (path and query) as the way back. */
export function LinkFromHere({ to, hash, children }: { to: string; hash?: string; children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <Link to={`${withReturnPath(to, `${pathname}${search}`)}${hash ? `#${hash}` : ''}`}>{children}</Link>;
}

/** shared-ui's RenderLink (tables, cards) for links to a detail page that should lead back here. */
export const renderLinkFromHere = (href: string, children: ReactNode): ReactNode => <LinkFromHere to={href}>{children}</LinkFromHere>;

/** The list this page was opened from, when its `back` parameter names one that may be. */
export function useReturnPath(): ReturnPath | null {
  const { search } = useLocation();
  return returnPathOf(new URLSearchParams(search).get(RETURN_PARAM));
}
