import { useState } from 'react';
import { selectableYears } from '@church/contracts/months';
import { FilterSelect } from 'shared_ui/filters';
import { FollowUpAnalytics } from '../../../shared/FollowUpAnalytics';
import { thisSelectableYear } from '../hooks/useFirstTimerFilters';

const YEAR_OPTIONS = selectableYears().map((y) => ({ value: String(y), label: String(y) }));

/** The follow-up analytics with the first-timers page's own year picker. */
export function FollowUpAnalyticsCard() {
  const [year, setYear] = useState(() => thisSelectableYear() ?? selectableYears()[0]);
  return (
    <FollowUpAnalytics
      year={year}
      yearControl={<FilterSelect label="Analytics year" value={String(year)} allLabel="" onChange={(value) => setYear(Number(value))} options={YEAR_OPTIONS} />}
    />
  );
}
