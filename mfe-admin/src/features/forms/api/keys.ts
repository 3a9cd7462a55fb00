// Every query of the forms inbox starts with this key: reading, archiving or answering a message
// refreshes the list, the tabs' unread counts and the open message together.
export const ADMIN_FORMS_KEY = ['admin', 'forms'] as const;
