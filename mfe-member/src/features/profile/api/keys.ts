// Every profile query of the member area starts with this key.
export const PROFILE_KEY = ['member', 'profile'] as const;
