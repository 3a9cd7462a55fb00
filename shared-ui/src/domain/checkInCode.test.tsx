import { act, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { CodeScreen, DoorCode, NONE_OPEN_POLL_MS, QrCode, qrPath, REFRESH_DELAY_MS, RETRY_MS, type RotatingCode, useCodeRefresh } from './checkInCode';

const URL_TEXT = 'https://church.example/check-in?code=K7M2QX';

/** The dark squares of a path, as "col,row". */
const darkSquares = (d: string) => new Set([...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, col, row]) => `${col},${row}`));

describe('qrPath', () => {
  it('draws a symbol with its quiet zone and the finder pattern a camera looks for in the top-left corner', () => {
    const { size, d } = qrPath(URL_TEXT);
    // This 44-character address needs version 4 (33 modules) at level M, plus 4 modules of margin each side.
    expect(size).toBe(33 + 8);
    const dark = darkSquares(d);
    // The finder: a dark 7×7 ring, a light ring inside it, a dark 3×3 centre, starting after the margin.
    for (let i = 0; i < 7; i += 1) {
      for (const [col, row] of [[i, 0], [i, 6], [0, i], [6, i]]) expect(dark.has(`${col + 4},${row + 4}`)).toBe(true);
    }
    for (let i = 1; i < 6; i += 1) for (const [col, row] of [[i, 1], [i, 5], [1, i], [5, i]]) expect(dark.has(`${col + 4},${row + 4}`)).toBe(false);
    for (let col = 2; col < 5; col += 1) for (let row = 2; row < 5; row += 1) expect(dark.has(`${col + 4},${row + 4}`)).toBe(true);
    // Nothing in the quiet zone.
    expect([...dark].some((key) => key.split(',').some((n) => Number(n) < 4 || Number(n) >= size - 4))).toBe(false);
  });

  it('gives another symbol for another code', () => {
    expect(qrPath(URL_TEXT.replace('K7M2QX', 'K7M2QY')).d).not.toBe(qrPath(URL_TEXT).d);
  });
});

it('QrCode is an image named by its label, holding the address', () => {
  render(<QrCode text={URL_TEXT} label="QR code to check in at Sunday Service" />);
  const image = screen.getByRole('img', { name: 'QR code to check in at Sunday Service' });
  expect(image).toHaveAttribute('data-url', URL_TEXT);
  expect(image).toHaveAttribute('viewBox', '0 0 41 41');
});

it('DoorCode shows the QR code, where to type the code, the code read symbol by symbol, and the countdown', () => {
  const code: RotatingCode = { code: 'K7M2QX', url: URL_TEXT, expires_at: '2030-06-05T06:10:45+01:00' };
  const { rerender } = render(<DoorCode code={code} label="QR code to check in" secondsLeft={65} />);
  expect(screen.getByRole('img', { name: 'QR code to check in' })).toBeInTheDocument();
  expect(screen.getByText('Scan with your phone’s camera, or open church.example/check-in and type:')).toBeInTheDocument();
  expect(screen.getByTestId('check-in-code')).toHaveTextContent('K7M2QX');
  expect(screen.getByLabelText('Code K 7 M 2 Q X')).toBeInTheDocument();
  expect(screen.getByTestId('check-in-countdown')).toHaveTextContent('New code in 1:05');
  rerender(<DoorCode code={code} label="QR code to check in" secondsLeft={null} />);
  expect(screen.queryByTestId('check-in-countdown')).toBeNull();
});

describe('CodeScreen', () => {
  // jsdom has no Fullscreen API: a browser's, as far as the screen uses it.
  let shown: Element | null = null;
  const change = () => document.dispatchEvent(new Event('fullscreenchange'));
  const requestFullscreen = jest.fn(function (this: Element) {
    return Promise.resolve(this).then((element) => {
      shown = element;
      change();
    });
  });
  const exitFullscreen = jest.fn(() => {
    shown = null;
    change();
    return Promise.resolve();
  });
  const browserFullScreen = (enabled: boolean) => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: enabled });
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => shown });
    Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exitFullscreen });
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { configurable: true, value: requestFullscreen });
  };
  afterEach(() => {
    for (const key of ['fullscreenEnabled', 'fullscreenElement', 'exitFullscreen'] as const) delete (document as unknown as Record<string, unknown>)[key];
    delete (HTMLElement.prototype as unknown as Record<string, unknown>).requestFullscreen;
    shown = null;
  });

  it('fills the screen with the code screen on request, and leaves it on request', async () => {
    browserFullScreen(true);
    render(
      <CodeScreen>
        <h2>Sunday Service</h2>
      </CodeScreen>,
    );
    const region = screen.getByRole('region', { name: 'Check-in code' });
    expect(within(region).getByRole('heading', { name: 'Sunday Service' })).toBeInTheDocument();
    await act(async () => fireEvent.click(within(region).getByRole('button', { name: 'Full screen' })));
    expect(shown).toBe(region);
    await act(async () => fireEvent.click(within(region).getByRole('button', { name: 'Leave full screen' })));
    expect(exitFullscreen).toHaveBeenCalledTimes(1);
    expect(within(region).getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
  });

  it('offers no full screen where the browser has none (a phone)', () => {
    browserFullScreen(false);
    render(
      <CodeScreen>
        <h2>Sunday Service</h2>
      </CodeScreen>,
    );
    expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull();
  });
});

describe('useCodeRefresh', () => {
  const START = Date.UTC(2030, 5, 5, 5, 10, 0);
  const codeExpiringIn = (ms: number): RotatingCode => ({ code: 'K7M2QX', url: URL_TEXT, expires_at: new Date(Date.now() + ms).toISOString() });

  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(START);
  });
  afterEach(() => jest.useRealTimers());

  it('counts down each second and asks once, just after the code expires', async () => {
    const refetch = jest.fn();
    const data = codeExpiringIn(10_000);
    const { result } = renderHook(() => useCodeRefresh({ data, receivedAt: START, failedAt: 0, refetch }));
    expect(result.current.secondsLeft).toBe(10);
    await act(async () => jest.advanceTimersByTime(3_000));
    expect(result.current.secondsLeft).toBe(7);
    await act(async () => jest.advanceTimersByTime(7_000 + REFRESH_DELAY_MS - 1));
    expect(refetch).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(result.current.secondsLeft).toBe(0);
  });

  it('after a failed refresh, keeps the code and tries again after a pause rather than in a loop', async () => {
    const refetch = jest.fn();
    const data = codeExpiringIn(10_000);
    const { rerender } = renderHook(({ failedAt }) => useCodeRefresh({ data, receivedAt: START, failedAt, refetch }), { initialProps: { failedAt: 0 } });
    await act(async () => jest.advanceTimersByTime(10_000 + REFRESH_DELAY_MS));
    expect(refetch).toHaveBeenCalledTimes(1);
    rerender({ failedAt: Date.now() });
    await act(async () => jest.advanceTimersByTime(RETRY_MS - 1));
    expect(refetch).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTime(1));
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('with no service open, asks once a minute; nothing at all before the first answer or after unmounting', async () => {
    const refetch = jest.fn();
    const { rerender, unmount, result } = renderHook(({ data }) => useCodeRefresh({ data, receivedAt: START, failedAt: 0, refetch }), {
      initialProps: { data: undefined as RotatingCode | null | undefined },
    });
    await act(async () => jest.advanceTimersByTime(5 * NONE_OPEN_POLL_MS));
    expect(refetch).not.toHaveBeenCalled();
    rerender({ data: null });
    expect(result.current.secondsLeft).toBeNull();
    await act(async () => jest.advanceTimersByTime(NONE_OPEN_POLL_MS));
    expect(refetch).toHaveBeenCalledTimes(1);
    unmount();
    await act(async () => jest.advanceTimersByTime(10 * NONE_OPEN_POLL_MS));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('measures the code’s life on this device’s clock, within 5 seconds and 10 minutes, whatever the server’s clock says', async () => {
    const refetch = jest.fn();
    const { rerender, result } = renderHook(({ data, receivedAt }) => useCodeRefresh({ data, receivedAt, failedAt: 0, refetch }), {
      initialProps: { data: codeExpiringIn(-3_600_000), receivedAt: START },
    });
    // Already past by the server's clock: still shown 5 s, then asked for once.
    expect(result.current.secondsLeft).toBe(5);
    await act(async () => jest.advanceTimersByTime(5_000 + REFRESH_DELAY_MS));
    expect(refetch).toHaveBeenCalledTimes(1);
    rerender({ data: codeExpiringIn(3_600_000), receivedAt: Date.now() });
    expect(result.current.secondsLeft).toBe(600);
  });
});
