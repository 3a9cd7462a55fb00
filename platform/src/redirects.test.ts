import { loginUrlFor, safeRedirect } from './redirects';

describe('safeRedirect', () => {
  it('keeps an internal path with its query', () => {
    expect(safeRedirect('/dashboard/attendance?month=3&year=2025')).toBe('/dashboard/attendance?month=3&year=2025');
  });
  it.each([null, undefined, '', 'https://evil.example', '//evil.example/x', '/\\evil.example', 'dashboard'])(
    'falls back to / for %p',
    (raw) => expect(safeRedirect(raw)).toBe('/'),
  );
  it('uses the given fallback', () => expect(safeRedirect(null, '/dashboard')).toBe('/dashboard'));
});

describe('loginUrlFor', () => {
  it('encodes the path and query into the redirect parameter', () => {
    const url = loginUrlFor('/dashboard/members/7?tab=notes&x=a b');
    expect(url).toBe('/login?redirect=%2Fdashboard%2Fmembers%2F7%3Ftab%3Dnotes%26x%3Da%20b');
    expect(new URLSearchParams(url.split('?')[1]).get('redirect')).toBe('/dashboard/members/7?tab=notes&x=a b');
  });
  it('never redirects back to an auth page', () => {
    expect(loginUrlFor('/login?redirect=%2Fdashboard')).toBe('/login');
    expect(loginUrlFor('/reset-password?token=t&email=e')).toBe('/login');
  });
});
