import { FORM_STATUSES, FORM_TYPES, type FormStatus, type FormType } from '@church/contracts/forms';
import { useListParams } from '@church/platform/use-list-params';
import { oneOf } from '../../../shared/lists';

const KEYS = ['tab', 'status', 'consent'] as const;
export type FormParam = (typeof KEYS)[number];

export interface FormFilters {
  type: FormType;
  /** None: the inbox (every message not archived). */
  status?: FormStatus;
  /** Testimonies whose sender agreed to share them (only on that tab). */
  consentOnly: boolean;
}

/** The inbox's tab, filters and page, read from the URL (anything invalid there is ignored). */
export function useFormFilters() {
  const { values, page, update } = useListParams(KEYS);
  const type = oneOf(FORM_TYPES, values.tab) ?? 'question';
  const filters: FormFilters = {
    type,
    status: oneOf(FORM_STATUSES, values.status),
    consentOnly: type === 'testimony' && values.consent === 'true',
  };
  return { filters, page, update };
}
