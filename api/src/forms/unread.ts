import { and, count, isNull } from 'drizzle-orm';
import { FORM_TYPES, type FormType } from '@church/contracts/forms';
import type { Db } from '../db/client';
import { formMessages } from '../db/schema';

// The forms' inbox as others count it: the inbox's tabs, the admin's dashboard and the weekly summary.

/** Unread messages in the inbox (not archived) per kind: the tabs' counts. */
export async function unreadCounts(db: Db): Promise<Record<FormType, number>> {
  const rows = await db
    .select({ type: formMessages.type, unread: count() })
    .from(formMessages)
    .where(and(isNull(formMessages.readAt), isNull(formMessages.archivedAt)))
    .groupBy(formMessages.type);
  return Object.fromEntries(FORM_TYPES.map((type) => [type, Number(rows.find((r) => r.type === type)?.unread ?? 0)])) as Record<FormType, number>;
}
