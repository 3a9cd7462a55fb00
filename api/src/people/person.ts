import { eq, sql } from 'drizzle-orm';
import { ROLE_IDS } from '@church/contracts/roles';
import type { Db } from '../db/client';
import { userRoles, users } from '../db/schema';

// A person as the rules about them read them: who they are, whether they are an active member,
// an admin. Units, absences and joining mail all ask here.

export interface Person {
  id: number;
  firstName: string;
  lastName: string;
  /** Null for a person without an account. */
  email: string | null;
  phone: string | null;
  isAdmin: boolean;
  isMember: boolean;
  active: boolean;
}

const holdsRole = (roleId: number) => sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.roleId} = ${roleId})`;

export async function findPerson(db: Db, userId: number): Promise<Person | null> {
  const [row] = await db
    .select({
      id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone,
      isAdmin: holdsRole(ROLE_IDS.admin), isMember: holdsRole(ROLE_IDS.member), active: sql<boolean>`${users.deactivatedAt} is null`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
