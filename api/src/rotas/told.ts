import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { ROLE_IDS } from '@church/contracts/roles';
import type { Team } from '@church/contracts/teams';
import type { Db } from '../db/client';
import { userRoles, users } from '../db/schema';

// Who is told of a change on a team's rota: its leaders; a team with no leader (but those the
// change is about) has the church's active admins told instead, so no change goes unseen.

export async function leadersOrAdmins(db: Db, team: Team, except: readonly number[]): Promise<{ ids: number[]; noLeader: boolean }> {
  const leaders = team.members.filter((m) => m.is_leader && !except.includes(m.id)).map((m) => m.id);
  if (leaders.length > 0) return { ids: leaders, noLeader: false };
  const admins = await db.select({ id: users.id }).from(userRoles).innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.roleId, ROLE_IDS.admin), isNull(users.deactivatedAt), except.length > 0 ? notInArray(users.id, [...except]) : undefined));
  return { ids: admins.map((row) => row.id), noLeader: true };
}

/** The sentence added when the admins are told for a team without a leader. */
export const noLeaderSentence = (teamName: string) => ` ${teamName} has no leader to tell, so the church’s admins are told.`;
