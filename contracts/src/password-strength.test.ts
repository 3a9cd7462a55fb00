import {
  newPasswordField, PASSWORD_BLANK_MESSAGE, PASSWORD_HAS_EMAIL_MESSAGE, PASSWORD_HAS_NAME_MESSAGE, PASSWORD_REQUIRED_MESSAGE, PASSWORD_TOO_GUESSABLE_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE, passwordRulesProblem,
} from './password-rules';
import { DEMO_PASSWORD } from './demo-accounts';
import { loadPasswordEstimator, passwordProblem } from './password-strength';

// The rules of docs/decisions/0013-passwords.md, one message each, as the API and the forms show them.
const grace = { email: 'grace.okafor@example.org', firstName: 'Grace', lastName: 'Okafor' };

describe('passwordProblem', () => {
  it.each([
    ['', PASSWORD_REQUIRED_MESSAGE],
    ['password', PASSWORD_TOO_SHORT_MESSAGE],
    ['12345678', PASSWORD_TOO_SHORT_MESSAGE],
    ['        ', PASSWORD_BLANK_MESSAGE],
    [' '.repeat(12), PASSWORD_BLANK_MESSAGE],
    ['x'.repeat(201), PASSWORD_TOO_LONG_MESSAGE],
  ])('refuses %j: %s', async (password, message) => {
    await expect(passwordProblem(password, grace)).resolves.toBe(message);
  });

  it('refuses common and guessable passwords of 10 characters or more (zxcvbn score below 3)', async () => {
    for (const password of ['password1234', '1234567890', 'qwertyuiop', 'iloveyou2026', 'Password123!', 'passwordpassword', 'aaaaaaaaaaaa']) {
      await expect(passwordProblem(password)).resolves.toBe(PASSWORD_TOO_GUESSABLE_MESSAGE);
    }
  });

  it('refuses the email, its local part and the names, whatever the case', async () => {
    await expect(passwordProblem('grace.okafor@example.org', grace)).resolves.toBe(PASSWORD_HAS_EMAIL_MESSAGE);
    await expect(passwordProblem('my GRACE.OKAFOR key 7', grace)).resolves.toBe(PASSWORD_HAS_EMAIL_MESSAGE);
    await expect(passwordProblem('amazing grace river 7', grace)).resolves.toBe(PASSWORD_HAS_NAME_MESSAGE);
    await expect(passwordProblem('lantern-okafor-quiet', grace)).resolves.toBe(PASSWORD_HAS_NAME_MESSAGE);
  });

  it('ignores names and local parts shorter than 3 characters, but not the whole email', async () => {
    const short = { email: 'jo@x.io', firstName: 'Al', lastName: 'Li' };
    await expect(passwordProblem('jolly albatross lion 42', short)).resolves.toBeNull();
    await expect(passwordProblem('key jo@x.io 42 lantern', short)).resolves.toBe(PASSWORD_HAS_EMAIL_MESSAGE);
  });

  it('accepts a good passphrase, and the demo accounts’ password', async () => {
    await expect(passwordProblem('plum kettle orbit 42', grace)).resolves.toBeNull();
    await expect(passwordProblem('correct horse battery staple', grace)).resolves.toBeNull();
    await expect(passwordProblem(DEMO_PASSWORD, { email: 'admin@example.com', firstName: 'Esther', lastName: 'Okafor' })).resolves.toBeNull();
  });

  it('loads the estimator once', async () => {
    expect(loadPasswordEstimator()).toBe(loadPasswordEstimator());
    const estimator = await loadPasswordEstimator();
    expect(estimator.score('password', [])).toBe(0);
  });
});

describe('the synchronous rules (what the forms check as the person types)', () => {
  it('gives the first rule broken, without the estimator', () => {
    expect(passwordRulesProblem('password')).toBe(PASSWORD_TOO_SHORT_MESSAGE);
    expect(passwordRulesProblem('okafor-lantern-7', grace)).toBe(PASSWORD_HAS_NAME_MESSAGE);
    expect(passwordRulesProblem('password1234', grace)).toBeNull();
    expect(passwordRulesProblem(undefined)).toBe(PASSWORD_REQUIRED_MESSAGE);
  });

  it('is the zod field of every new-password schema', () => {
    expect(newPasswordField.safeParse('12345678').error?.issues.map((i) => i.message)).toEqual([PASSWORD_TOO_SHORT_MESSAGE]);
    expect(newPasswordField.safeParse('          ').error?.issues.map((i) => i.message)).toEqual([PASSWORD_BLANK_MESSAGE]);
    expect(newPasswordField.safeParse(42).error?.issues.map((i) => i.message)).toEqual(['Password must be text']);
  });
});
