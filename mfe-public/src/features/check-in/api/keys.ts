// Every query of the check-in page starts with this key.
export const CHECK_IN_KEY = ['public', 'check-in'] as const;
