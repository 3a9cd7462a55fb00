// The unit sheet's rules the page and the API share, free of zod so the page loads none.

/** How far back a sheet reaches: today and the 13 days before it, the page's service chooser and the API alike. */
export const SHEET_DAYS_BACK = 13;

export const SHEET_MESSAGES = {
  tooOld: 'The sheet covers the services of the last two weeks: choose one of them.',
  ownNeedsCode: 'Your own attendance is recorded at the door: scan the code on the screen at church, or ask the welcome team.',
} as const;
