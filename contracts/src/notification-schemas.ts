import { z } from 'zod';
import { listMetaSchema, paginationQuerySchema } from './envelope';
import { NOTIFICATION_DELIVERIES, NOTIFICATION_KINDS } from './notifications';

// The notification centre's requests and answers (the API validates with them; the pages type with them).

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path of the site, or null. */
  link: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = paginationQuerySchema;

export const notificationListResponseSchema = z.object({
  data: z.array(notificationSchema),
  meta: listMetaSchema,
  /** The person's unread notifications, all pages together. */
  unread: z.number().int(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const MAX_READ_IDS = 200;

/** `{ ids }` marks those of the person's notifications read; `{ all: true }` every one. */
export const markNotificationsReadSchema = z
  .object({
    ids: z.array(z.number({ error: 'Each id must be a number' }).int('Each id must be a whole number').positive('Each id must be positive').max(2147483647, 'A notification id is at most 2147483647'), { error: 'ids must be a list of notification ids' }).min(1, 'Name at least one notification').max(MAX_READ_IDS, `At most ${MAX_READ_IDS} at a time`).optional(),
    all: z.literal(true, { error: 'all must be true' }).optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), { message: 'Send either ids or all: true', path: ['ids'] });
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

export const markNotificationsReadResponseSchema = z.object({ data: z.object({ unread: z.number().int() }), message: z.string() });

export const UNSUBSCRIBE_LINK_INVALID_MESSAGE = 'This unsubscribe link does not work: it was already used, has expired, or was not made by us. You can choose which mail you get on your profile.';

/** The token comes in the JSON body, or in the address with the mail program's one-click form body. */
export const unsubscribeBodySchema = z
  .object({
    token: z.string().min(1, 'The link has no token').max(200, 'This is not an unsubscribe token').optional(),
    'List-Unsubscribe': z.literal('One-Click').optional(),
  })
  .optional();
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(200, 'This is not an unsubscribe token').optional() });

/** What was turned off: a kind of notification, or 'digest' (every kind in the daily digest). */
export const unsubscribeResponseSchema = z.object({ kind: z.string(), label: z.string(), message: z.string() });
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

export const notificationPreferenceSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  label: z.string(),
  delivery: z.enum(NOTIFICATION_DELIVERIES),
  deliveries: z.array(z.enum(NOTIFICATION_DELIVERIES)),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesResponseSchema = z.object({ data: z.array(notificationPreferenceSchema), message: z.string().optional() });

export const updateNotificationPreferencesSchema = z.object({
  preferences: z
    .array(z.object({
      kind: z.enum(NOTIFICATION_KINDS, { error: 'Not a kind of notification' }),
      delivery: z.enum(NOTIFICATION_DELIVERIES, { error: 'Choose at once, in the digest, or no mail' }),
    }))
    .min(1, 'Choose at least one preference')
    .max(NOTIFICATION_KINDS.length, `At most ${NOTIFICATION_KINDS.length} preferences`),
});
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;

export const KIND_NOT_YOURS_MESSAGE = 'You do not receive this kind of notification.';
export const KIND_NAMED_TWICE_MESSAGE = 'This kind of notification is named twice.';
export const DELIVERY_NOT_OFFERED_MESSAGE = 'This kind of notification cannot be mailed that way.';
