// Every profile query of the member area starts with this key.
export const PROFILE_KEY = ['member', 'profile'] as const;

// The person's signed-in devices.
export const SESSIONS_KEY = [...PROFILE_KEY, 'sessions'] as const;
