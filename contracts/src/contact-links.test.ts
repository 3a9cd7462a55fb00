import { contactLinks, isPlainEmail, mailtoHref, telHref } from './contact-links';

it('normalises a national number to the international form, and wa.me takes its digits without the +', () => {
  const links = contactLinks('0803 123 4567', 'ada@example.com', 'Hello Ada & welcome!\nSee you', 'Welcome to Community Church');
  expect(links.tel).toBe('tel:+2348031234567');
  expect(links.whatsapp).toBe('https://wa.me/2348031234567?text=Hello%20Ada%20%26%20welcome!%0ASee%20you');
  expect(links.mailto).toBe('mailto:ada@example.com?subject=Welcome%20to%20Community%20Church&body=Hello%20Ada%20%26%20welcome!%0ASee%20you');
});

it('offers nothing for missing contact details', () => {
  expect(contactLinks(null, null, 'Hi', 'Welcome')).toEqual({ tel: null, whatsapp: null, mailto: null });
  expect(contactLinks('+44 20 7946 0958', null, 'Hi', 'Welcome').whatsapp).toBe('https://wa.me/442079460958?text=Hi');
});

describe('mailtoHref', () => {
  it('links a plain address, with its fields percent-encoded', () => {
    expect(mailtoHref('ada@example.org')).toBe('mailto:ada@example.org');
    expect(mailtoHref("o'neil+church@mail.example.co.uk", { subject: 'Hi & bye' })).toBe("mailto:o'neil%2Bchurch@mail.example.co.uk?subject=Hi%20%26%20bye");
    expect(mailtoHref('ada@example.org', { body: 'Line 1\nLine 2?cc=x' })).toBe('mailto:ada@example.org?body=Line%201%0ALine%202%3Fcc%3Dx');
  });

  // Each of these, pasted into a mailto: link, could add a recipient, a header or a body.
  it.each([
    'ada@example.org?cc=spy@evil.example',
    'ada@example.org?bcc=spy%40evil.example',
    'ada@example.org&cc=spy@evil.example',
    'ada@example.org%0ABcc:spy@evil.example',
    'ada@example.org\nBcc: spy@evil.example',
    'ada@example.org\r\n',
    'ada@example.org,spy@evil.example',
    'ada@example.org;spy@evil.example',
    'spy@evil.example?to=ada@example.org',
    'ada%40example.org',
    '"ada"@example.org',
    'ada@example.org#x',
    'ada@example.org?body=Send%20your%20password',
    ' ada@example.org',
    'ada@example',
    'ada@-example.org',
    'ada..obi@example.org',
    '.ada@example.org',
    'adà@example.org',
    `${'a'.repeat(250)}@example.org`,
    '',
    null,
    undefined,
  ])('gives no link for %p', (email) => {
    expect(isPlainEmail(email)).toBe(false);
    expect(mailtoHref(email, { subject: 'Hi' })).toBeNull();
  });

  it('is what contactLinks offers, so a bad address there gives no mail link either', () => {
    expect(contactLinks('0803 123 4567', 'ada@example.org?cc=spy@evil.example', 'Hi', 'Welcome')).toEqual({
      tel: 'tel:+2348031234567',
      whatsapp: 'https://wa.me/2348031234567?text=Hi',
      mailto: null,
    });
  });
});

describe('telHref', () => {
  it('calls the normalised number, and nothing without digits', () => {
    expect(telHref('0803 123 4567')).toBe('tel:+2348031234567');
    expect(telHref('+2348031234567?x')).toBe('tel:+2348031234567');
    expect(telHref('call me')).toBeNull();
    expect(telHref(null)).toBeNull();
  });
});
