// The church's pills: a follow-up's status and a role, each in its tone, the same on every page.
import type { FollowUpStatus } from '@church/contracts/follow-up';
import type { RoleName } from '@church/contracts/roles';
import type { BadgeTone } from '../kit/theme';
import { Badge } from '../exposed/display';

// Types only from contracts: a new status or role fails the type check here until it gets a tone.
const FOLLOW_UP_TONES: Record<FollowUpStatus, BadgeTone> = {
  'Not Contacted': 'warning',
  Contacted: 'info',
  'Invited Again': 'accent',
  Visiting: 'info',
  Integrated: 'success',
  'Opt-out': 'neutral',
};

const ROLE_TONES: Record<RoleName, BadgeTone> = {
  admin: 'accent',
  leader: 'info',
  member: 'neutral',
};

export function followUpStatusTone(status: FollowUpStatus): BadgeTone {
  return FOLLOW_UP_TONES[status] ?? 'neutral';
}

export function roleTone(role: RoleName): BadgeTone {
  return ROLE_TONES[role] ?? 'neutral';
}

/** A follow-up's status as a pill, in the status's tone (the one badge every follow-up page shows). */
export function FollowUpStatusBadge({ status }: { status: FollowUpStatus }) {
  return <Badge tone={followUpStatusTone(status)}>{status}</Badge>;
}
