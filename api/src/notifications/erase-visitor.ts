import { sql } from 'drizzle-orm';
import { pathTo } from '@church/contracts/site-map';
import type { Db } from '../db/client';
import { textArray } from '../db/sql-helpers';

// A removed visitor leaves no name in anyone's bell or unsent mail (a notification's mail is
// written from its row when sent). The daily reminder and the assignment notice are the kinds
// that name visitors: one about the visitor alone is deleted; one that lists them beside others
// keeps the others, the visitor's name becoming `replacement`. The lists hold names, not ids, so
// another visitor of exactly the same name is rewritten too: erring towards erasure.

const VISITOR_KINDS = ['follow_up_due', 'visitor_assigned'];

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The name as a whole word sequence (not inside a longer name), as a PostgreSQL regular expression. */
const wholeName = (name: string) => `(?<![[:alnum:]])${escapeRegex(name)}(?![[:alnum:]])`;

export async function eraseVisitorFromNotifications(
  db: Pick<Db, 'execute'>,
  { firstTimerIds, followUpIds, names, replacement }: { firstTimerIds: readonly number[]; followUpIds: readonly number[]; names: readonly string[]; replacement: string },
): Promise<void> {
  const kinds = textArray(VISITOR_KINDS);
  const pages = firstTimerIds.map((id) => pathTo('members', 'firstTimer', { id }));
  await db.execute(sql`
    delete from notifications
    where kind = any(${kinds}) and (link = any(${textArray(pages)}) or subject = any(${textArray(followUpIds.map((id) => `follow_up:${id}`))}))`);
  for (const name of new Set(names.filter((n) => n.trim() !== ''))) {
    const pattern = wholeName(name);
    await db.execute(sql`
      update notifications set title = regexp_replace(title, ${pattern}, ${replacement}, 'g'), body = regexp_replace(body, ${pattern}, ${replacement}, 'g')
      where kind = any(${kinds}) and (title ~ ${pattern} or body ~ ${pattern})`);
  }
}
