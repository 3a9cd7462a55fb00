// A unit's attendance sheet: a leader (or an admin) opens one occurrence and ticks who of the
// unit's roster is present. Each tick is a record of the person's, recorded by whoever ticked.
import { z } from 'zod';
import { occurrenceSchema } from './attendance';
import { dateField, idField } from './fields';
import { offlineWriteFields } from './offline-write';

/** The most people one sheet write may name (present and absent together): a big unit is 500. */
export const SHEET_BATCH_MAX = 2000;

export const unitSheetQuerySchema = z.object({ service_id: idField('Service'), date: dateField('Date') });

/** How a present person's record was made: they marked it themself, a welcome station checked them in at the door, their team's rota counted them (they served), or someone recorded it for them. */
export const SHEET_RECORD_SOURCES = ['self', 'station', 'rota', 'someone'] as const;
export type SheetRecordSource = (typeof SHEET_RECORD_SOURCES)[number];

export const sheetPersonSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  /** The record at this occurrence, or null when they are not recorded present. */
  record: z
    .object({
      source: z.enum(SHEET_RECORD_SOURCES),
      /** Who recorded it, when someone else did. */
      recorded_by_name: z.string().nullable(),
      /** The team whose rota counted them, when it did. */
      rota_team_name: z.string().nullable().optional(),
      /** Minutes from its making to its arrival, when it arrived after the marking window closed (check-in.ts sentLateLabel). */
      sent_late_minutes: z.number().int().nullable().optional(),
    })
    .nullable(),
});
export type SheetPerson = z.infer<typeof sheetPersonSchema>;

export const unitSheetResponseSchema = z.object({
  data: z.object({
    unit: z.object({ id: z.number().int(), name: z.string() }),
    occurrence: occurrenceSchema,
    people: z.array(sheetPersonSchema),
  }),
});
export type UnitSheet = z.infer<typeof unitSheetResponseSchema>['data'];

const peopleIds = (label: string) => z.array(idField(label), { error: `${label} must be a list of person ids` }).max(SHEET_BATCH_MAX, `At most ${SHEET_BATCH_MAX} people at once`).default([]);

export const unitSheetWriteSchema = z
  .object({
    service_id: idField('Service'),
    date: dateField('Date'),
    present: peopleIds('Present'),
    absent: peopleIds('Absent'),
    /** A sheet saved offline: its reference (a retried send is recognised) and when it was ticked. */
    ...offlineWriteFields,
  })
  .superRefine((body, ctx) => {
    if (body.present.length + body.absent.length === 0) ctx.addIssue({ code: 'custom', path: ['present'], message: 'Name at least one person, present or absent' });
    else if (body.present.length + body.absent.length > SHEET_BATCH_MAX) ctx.addIssue({ code: 'custom', path: ['present'], message: `At most ${SHEET_BATCH_MAX} people at once` });
    const present = new Set(body.present);
    if (body.absent.some((id) => present.has(id))) ctx.addIssue({ code: 'custom', path: ['absent'], message: 'A person cannot be both present and absent' });
  });
export type UnitSheetWrite = z.input<typeof unitSheetWriteSchema>;

export const unitSheetWriteResponseSchema = z.object({
  data: z.object({
    /** Records made by this write (people already recorded are left as they were). */
    marked: z.number().int(),
    /** Records removed by this write. */
    unmarked: z.number().int(),
  }),
  message: z.string(),
});
export type UnitSheetWriteResult = z.infer<typeof unitSheetWriteResponseSchema>['data'];
