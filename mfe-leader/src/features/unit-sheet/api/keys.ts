// Every query of the leaders area starts with 'leaders'; a unit's sheets sit under
// ['leaders', 'sheet', unitId], each occurrence's under its service and day.
export const SHEET_KEY = ['leaders', 'sheet'] as const;
export const sheetKey = (unitId: number, serviceId: number, date: string) => [...SHEET_KEY, unitId, serviceId, date] as const;
export const recentServicesKey = (from: string, to: string) => [...SHEET_KEY, 'services', from, to] as const;
