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
  // A browser drops tabs and line breaks from a URL: `/<tab>/evil.example` would open `//evil.example`.
  it.each(['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '/dashboard\u0000', '/a\u007f', '/a\u0085b', '/%09/evil.example', '/%0A/evil.example', '/dashboard?x=%0D%0ASet-Cookie:a', '/%7F', '/%C2%85', '/a%', '/%E0%A4%A'])(
    'falls back to / for a control character, typed or percent-encoded, or a broken encoding (case %#)',
    (raw) => expect(safeRedirect(raw)).toBe('/'),
  );
  it('keeps percent-encoded text that is no control character', () => {
    expect(safeRedirect('/dashboard/members?q=Ad%C3%A9%20Obi%2Fx')).toBe('/dashboard/members?q=Ad%C3%A9%20Obi%2Fx');
    expect(safeRedirect('/dashboard/members?q=Adé Obi')).toBe('/dashboard/members?q=Adé Obi');
  });
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
