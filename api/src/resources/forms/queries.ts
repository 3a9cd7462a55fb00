import { and, count, desc, eq } from 'drizzle-orm';
import type { FormMessage, FormSubmission, FormType } from '@church/contracts/forms';
import type { Db } from '../../db/client';
import { formMessages } from '../../db/schema';
import type { Page } from '../../db/sql-helpers';

type FormRow = typeof formMessages.$inferSelect;

export function toFormJson(row: FormRow): FormMessage {
  return {
    id: row.id,
    type: row.type as FormType, // CHECKed to the three kinds by the table
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    is_anonymous: row.isAnonymous,
    share_consent: row.shareConsent,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function insertFormMessage(db: Db, type: FormType, body: FormSubmission, userId: number | null) {
  const [row] = await db
    .insert(formMessages)
    .values({
      type,
      name: body.name ?? null,
      email: body.email ? body.email.toLowerCase() : null,
      phone: body.phone ?? null,
      message: body.message,
      // Only prayer requests can be anonymous and only testimonies carry a consent to share.
      isAnonymous: 'is_anonymous' in body ? body.is_anonymous : false,
      shareConsent: 'share_consent' in body ? body.share_consent : false,
      userId,
    })
    .returning({ id: formMessages.id, createdAt: formMessages.createdAt });
  return row;
}

export async function listFormMessages(db: Db, filter: { type?: FormType }, page: Page): Promise<{ rows: FormMessage[]; total: number }> {
  const where = and(filter.type ? eq(formMessages.type, filter.type) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(formMessages).where(where).orderBy(desc(formMessages.createdAt), desc(formMessages.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(formMessages).where(where),
  ]);
  return { rows: rows.map(toFormJson), total };
}
