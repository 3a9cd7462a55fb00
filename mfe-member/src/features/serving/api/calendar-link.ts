// POST /api/me/serving/calendar: a new secret link to the person's serving calendar (iCalendar);
// the link made before stops working. 200 { data: { url }, message }.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '@church/platform/http';

const calendarLinkMutation = mutationOptions({
  mutationKey: ['member', 'serving', 'calendar-link'],
  mutationFn: () => http.post<{ data: { url: string }; message: string }>('/me/serving/calendar', {}),
  // The card shows the link, or the refusal, itself.
  meta: { silent: true },
});

export function useCalendarLink() {
  return useMutation(calendarLinkMutation);
}
