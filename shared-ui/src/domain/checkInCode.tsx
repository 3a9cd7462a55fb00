// The door's rotating check-in code as a screen shows it: the QR code of its address, the typed
// code, the screen that holds them (with its full screen), and the hook that counts the code down
// and asks for the next one. The admin's display and the welcome station show the same code the
// same way.
import { type ReactNode, type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { create } from 'qrcode';
import { Button } from '../kit/Button';
import { control } from '../kit/fields';
import { Card } from '../kit/Page';
import { themeOf } from '../kit/theme';

/** What GET /api/check-in/code answers, as far as showing and refreshing it goes. */
export interface RotatingCode {
  code: string;
  /** The address the QR code holds (the check-in page with the code). */
  url: string;
  /** When the code stops being shown. */
  expires_at: string;
}

// The quiet zone a scanner needs around the symbol, in modules.
const MARGIN = 4;

/** The dark modules of the symbol as one SVG path, each a 1×1 square. */
export function qrPath(text: string): { size: number; d: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) d += `M${col + MARGIN} ${row + MARGIN}h1v1h-1z`;
    }
  }
  return { size: modules.size + 2 * MARGIN, d };
}

// The QR code's room: a row of its own, so no text ever lies on it. On a page the code is as wide
// as the column allows, at most 60 % of the window's height; in full screen (CodeScreen) the room
// is what the text rows leave, and the code the largest square in it.
const QrSlot = styled.div`
  display: flex;
  justify-content: center;
  width: 100%;
  min-height: 0;
`;

const QrSvg = styled.svg`
  display: block;
  width: min(100%, 60vh, 480px);
  height: auto;
  aspect-ratio: 1;
`;

/**
 * The address as a QR code, drawn as one SVG path: it scales to any screen without blur, and a
 * new code replaces one element's attribute instead of adding canvases. Black on white whatever
 * the theme: scanners read dark modules on a light ground.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, d } = useMemo(() => qrPath(text), [text]);
  return (
    <QrSvg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges" data-testid="check-in-qr" data-url={text}>
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </QrSvg>
  );
}

const TypedCode = styled.p`
  margin: 0;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: clamp(2.5rem, 9vw, 5rem);
  font-weight: 700;
  letter-spacing: 0.15em;
  line-height: 1.1;
`;

const Countdown = styled.p`
  margin: 0;
  color: ${(p) => themeOf(p.theme).colors.textMuted};
`;

/** 0:42, 1:05. */
function minutesAndSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Where a phone without a camera types the code: the address without its query. */
export function typingAddress(url: string): string {
  try {
    const { host, pathname } = new URL(url, window.location.href);
    return `${host}${pathname}`;
  } catch {
    return url;
  }
}

/**
 * The code as the door shows it: the QR code of its address, where to type it instead, the typed
 * code (read symbol by symbol to a screen reader) and, once counted, the time to the next one.
 */
export function DoorCode({ code, label, secondsLeft }: { code: RotatingCode; label: string; secondsLeft: number | null }) {
  return (
    <>
      <QrSlot>
        <QrCode text={code.url} label={label} />
      </QrSlot>
      <p>Scan with your phone’s camera, or open {typingAddress(code.url)} and type:</p>
      <TypedCode data-testid="check-in-code" aria-label={`Code ${code.code.split('').join(' ')}`}>
        {code.code}
      </TypedCode>
      {secondsLeft !== null && <Countdown data-testid="check-in-countdown">New code in {minutesAndSeconds(secondsLeft)}</Countdown>}
    </>
  );
}

/**
 * Asked again this long after the code's slot ends. The code just replaced is still accepted for a
 * whole slot, so the shown code never stops working; asking before the end would only get it back.
 */
export const REFRESH_DELAY_MS = 250;
/** With no service open, how often the screen asks whether one has opened. */
export const NONE_OPEN_POLL_MS = 60_000;
/** When a refresh got no answer, how long before the next try. */
export const RETRY_MS = 10_000;
// A code's life as this device's clock measures it, whatever its clock says: a tablet set a few
// minutes wrong must neither ask every second nor keep a dead code for hours.
const MIN_LIFE_MS = 5_000;
const MAX_LIFE_MS = 10 * 60_000;

export interface CodeClock {
  /** Seconds until the shown code expires; null while there is no code. */
  secondsLeft: number | null;
}

export interface CodeAnswer {
  /** The code shown; null when no service is open; undefined before the first answer. */
  data: RotatingCode | null | undefined;
  /** When the answer came (react-query's dataUpdatedAt). */
  receivedAt: number;
  /** When the last try failed (react-query's errorUpdatedAt). */
  failedAt: number;
  refetch: () => unknown;
}

/** The instant (this device's clock) the shown code expires. */
export function deadlineOf(code: RotatingCode, receivedAt: number): number {
  const life = Math.min(MAX_LIFE_MS, Math.max(MIN_LIFE_MS, Date.parse(code.expires_at) - receivedAt));
  return receivedAt + life;
}

/**
 * Counts the shown code down each second and asks for the next one as it expires (or once a
 * minute while no service is open). One timer at a time, cleared when the page closes: the
 * screen runs for hours.
 */
export function useCodeRefresh({ data, receivedAt, failedAt, refetch }: CodeAnswer): CodeClock {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (data === undefined) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = (ms: number, then: () => void) => {
      timer = setTimeout(then, Math.max(0, ms));
    };
    // Its answer, or its failure, restarts this effect (with a new timer).
    const ask = () => void refetch();
    if (data === null) {
      wait(NONE_OPEN_POLL_MS, ask);
      return () => clearTimeout(timer);
    }
    const refreshAt = deadlineOf(data, receivedAt) + REFRESH_DELAY_MS;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      // After a failed try, the next one waits a little rather than asking in a loop.
      if (at >= refreshAt) return failedAt > receivedAt ? wait(RETRY_MS, ask) : ask();
      // Next whole second, or the refresh if sooner.
      wait(Math.min(1_000 - (at % 1_000), refreshAt - at), tick);
    };
    wait(0, tick);
    return () => clearTimeout(timer);
  }, [data, receivedAt, failedAt, refetch]);

  if (!data) return { secondsLeft: null };
  return { secondsLeft: Math.max(0, Math.ceil((deadlineOf(data, receivedAt) - now) / 1_000)) };
}

const Choice = styled.div`
  display: grid;
  gap: 6px;
  width: min(100%, 28rem);
  text-align: start;

  label {
    font-weight: 600;
  }
  select {
    ${control}
  }
`;

/** Its label: what a screen's chooser of services says. */
export const SERVICE_CHOICE_LABEL = 'Show the code for';

/**
 * With several services open at once, which one's code this screen shows (one select, labelled
 * "Show the code for"); nothing while only one is open.
 */
export function ServiceChoice({ options, value, onChange }: { options: ReadonlyArray<{ value: string; label: string }>; value: string; onChange: (value: string) => void }) {
  const id = useId();
  if (options.length < 2) return null;
  return (
    <Choice>
      <label htmlFor={id}>{SERVICE_CHOICE_LABEL}</label>
      <select id={id} name="service" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Choice>
  );
}

/** The service this screen was set to show is not open (yet, or any more): say so, and offer the one open now. */
export function ChosenServiceClosed({ onShowOpen }: { onShowOpen: () => void }) {
  return (
    <>
      <p role="status" data-testid="check-in-chosen-closed">
        The service this screen was set to show is not open for check-in now. Its code appears an hour before it starts.
      </p>
      <Button variant="outline-primary" onClick={onShowOpen}>
        Show the service open now
      </Button>
    </>
  );
}

/** Whether the element fills the screen, and the switch: Escape or the button leaves it. */
function useFullScreen(element: RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const sync = () => setOn(Boolean(element.current) && document.fullscreenElement === element.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [element]);
  const toggle = () => {
    // A browser that refuses (no permission, an iframe) leaves the page as it was.
    const asked = on ? document.exitFullscreen?.() : element.current?.requestFullscreen?.();
    asked?.catch(() => undefined);
  };
  return { on, toggle, available: typeof document !== 'undefined' && document.fullscreenEnabled === true };
}

// One column, centred: each text row at its own height, the QR code's row in between. In full
// screen the column is the window's height and the QR code's row a size container that takes
// what the text rows leave (flex 1, basis 0), so the code can never grow under them, whatever the
// window's size, orientation or the service name's length.
const Screen = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => themeOf(p.theme).spacing.md};
  text-align: center;

  > * {
    flex: none;
    max-width: 100%;
  }
  h2 {
    margin: 0;
    font-size: clamp(1.5rem, 4vw, 2.5rem);
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }

  &:fullscreen {
    width: 100vw;
    height: 100dvh;
    border: 0;
    border-radius: 0;
    gap: ${(p) => themeOf(p.theme).spacing.sm};
    /* The text in proportion to the window's height too, so a wide, low window keeps room for the code. */
    h2 {
      font-size: clamp(1.25rem, min(4vw, 5vh), 2.5rem);
    }
    ${TypedCode} {
      font-size: clamp(2rem, min(9vw, 10vh), 5rem);
    }
    /* Whoever sets the screen up chooses the service before filling the screen; the heading names it. */
    ${Choice} {
      display: none;
    }
    ${QrSlot} {
      flex: 1 1 0;
      container-type: size;
    }
    ${QrSvg} {
      width: min(100cqw, 100cqh);
    }
  }
`;

/**
 * The screen at the door, named "Check-in code": what it holds (the service, DoorCode) in one
 * column, and a button that fills the screen with it, where the browser can.
 */
export function CodeScreen({ children }: { children: ReactNode }) {
  const screen = useRef<HTMLElement>(null);
  const fullScreen = useFullScreen(screen);
  return (
    <Screen ref={screen} aria-label="Check-in code">
      {children}
      {fullScreen.available && (
        <Button variant="outline-primary" onClick={fullScreen.toggle}>
          {fullScreen.on ? 'Leave full screen' : 'Full screen'}
        </Button>
      )}
    </Screen>
  );
}
