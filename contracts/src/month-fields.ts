// The API's query and body fields for a month and a year, apart from months.ts so that the pages
// naming months load no zod.
import { z } from 'zod';
import { fromDecimalText } from './fields';
import { FIRST_SELECTABLE_YEAR, LAST_SELECTABLE_YEAR } from './months';

// Query and body fields for a month and a year (a query string's decimal text is read as its number).
export const monthField = fromDecimalText(
  z
    .number({ error: 'Month must be a number from 1 to 12' })
    .int('Month must be a whole number from 1 to 12')
    .min(1, 'Month must be from 1 (January) to 12 (December)')
    .max(12, 'Month must be from 1 (January) to 12 (December)'),
);

export const yearField = fromDecimalText(
  z
    .number({ error: `Year must be a number from ${FIRST_SELECTABLE_YEAR} to ${LAST_SELECTABLE_YEAR}` })
    .int('Year must be a whole number')
    .min(FIRST_SELECTABLE_YEAR, `Year must be from ${FIRST_SELECTABLE_YEAR} to ${LAST_SELECTABLE_YEAR}`)
    .max(LAST_SELECTABLE_YEAR, `Year must be from ${FIRST_SELECTABLE_YEAR} to ${LAST_SELECTABLE_YEAR}`),
);
