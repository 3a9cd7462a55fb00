// The welcome page's choices and messages, apart from the registration's schema
// (first-timers.ts): the page renders its form without loading zod.
export const HOW_HEARD_OPTIONS = ['Friend or family', 'Social media', 'Walked past', 'Flyer', 'Radio', 'Online search', 'Other'] as const;
export type HowHeard = (typeof HOW_HEARD_OPTIONS)[number];

/** The church's records of visitors start in 2000; an earlier date is a typo (the API refuses the future). */
export const FIRST_VISIT_DAY = '2000-01-01';

export const FIRST_TIMER_WELCOME_MESSAGE = 'Thank you for registering. We are glad you visited and hope to see you again soon!';
export const FIRST_TIMER_ALREADY_REGISTERED_MESSAGE = 'You are already registered for today. Thank you, and welcome!';
