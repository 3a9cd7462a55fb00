import { contactLinks } from './contact-links';

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
