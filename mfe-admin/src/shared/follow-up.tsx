// What the admin's follow-up pages (first-timers, follow-up feedbacks) show alike: the status
// options and badge, and the link to a first-timer's page.
// Features import this layer; it imports no feature.
import { FOLLOW_UP_STATUSES } from '@church/contracts/follow-up';
import { pathTo } from '@church/contracts/site-map';
import { renderLinkFromHere } from '@church/platform/return-path';
import { renderRouterLink } from '@church/platform/router-link';
import { FollowUpStatusBadge } from 'shared_ui/domain/badges';

/** The statuses as select options, in their fixed order. */
export const STATUS_OPTIONS = FOLLOW_UP_STATUSES.map((status) => ({ value: status, label: status }));

/** shared-ui's follow-up status badge, under the name this area's pages know it by. */
export const StatusBadge = FollowUpStatusBadge;

/** The first-timer's details page (the member area's, shared with their assignee). */
export const firstTimerPath = (id: number) => pathTo('members', 'firstTimer', { id });

/** Client-side links for shared-ui's tables and breadcrumbs (platform's one definition). */
export { renderRouterLink };

/** A first-timer's name linking to their page, which leads back to the list it was opened from. */
export const firstTimerLink = (id: number, name: string) => renderLinkFromHere(firstTimerPath(id), name);
