// The kinds of notification, one place for the API (who gets what, when it is mailed) and the
// pages (the bell's list, the preferences on the profile). Every notification shows in the
// person's bell; its kind's delivery decides whether it is also mailed at once, gathered into
// the day's digest mail, or not mailed at all.

export const NOTIFICATION_KINDS = ['visitor_assigned', 'follow_up_due', 'unit_absences', 'weekly_summary', 'month_progress', 'rota_asked', 'rota_declined', 'rota_withdrawn', 'rota_swapped', 'rota_reminder'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_DELIVERIES = ['immediate', 'digest', 'off'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

export const NOTIFICATION_DELIVERY_LABELS: Record<NotificationDelivery, string> = {
  immediate: 'Mail me each time',
  digest: 'In my daily digest',
  off: 'No mail (the bell only)',
};

export interface NotificationKindInfo {
  /** The preference's label on the profile. */
  label: string;
  /** Who can receive it: a person sees only the kinds of their roles. */
  roles: readonly ('admin' | 'leader' | 'member')[];
  /** The delivery when the person has not chosen. */
  byDefault: NotificationDelivery;
  /** The deliveries offered: a digest of digests makes no sense. */
  deliveries: readonly NotificationDelivery[];
}

export const NOTIFICATION_KIND_INFO: Record<NotificationKind, NotificationKindInfo> = {
  visitor_assigned: {
    label: 'A first-time visitor is assigned to me',
    roles: ['admin', 'leader', 'member'],
    byDefault: 'immediate',
    deliveries: ['immediate', 'digest', 'off'],
  },
  follow_up_due: {
    label: 'A follow-up of mine is overdue or due today',
    roles: ['admin', 'leader', 'member'],
    byDefault: 'immediate',
    deliveries: ['immediate', 'digest', 'off'],
  },
  unit_absences: {
    label: 'After each service: who in my units was absent, and who is slipping',
    roles: ['leader'],
    byDefault: 'immediate',
    deliveries: ['immediate', 'digest', 'off'],
  },
  weekly_summary: {
    label: "The week's summary for admins (new visitors, follow-ups, forms, slipping members, attendance)",
    roles: ['admin'],
    byDefault: 'immediate',
    deliveries: ['immediate', 'off'],
  },
  month_progress: {
    label: "My month's attendance progress, at the month's end",
    roles: ['member'],
    byDefault: 'off',
    deliveries: ['immediate', 'off'],
  },
  // Its mail carries the answer links, so it is mailed at once or not at all.
  rota_asked: {
    label: 'I am asked to serve on a rota (with Accept and Decline links)',
    roles: ['admin', 'leader', 'member'],
    byDefault: 'immediate',
    deliveries: ['immediate', 'off'],
  },
  rota_declined: {
    label: 'Someone declined a place on a team I lead, or on a team without a leader when I am an admin (with who could stand in)',
    roles: ['admin', 'leader', 'member'],
    byDefault: 'immediate',
    deliveries: ['immediate', 'digest', 'off'],
  },
  rota_withdrawn: {
    label: 'A team leader takes back a place I was asked for',
    roles: ['admin', 'leader', 'member'],
    byDefault: 'immediate',
    deliveries: ['immediate', 'digest', 'off'],
  },
  rota_swapped: {
    label: 'Someone I asked to take my rota place answers, or a place on a team I lead changes hands',
    roles: ['admin', 'leader', 'member'],
    byDefault: 'immediate',
    deliveries: ['immediate', 'digest', 'off'],
  },
  // A digest could arrive after the service: mailed at once or not at all.
  rota_reminder: {
    label: 'A reminder before a service I serve at',
    roles: ['admin', 'leader', 'member'],
    byDefault: 'immediate',
    deliveries: ['immediate', 'off'],
  },
};

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** The kinds a person with these roles can receive, in the fixed order. */
export function notificationKindsFor(roles: readonly string[]): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => NOTIFICATION_KIND_INFO[kind].roles.some((role) => roles.includes(role)));
}
