// Every query of the check-in display starts with this key.
export const CHECK_IN_KEY = ['admin', 'check-in'] as const;
