import { PASSWORD_MIN_SCORE, PASSWORD_TOO_GUESSABLE_MESSAGE, passwordRulesProblem, type PasswordOwner } from './password-rules';

// The full check of a new password, the same function in the browser and in the API
// (docs/decisions/0013-passwords.md). The strength estimator, zxcvbn-ts with its common-password
// dictionaries (about 225 KB gzipped), is imported on first use only: nothing that imports this
// file statically pays for it until a new password is checked.

export interface PasswordEstimator {
  /** zxcvbn's score from 0 (guessable in a few tries) to 4. */
  score: (password: string, userInputs: string[]) => number;
}

/** Only the first characters are estimated: zxcvbn's time grows fast with length, and a password weak in its first 64 characters is refused anyway. */
const ESTIMATED_LENGTH = 64;

let loading: Promise<PasswordEstimator> | undefined;

/** Loads (once) and returns the estimator; a failed load is forgotten so the next call tries again. */
export function loadPasswordEstimator(): Promise<PasswordEstimator> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => {
      const zxcvbn = new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
        maxLength: ESTIMATED_LENGTH,
      });
      return { score: (password, userInputs) => zxcvbn.check(password, userInputs).score };
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The owner's details as the estimator's user inputs: a password built from them scores lower. */
function userInputsOf(owner: PasswordOwner): string[] {
  const email = (owner.email ?? '').trim().toLowerCase();
  return [email, email.split('@')[0], owner.firstName ?? '', owner.lastName ?? ''].map((s) => s.trim()).filter(Boolean);
}

/**
 * The first rule a new password breaks, as the message to show on the password field, or null
 * when it is acceptable: required, not only spaces, 10..200 characters, without the email or the
 * name, and a zxcvbn score of at least 3. Rejects (throws) only when the estimator cannot load.
 */
export async function passwordProblem(password: string, owner: PasswordOwner = {}): Promise<string | null> {
  const rule = passwordRulesProblem(password, owner);
  if (rule) return rule;
  const estimator = await loadPasswordEstimator();
  return estimator.score(password, userInputsOf(owner)) < PASSWORD_MIN_SCORE ? PASSWORD_TOO_GUESSABLE_MESSAGE : null;
}
