// Every follow-up feedback query of the admin area starts with this key.
export const ADMIN_FEEDBACK_KEY = ['admin', 'follow-up-feedback'] as const;
