// Every audit-trail query of the admin area starts with this key.
export const ADMIN_AUDIT_KEY = ['admin', 'audit-log'] as const;
