// Query keys of the station screen: the public area's, then the station's id, so a tablet paired
// again as another station never shows the first one's answers.
export const stationKeys = {
  all: (stationId: number) => ['public', 'station', stationId] as const,
  occurrence: (stationId: number) => ['public', 'station', stationId, 'occurrence'] as const,
  people: (stationId: number, q: string) => ['public', 'station', stationId, 'people', q] as const,
  roster: (stationId: number) => ['public', 'station', stationId, 'roster'] as const,
  code: (stationId: number) => ['public', 'station', stationId, 'code'] as const,
};
