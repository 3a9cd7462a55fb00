import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { FormDetails, FormMessage, FormStatus, FormSubmission, FormType } from '@church/contracts/forms';
import { fullName } from '@church/contracts/user';
import type { Db } from '../../db/client';
import { formMessages, formReplies, users } from '../../db/schema';
import type { Page } from '../../db/sql-helpers';
import type { MailMessage } from '../../mail/mailer';
import { enqueueMail } from '../../mail/queue';

type FormRow = typeof formMessages.$inferSelect;

// The last reply's time comes with each row (one correlated lookup on form_replies' index).
const repliedAt = sql<Date | string | null>`(select max(r.created_at) from form_replies r where r.form_message_id = "form_messages"."id")`;
const selection = { message: formMessages, repliedAt };

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toFormJson({ message: row, repliedAt: replied }: { message: FormRow; repliedAt: Date | string | null }): FormMessage {
  return {
    id: row.id,
    type: row.type as FormType, // CHECKed to the three kinds by the table
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    is_anonymous: row.isAnonymous,
    share_consent: row.shareConsent,
    read_at: iso(row.readAt),
    archived_at: iso(row.archivedAt),
    replied_at: iso(replied),
    created_at: row.createdAt.toISOString(),
  };
}

/** An anonymous prayer request keeps no trace of who sent it, even from a signed-in member. */
export async function insertFormMessage(db: Db, type: FormType, body: FormSubmission, userId: number | null) {
  const anonymous = 'is_anonymous' in body ? body.is_anonymous : false;
  const [row] = await db
    .insert(formMessages)
    .values({
      type,
      name: body.name ?? null,
      email: body.email ? body.email.toLowerCase() : null,
      phone: body.phone ?? null,
      message: body.message,
      // Only prayer requests can be anonymous and only testimonies carry a consent to share.
      isAnonymous: anonymous,
      shareConsent: 'share_consent' in body ? body.share_consent : false,
      userId: anonymous ? null : userId,
    })
    .returning({ id: formMessages.id, createdAt: formMessages.createdAt });
  return row;
}

export interface InboxFilter {
  type?: FormType;
  status?: FormStatus;
  consent?: boolean;
}

// The inbox is everything not archived; a status narrows it (archived: the archive).
function inboxWhere({ type, status, consent }: InboxFilter): SQL | undefined {
  const archived = status === 'archived';
  return and(
    type ? eq(formMessages.type, type) : undefined,
    archived ? isNotNull(formMessages.archivedAt) : isNull(formMessages.archivedAt),
    status === 'unread' ? isNull(formMessages.readAt) : undefined,
    status === 'read' ? isNotNull(formMessages.readAt) : undefined,
    status === 'answered' ? sql`exists (select 1 from ${formReplies} r where r.form_message_id = ${formMessages.id})` : undefined,
    consent ? eq(formMessages.shareConsent, true) : undefined,
  );
}

export async function listFormMessages(db: Db, filter: InboxFilter, page: Page): Promise<{ rows: FormMessage[]; total: number }> {
  const where = inboxWhere(filter);
  const [rows, [{ total }]] = await Promise.all([
    db.select(selection).from(formMessages).where(where).orderBy(desc(formMessages.createdAt), desc(formMessages.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(formMessages).where(where),
  ]);
  return { rows: rows.map(toFormJson), total };
}

export async function findFormMessage(db: Db, id: number): Promise<FormMessage | null> {
  const [row] = await db.select(selection).from(formMessages).where(eq(formMessages.id, id));
  return row ? toFormJson(row) : null;
}

export async function formDetails(db: Db, id: number): Promise<FormDetails | null> {
  const message = await findFormMessage(db, id);
  if (!message) return null;
  const replies = await db
    .select({ id: formReplies.id, message: formReplies.message, sentTo: formReplies.sentTo, createdAt: formReplies.createdAt, firstName: users.firstName, lastName: users.lastName })
    .from(formReplies)
    .leftJoin(users, eq(users.id, formReplies.authorId))
    .where(eq(formReplies.formMessageId, id))
    .orderBy(asc(formReplies.createdAt), asc(formReplies.id));
  return {
    ...message,
    replies: replies.map((r) => ({
      id: r.id,
      message: r.message,
      sent_to: r.sentTo,
      author_name: r.firstName === null || r.lastName === null ? null : fullName(r.firstName, r.lastName),
      created_at: r.createdAt.toISOString(),
    })),
  };
}

/** Read/unread and archived/restored; false when the message does not exist. Reading twice keeps the first time. */
export async function updateFormMessage(db: Db, id: number, { read, archived }: { read?: boolean; archived?: boolean }): Promise<boolean> {
  const updated = await db
    .update(formMessages)
    .set({
      ...(read === undefined ? {} : { readAt: read ? sql`coalesce(${formMessages.readAt}, now())` : null }),
      ...(archived === undefined ? {} : { archivedAt: archived ? sql`coalesce(${formMessages.archivedAt}, now())` : null }),
    })
    .where(eq(formMessages.id, id))
    .returning({ id: formMessages.id });
  return updated.length > 0;
}

/** Keeps a reply with its mail, queued in the same transaction; answering a message is reading it. */
export async function saveReply(db: Db, reply: { formMessageId: number; authorId: number; message: string; sentTo: string }, mail: MailMessage): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(formReplies).values(reply);
    await enqueueMail(tx, [{ kind: 'message', message: mail }]);
    await tx.update(formMessages).set({ readAt: sql`coalesce(${formMessages.readAt}, now())` }).where(eq(formMessages.id, reply.formMessageId));
  });
}
