// People counted at the door without a name: the categories and the sentence shown beside the
// counts. No zod here (the pages import it); the requests are in stations.ts.

/** People counted without a name, by category. */
export const HEADCOUNT_CATEGORIES = ['children', 'visitors', 'other'] as const;
export type HeadcountCategory = (typeof HEADCOUNT_CATEGORIES)[number];
export const HEADCOUNT_CATEGORY_LABELS: Record<HeadcountCategory, string> = {
  children: 'Children',
  visitors: 'Visitors without a name',
  other: 'Others',
};

/** The sentence shown beside the headcounts wherever they appear. */
export const HEADCOUNT_DEFINITION =
  "Counted at the door: the people a welcome-team station counted without a name (children, visitors who gave none, others), every station's count added up; they are in no one's attendance and not among the named check-ins.";
