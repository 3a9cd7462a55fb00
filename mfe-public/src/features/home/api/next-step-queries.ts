import { thisMonthInChurch, todayInChurch } from '@church/contracts/church-time';
import type { PageQuery } from '@church/platform/lazy-page';
import { openServicesQuery } from './open-services';
import { ownRecordsQuery } from './own-attendance';

/** What the signed-in person's next step on the home page asks for first: today's services and their own records of the month. */
export function nextStepQueries(): readonly PageQuery[] {
  const { year, month } = thisMonthInChurch();
  return [openServicesQuery(todayInChurch()), ownRecordsQuery(year, month)];
}
