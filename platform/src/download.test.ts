import { act, renderHook } from '@testing-library/react';
import { configureHttp } from '@church/platform/http';
import { configureNotifier } from '@church/platform/notifier';
import { installFakeFetch } from '@church/platform/testing/fake-fetch';
import { downloadCsv, useCsvDownload } from './download';

it('fetches the CSV with its filters and hands the browser a file with a BOM and the given name', async () => {
  configureHttp({ baseUrl: '/api' });
  const { calls } = installFakeFetch(() => ({ status: 200, body: 'Date,Name\r\n2026-11-01,Ruth Bello\r\n' }));
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:test';
  });
  URL.revokeObjectURL = jest.fn();
  const clicked: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(`${this.download} ${this.getAttribute('href')}`);
  });

  await downloadCsv('/attendance/export.csv', 'attendance-2026-11.csv', { month: 11, year: 2026, category: '' });

  expect(calls[0].url).toBe('/api/attendance/export.csv?month=11&year=2026');
  expect(calls[0].headers.Accept).toBe('text/csv');
  expect(clicked).toEqual(['attendance-2026-11.csv blob:test']);
  const bytes = await new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blobs[0]);
  });
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the UTF-8 BOM
  expect(new TextDecoder().decode(bytes.slice(3))).toBe('Date,Name\r\n2026-11-01,Ruth Bello\r\n');
});

it("a CSV button's download is busy while it runs and says a refusal in a toast", async () => {
  configureHttp({ baseUrl: '/api' });
  let answer: (reply: { status: number; body: unknown }) => void = () => {};
  const { calls } = installFakeFetch(() => new Promise((resolve) => (answer = resolve)));
  const errors: string[] = [];
  configureNotifier({ success: () => {}, info: () => {}, error: (message) => errors.push(message) });

  const { result } = renderHook(() => useCsvDownload('/members/export.csv'));
  let done: Promise<void> = Promise.resolve();
  act(() => {
    done = result.current.download('members.csv', { role: 'leader' });
  });
  expect(result.current.downloading).toBe(true);
  await act(async () => {
    answer({ status: 403, body: { message: 'You do not have permission to do this.' } });
    await done;
  });

  expect(calls[0].url).toBe('/api/members/export.csv?role=leader');
  expect(result.current.downloading).toBe(false);
  expect(errors).toEqual(['You do not have permission to do this.']);
});
