// The seeded demo accounts (never seeded in production): the API seed creates them and the
// standalone harness signs in as them, so both read them from here.
export const DEMO_PASSWORD = 'demo-password-2026';

export const DEMO_ACCOUNTS = {
  admin: 'admin@example.com',
  leader: 'leader@example.com',
  member: 'member@example.com',
} as const;

export type DemoRole = keyof typeof DEMO_ACCOUNTS;
