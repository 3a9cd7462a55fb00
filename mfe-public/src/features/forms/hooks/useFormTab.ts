import { useCallback } from 'react';
import { useSearchParams } from '@church/platform/router';
import { type FormType, isFormType } from '@church/contracts/form-types';

export const DEFAULT_FORM_TAB: FormType = 'question';

/** The open tab lives in ?tab= so links, reloads and the back button all agree on it. */
export function useFormTab(): [FormType, (tab: FormType) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab = isFormType(raw) ? raw : DEFAULT_FORM_TAB;
  const select = useCallback(
    (next: FormType) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      });
    },
    [setParams],
  );
  return [tab, select];
}
