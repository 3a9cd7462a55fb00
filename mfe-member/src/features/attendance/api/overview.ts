// What the dashboard's attendance overview shows: this month's summary and own records, and the
// services from today to the end of the month or two weeks ahead, whichever is later.
import { addDays, monthBounds, todayInChurch } from '@church/contracts/church-time';
import { occurrencesQuery } from './occurrences';
import { ownRecordsQuery } from './own-records';
import { summaryQuery } from './summary';

export function attendanceOverviewRange(today: string = todayInChurch()) {
  const [year, month] = today.split('-').map(Number);
  const monthEnd = monthBounds(year, month).last;
  const twoWeeks = addDays(today, 14);
  return { year, month, monthEnd, from: today, to: monthEnd > twoWeeks ? monthEnd : twoWeeks };
}

export function attendanceOverviewQueries({ year, month, from, to } = attendanceOverviewRange()) {
  return { summary: summaryQuery(year, month), occurrences: occurrencesQuery(from, to), records: ownRecordsQuery(year, month) };
}
