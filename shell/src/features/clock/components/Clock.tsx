import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { churchTimeZone } from '@church/contracts/church-time';
import { useHydrated } from '@church/platform/hydration';
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

// The church's time, wherever the reader's device is set (CHURCH_TIMEZONE, via the registry).
// The formatters are made once per zone: toLocaleTimeString with a zone builds a new one on every
// call, a cost paid each second on a phone.
const formattersByZone = new Map<string, { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>();

function clockFormatters() {
  const timeZone = churchTimeZone();
  let formatters = formattersByZone.get(timeZone);
  if (!formatters) {
    formatters = {
      time: new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone }),
      date: new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone }),
    };
    formattersByZone.set(timeZone, formatters);
  }
  return formatters;
}

export const formatClockTime = (date: Date) => clockFormatters().time.format(date);
export const formatClockDate = (date: Date) => clockFormatters().date.format(date);

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
  return (
    <Time dateTime={now.toISOString()} data-testid="clock">
      <strong>{formatClockTime(now)}</strong>
      <span>{formatClockDate(now)}</span>
    </Time>
  );
}
