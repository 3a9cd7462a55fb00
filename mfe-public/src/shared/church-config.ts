// The church's own details for the public pages, kept in one place so that wording, channels
// and fallbacks change here and never inside a component. Meeting times come from the API's
// GET /api/services (the services admins manage); `fallbackMeetingTimes` is shown only while
// that call is failing, so a visitor still learns when to come.

export interface SocialChannel {
  /** The network's name, also the link's accessible name prefix. */
  network: string;
  handle: string;
  url: string;
}

export interface MeetingTime {
  /** e.g. ['Tuesday', 'Friday'] */
  days: string[];
  /** 24-hour HH:MM */
  time: string;
}

export const churchConfig = {
  name: 'Community Church',
  welcomeMessage:
    'Thank you for worshipping with us. Whether this is your first visit or you are coming back, you are part of the family here. Tell us a little about yourself below so that we can welcome you properly and pray with you.',
  contribution:
    'Give towards the work of the church at any service, in the offering, or ask an usher about bank transfers and other ways to give.',
  // Placeholder channels: replace with the church's real accounts before going live.
  socialChannels: [
    { network: 'Facebook', handle: 'Community Church', url: 'https://www.facebook.com/communitychurch' },
    { network: 'Instagram', handle: '@communitychurch', url: 'https://www.instagram.com/communitychurch' },
    { network: 'YouTube', handle: '@communitychurch', url: 'https://www.youtube.com/@communitychurch' },
    { network: 'X', handle: '@communitychurch', url: 'https://x.com/communitychurch' },
  ] satisfies SocialChannel[],
  fallbackMeetingTimes: [
    { days: ['Tuesday', 'Friday'], time: '17:30' },
    { days: ['Sunday'], time: '08:00' },
  ] satisfies MeetingTime[],
} as const;
