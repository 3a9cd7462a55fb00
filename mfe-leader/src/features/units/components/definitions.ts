// The sentences that say what the leaders' figures mean, the same on the page as in the docs;
// "absent" is contracts' absentDefinition.

export const UNIT_RATE_DEFINITION =
  "A unit's attendance this month is the services its members attended, divided by its members times this month's services (cancelled services are not counted), rounded down.";

export const ROSTER_RATE_DEFINITION =
  "This month: the services the person attended, divided by this month's services (cancelled services are not counted), rounded down; the level is the one they see on their own page.";
