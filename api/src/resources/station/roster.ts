import { asc, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { FoundPerson } from './people-search';

/**
 * Everyone a station may check in (active accounts), names and ids only, as the search answers
 * them: the tablet keeps the list to find people when its connection is gone.
 */
export function stationRoster(db: Db): Promise<FoundPerson[]> {
  return db
    .select({ id: users.id, first_name: users.firstName, last_name: users.lastName })
    .from(users)
    .where(isNull(users.deactivatedAt))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}
