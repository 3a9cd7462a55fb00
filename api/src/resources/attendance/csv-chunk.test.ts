import { storedFields } from './queries';

describe("the attendance CSV's chunk reader", () => {
  it('reads each line into its columns, a comma in the category kept and an empty recorder as 0', () => {
    const fields = storedFields('2026-10-04,3,17,,Sunday service\n2026-10-04,3,21,5,Others, late', 5000);
    expect(fields.length).toBe(2);
    expect(fields.dates).toEqual(['2026-10-04', '2026-10-04']);
    expect([...fields.services.subarray(0, 2)]).toEqual([3, 3]);
    expect([...fields.people.subarray(0, 2)]).toEqual([17, 21]);
    expect([...fields.recorders.subarray(0, 2)]).toEqual([0, 5]);
    expect(fields.categories).toEqual(['Sunday service', 'Others, late']);
  });

  it('puts lines that came out of order back in date, service and person order', () => {
    const fields = storedFields('2026-10-05,1,2,,B\n2026-10-04,9,8,,A\n2026-10-05,1,1,7,C', 3);
    expect(fields.dates).toEqual(['2026-10-04', '2026-10-05', '2026-10-05']);
    expect([...fields.people]).toEqual([8, 1, 2]);
    expect([...fields.recorders]).toEqual([0, 7, 0]);
    expect(fields.categories).toEqual(['A', 'C', 'B']);
  });

  it('reads an empty chunk as no records', () => {
    expect(storedFields('', 5000).length).toBe(0);
  });
});
