// The seeded demo accounts (never seeded in production): the API seed creates them, the standalone
// harness signs in as them, and the e2e suite and benchmarks read the same JSON file.
import demo from './demo-accounts.json';

export const DEMO_PASSWORD: string = demo.password;

export const DEMO_ACCOUNTS = demo.accounts satisfies Record<'admin' | 'leader' | 'member', string>;

export type DemoRole = keyof typeof DEMO_ACCOUNTS;
