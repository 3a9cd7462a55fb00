import { sql } from 'drizzle-orm';
import { users } from '../db/schema';
import type { SearchColumns } from '../db/sql-helpers';

// A person's names and email as one text: what the people search matches, spelled exactly as the
// trigram index users_search_trgm_idx (schema.ts) so PostgreSQL answers from the index. One text
// covers a first name, a surname, a full name ("Ruth Bello") and an email alike; a person without
// an account (no email) is still found by name.
export const userSearchText = sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || coalesce(${users.email}, ''))`;

/** Names, email and phone (users_phone_trgm_idx): the directory's search. */
export const userSearchColumns: SearchColumns = { text: [userSearchText], phone: users.phone };
