// The welcome page's choices and messages, apart from the registration's schema
// (first-timers.ts): the page renders its form without loading zod.
export const HOW_HEARD_OPTIONS = ['Friend or family', 'Social media', 'Walked past', 'Flyer', 'Radio', 'Online search', 'Other'] as const;
export type HowHeard = (typeof HOW_HEARD_OPTIONS)[number];

/** The church's records of visitors start in 2000; an earlier date is a typo (the API refuses the future). */
export const FIRST_VISIT_DAY = '2000-01-01';

// The one answer of the welcome form, whether the phone is new, known, or registered already
// today: true in each case, and telling nobody who is on record.
export const FIRST_TIMER_WELCOME_MESSAGE =
  'Thank you for registering your visit today. We are glad you came and hope to see you again soon! If you have registered before, our team checks any changed details before they replace the ones we have.';

/** The details a returning visitor may propose on the welcome form, and how an admin reviews them. */
export const PROPOSED_DETAILS = ['first_name', 'last_name', 'email', 'gender', 'address', 'how_heard', 'prayer_request', 'consent_to_contact'] as const;
export type ProposedDetail = (typeof PROPOSED_DETAILS)[number];
export const PROPOSED_DETAIL_LABELS: Record<ProposedDetail, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  gender: 'Gender',
  address: 'Address',
  how_heard: 'How they heard of us',
  prayer_request: 'Prayer request',
  consent_to_contact: 'Agreed to be contacted',
};
