import { useCallback, useState } from 'react';
import type { PasswordOwner } from '@church/contracts/password-rules';

// The strength part of the new-password rules in a form (docs/decisions/0013-passwords.md): the
// synchronous rules run in the form's zod schema; this runs the same contracts function as the API,
// once the schema has passed, before the request is sent. The estimator and its dictionaries
// (about 225 KB gzipped) load when the person starts typing a new password, never before. The
// check itself is imported on first use too: with its rules' zod schema it would otherwise sit in
// the shell's first script, which provides this module to every page.
const strengthCheck = () => import('@church/contracts/password-strength');

export interface PasswordStrengthCheck {
  /** True while the estimator loads or runs on submit (show the submit button as busy). */
  checking: boolean;
  /** Starts loading the estimator; call it when the new password field is first typed in. */
  preload: () => void;
  /** The message for the password field, or null. Null too when the estimator cannot load: the API still checks. */
  check: (password: string, owner: PasswordOwner) => Promise<string | null>;
  /** A text field's props whose typing starts loading the estimator. */
  preloading: <F extends { onChange: (value: string) => void }>(field: F) => F;
}

export function usePasswordStrength(): PasswordStrengthCheck {
  const [checking, setChecking] = useState(false);
  const preload = useCallback(() => {
    strengthCheck()
      .then(({ loadPasswordEstimator }) => loadPasswordEstimator())
      .catch(() => {});
  }, []);
  const check = useCallback(async (password: string, owner: PasswordOwner) => {
    setChecking(true);
    try {
      const { passwordProblem } = await strengthCheck();
      return await passwordProblem(password, owner);
    } catch {
      return null;
    } finally {
      setChecking(false);
    }
  }, []);
  const preloading = <F extends { onChange: (value: string) => void }>(field: F): F => ({
    ...field,
    onChange: (value: string) => {
      preload();
      field.onChange(value);
    },
  });
  return { checking, preload, check, preloading };
}
