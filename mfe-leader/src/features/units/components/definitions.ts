// The sentence that says what a unit's figure means, the same on the page as in the docs; a
// person's figures are contracts' (attendance-rules.ts), "absent" is contracts' absentDefinition.

export const UNIT_RATE_DEFINITION =
  "A unit's attendance this month is the services its members attended divided by the services held so far this month since each of them joined (cancelled services and those still to come are not counted), rounded down.";
