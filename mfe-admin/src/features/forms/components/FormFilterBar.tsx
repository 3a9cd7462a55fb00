import styled from 'styled-components';
import type { ListParamChanges } from '@church/platform/use-list-params';
import { CheckboxField } from 'shared_ui/fields';
import { FilterBar, FilterSelect } from 'shared_ui/filters';
import { themeOf } from 'shared_ui/theme';
import { STATUS_OPTIONS } from './message-words';
import type { FormFilters, FormParam } from '../hooks/useFormFilters';

// The checkbox sits on the selects' baseline when the bar wraps on a phone.
const Consent = styled.div`
  flex: 1 1 200px;
  > div {
    margin-bottom: 10px;
  }
`;

const Hint = styled.p`
  margin: 0 0 ${(p) => themeOf(p.theme).spacing.md};
  color: ${(p) => themeOf(p.theme).colors.textMuted};
`;

export interface FormFilterBarProps {
  filters: FormFilters;
  update: (changes: ListParamChanges<FormParam>) => void;
}

/** The status filter, and on the testimonies tab the consent filter; each change goes to the URL. */
export function FormFilterBar({ filters, update }: FormFilterBarProps) {
  return (
    <>
      <FilterBar>
        <FilterSelect label="Status" value={filters.status ?? ''} allLabel="All in the inbox" onChange={(status) => update({ status })} options={STATUS_OPTIONS} />
        {filters.type === 'testimony' && (
          <Consent>
            <CheckboxField label="Consent to share only" name="consent" checked={filters.consentOnly} onChange={(on) => update({ consent: on ? 'true' : null })} />
          </Consent>
        )}
      </FilterBar>
      <Hint>The inbox holds every message not archived. Answered means a reply was emailed to the sender.</Hint>
    </>
  );
}
