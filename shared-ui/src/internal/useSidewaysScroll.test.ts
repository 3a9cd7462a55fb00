import { sidewaysOverflow } from './useSidewaysScroll';

it('says nothing is hidden when the content fits (a pixel of rounding included)', () => {
  expect(sidewaysOverflow({ scrollLeft: 0, scrollWidth: 600, clientWidth: 600 })).toEqual({ before: false, after: false });
  expect(sidewaysOverflow({ scrollLeft: 0, scrollWidth: 601, clientWidth: 600 })).toEqual({ before: false, after: false });
});

it('says which sides hide content as a wide table is scrolled across', () => {
  expect(sidewaysOverflow({ scrollLeft: 0, scrollWidth: 1000, clientWidth: 600 })).toEqual({ before: false, after: true });
  expect(sidewaysOverflow({ scrollLeft: 200, scrollWidth: 1000, clientWidth: 600 })).toEqual({ before: true, after: true });
  expect(sidewaysOverflow({ scrollLeft: 400, scrollWidth: 1000, clientWidth: 600 })).toEqual({ before: true, after: false });
});
