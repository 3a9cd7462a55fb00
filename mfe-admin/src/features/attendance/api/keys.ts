// Every attendance query of the admin area starts with this key: a recorded or removed
// attendance refreshes the counts, the people present and the report together.
export const ADMIN_ATTENDANCE_KEY = ['admin', 'attendance'] as const;

/** The filters of the admin's month view, as the API's query string takes them. */
export interface AttendanceFilters {
  month: number;
  year: number;
  service_id?: number;
  category?: string;
  unit_id?: number;
}
