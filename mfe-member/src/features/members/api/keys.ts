// Every member-details query of the member area starts with this key, so the person and their
// attendance can be refreshed together.
export const MEMBERS_KEY = ['member', 'members'] as const;
