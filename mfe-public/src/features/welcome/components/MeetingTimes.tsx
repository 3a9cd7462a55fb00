import styled from 'styled-components';
import { describeMeetingTime, meetingTimesOrFallback } from '@church/contracts/church-config';
import { useServices } from '@church/platform/endpoints/church-services';

const List = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  line-height: 1.7;
  font-size: 1.0625rem;
`;

const Note = styled.p`
  margin: ${(p) => p.theme.spacing.sm} 0 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;

/** The weekly meeting times from the services admins manage, or the configured ones meanwhile. */
export function MeetingTimes() {
  const services = useServices();
  const times = meetingTimesOrFallback(services.data);
  return (
    <section aria-labelledby="meeting-times-title">
      <h2 id="meeting-times-title">When we meet</h2>
      <List data-testid="meeting-times" aria-busy={services.isPending}>
        {times.map((time) => (
          <li key={`${time.time}-${time.days.join()}`}>{describeMeetingTime(time)}</li>
        ))}
      </List>
      {services.isError && <Note>These are our usual times; the current schedule could not be loaded.</Note>}
    </section>
  );
}
