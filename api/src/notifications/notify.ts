import { sql } from 'drizzle-orm';
import { NOTIFICATION_KIND_INFO, NOTIFICATION_KINDS, type NotificationKind } from '@church/contracts/notifications';
import type { Db } from '../db/client';
import { rawRows } from '../db/sql-helpers';

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  /** What it is about, e.g. `follow_up:12`; with kind, person and day it is the notification's key. */
  subject: string;
  /** The church-calendar day it belongs to, 'YYYY-MM-DD'. */
  day: string;
  title: string;
  body: string;
  /** A path of the site, or null. */
  link: string | null;
}

// Each kind's delivery when the person has not chosen one, as SQL rows.
const DEFAULT_DELIVERIES = JSON.stringify(NOTIFICATION_KINDS.map((kind) => ({ kind, delivery: NOTIFICATION_KIND_INFO[kind].byDefault })));

/**
 * Stores notifications in one statement (thousands at once) and answers the ids of those made
 * (in no particular order).
 * One that already exists (same kind, person, subject and day) is skipped, so a job run twice,
 * retried, or run by two API instances makes each notification once. Its mail follows the
 * person's preference for the kind, else the kind's default: at once ('pending'), in the daily
 * digest ('digest') or not at all ('none'); a person without an email (no sign-in) has the bell
 * alone. A deactivated account gets nothing.
 */
export async function notify(db: Db, items: readonly NewNotification[]): Promise<number[]> {
  if (items.length === 0) return [];
  const rows = JSON.stringify(items.map((item) => ({
    user_id: item.userId, kind: item.kind, subject: item.subject, day: item.day, title: item.title, body: item.body, link: item.link,
  })));
  const made = await rawRows<{ id: number }>(db, sql`
    insert into notifications (user_id, kind, subject, day, title, body, link, mail_status)
    select i.user_id, i.kind, i.subject, i.day, i.title, i.body, i.link,
           case when u.email is null then 'none'
                else case coalesce(p.delivery, d.delivery) when 'immediate' then 'pending' when 'digest' then 'digest' else 'none' end end
    from json_to_recordset(${rows}::json) as i(user_id int, kind text, subject text, day date, title text, body text, link text)
    join users u on u.id = i.user_id and u.deactivated_at is null
    join json_to_recordset(${DEFAULT_DELIVERIES}::json) as d(kind text, delivery text) on d.kind = i.kind
    left join notification_preferences p on p.user_id = i.user_id and p.kind = i.kind
    on conflict (kind, user_id, subject, day) do nothing
    returning id`);
  return made.map((row) => Number(row.id));
}
