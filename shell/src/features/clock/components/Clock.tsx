import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { churchClockFace } from '@church/contracts/church-time';
import { useHydrated } from '@church/platform/first-paint/hydration';
import { useNow } from '../hooks/useNow';

const Time = styled.time`
  display: inline-flex;
  flex-direction: column;
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};

  strong {
    color: ${(p) => p.theme.colors.text};
  }
`;

/** Live time and date. Not announced by screen readers every second (that would be noise). */
export function Clock() {
  // A prerendered page was rendered at build time: its clock waits, two lines high, for the
  // browser's time, and starts in a task of its own (its first time-zone format is costly on a phone).
  const hydrated = useHydrated();
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true));
    return () => clearTimeout(timer);
  }, []);
  if (hydrated && started) return <LiveClock />;
  return (
    <Time data-testid="clock-placeholder" aria-hidden="true">
      <strong>&nbsp;</strong>
      <span>&nbsp;</span>
    </Time>
  );
}

function LiveClock() {
  const now = useNow();
  // The church's time, wherever the reader's device is set (CHURCH_TIMEZONE, via the registry).
  const face = churchClockFace(now);
  return (
    <Time dateTime={now.toISOString()} data-testid="clock">
      <strong>{face.time}</strong>
      <span>{face.date}</span>
    </Time>
  );
}
