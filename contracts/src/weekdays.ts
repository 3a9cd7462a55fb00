// The weekdays by name, Sunday first (a recurring service matches by name). Apart from
// services.ts and its schemas, so the clock and the church's details load without zod.
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
