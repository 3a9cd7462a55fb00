// The welcome-team station's API: pairing a tablet, its searches and check-ins at the door, the
// quick-add of a first-time visitor, and the headcounts of people counted without a name.
import { z } from 'zod';
import { attendanceRecordSchema, serviceCategoryField } from './attendance';
import { checkInOccurrenceSchema } from './check-in-schemas';
import { dataEnvelope } from './envelope';
import { idField, oneLineNameField } from './fields';
import { firstTimerRequestSchema } from './first-timers';
import { HEADCOUNT_CATEGORIES } from './headcounts';
import { clientRefField, offlineWriteFields } from './offline-write';

/** The scheme of a station's credential: `Authorization: Station <token>`, never taken for a session's `Bearer`. */
export const STATION_AUTH_SCHEME = 'Station';
/** How long a pairing code works after an admin makes it. */
export const PAIRING_CODE_TTL_MINUTES = 15;
/** A pairing code's length; its letters leave out those read alike (0/O, 1/I/L). */
export const PAIRING_CODE_LENGTH = 8;
export const PAIRING_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** At most this many people answer a station's search. */
export const STATION_SEARCH_LIMIT = 10;
/** How long after a check-in the station offers Undo; the API allows STATION_UNDO_GRACE_SECONDS more for the network. */
export const STATION_UNDO_SECONDS = 60;
export const STATION_UNDO_GRACE_SECONDS = 15;

// The headcounts' words live in headcounts.ts (no zod, for pages); here for the station's imports.
export { HEADCOUNT_CATEGORIES, HEADCOUNT_CATEGORY_LABELS, HEADCOUNT_DEFINITION, type HeadcountCategory } from './headcounts';


// --- Pairing (admins, then the tablet) -------------------------------------------------------

export const stationCreateSchema = z.object({ name: oneLineNameField('Name', 60) });
export type StationCreate = z.input<typeof stationCreateSchema>;

export const stationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  /** When a tablet used its pairing code; null while it waits. */
  paired_at: z.string().nullable(),
  /** Its last request, to the minute. */
  last_seen_at: z.string().nullable(),
  /** Until when an unused pairing code works; null once used or revoked. */
  pairing_expires_at: z.string().nullable(),
  revoked: z.boolean(),
  revoked_at: z.string().nullable(),
});
export type Station = z.infer<typeof stationSchema>;
export const stationListResponseSchema = z.object({ data: z.array(stationSchema) });

/** The one time a pairing code is shown: only its hash is kept. */
export const stationCreatedSchema = z.object({ id: z.number().int(), name: z.string(), pairing_code: z.string(), pairing_expires_at: z.string() });
export const stationCreatedResponseSchema = dataEnvelope(stationCreatedSchema);

// Typed on a tablet: spaces, dashes and lower case are forgiven.
export const stationPairSchema = z.object({
  pairing_code: z
    .string({ error: 'Pairing code is required' })
    .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().min(1, 'Pairing code is required').max(32, 'This pairing code is not valid.')),
});
export const stationPairedSchema = z.object({ token: z.string(), station: z.object({ id: z.number().int(), name: z.string() }) });
export const stationPairedResponseSchema = dataEnvelope(stationPairedSchema);

// --- At the door (the station's own routes) --------------------------------------------------

export const stationHeadcountSchema = z.object({
  category: z.enum(HEADCOUNT_CATEGORIES),
  /** This station's own count. */
  count: z.number().int(),
  /** Every source's count added up. */
  total: z.number().int(),
});
export type StationHeadcount = z.infer<typeof stationHeadcountSchema>;

/**
 * The service a station works at, chosen on the tablet when several are open (a children's
 * service beside the main one); without it, the one the door shows (the nearest start).
 */
export const stationServiceField = idField('Service').optional();
export const stationServiceQuerySchema = z.object({ service_id: stationServiceField });

export const stationOccurrenceResponseSchema = z.object({
  data: z.object({
    occurrence: checkInOccurrenceSchema,
    /** Every occurrence open now, for the station to choose among. */
    open: z.array(checkInOccurrenceSchema),
    /** Named check-ins at the occurrence, however made. */
    checked_in: z.number().int(),
    /** Those this station made. */
    checked_in_here: z.number().int(),
    headcounts: z.array(stationHeadcountSchema),
    /** Who serves at the occurrence (accepted rota places), names only, and whether they are checked in yet (always sent; optional for an older API). */
    serving: z.array(z.object({
      person_id: z.number().int(), first_name: z.string(), last_name: z.string(), team_name: z.string(), position_name: z.string(), checked_in: z.boolean(),
    })).optional(),
  }),
});
export type StationOccurrenceResponse = z.infer<typeof stationOccurrenceResponseSchema>;

export const stationPeopleQuerySchema = stationServiceQuerySchema.extend({ q: z.string({ error: 'Search must be text' }).trim().max(100, 'Search must be at most 100 characters').default('') });
/** Names only: a phone typed matches but is never shown, nor an email. */
export const stationPersonSchema = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), checked_in: z.boolean() });
export type StationPerson = z.infer<typeof stationPersonSchema>;
export const stationPeopleResponseSchema = z.object({ data: z.array(stationPersonSchema) });
/** Every active person's names (no more than the search answers), kept on the tablet to search without a connection. */
export const stationRosterResponseSchema = z.object({ data: z.array(stationPersonSchema.omit({ checked_in: true })) });

export const stationCheckInSchema = z.object({
  user_id: idField('Person'),
  category: serviceCategoryField.optional(),
  service_id: stationServiceField,
  ...offlineWriteFields,
});
export type StationCheckIn = z.input<typeof stationCheckInSchema>;
export const stationCheckInParamsSchema = z.object({ id: idField('Check-in') });

export const stationCheckInResponseSchema = z.object({
  data: attendanceRecordSchema,
  message: z.string(),
  /** This request made the record (not another door, nor an earlier send): the station may undo it for STATION_UNDO_SECONDS. */
  undoable: z.boolean(),
});
export type StationCheckInResponse = z.infer<typeof stationCheckInResponseSchema>;
export const stationUndoResponseSchema = z.object({ message: z.string() });
export type StationUndoResponse = z.infer<typeof stationUndoResponseSchema>;

export const stationFirstTimerSchema = firstTimerRequestSchema
  .pick({ first_name: true, last_name: true, phone: true, email: true, consent_to_contact: true })
  .extend({ service_id: stationServiceField, ...offlineWriteFields });
export type StationFirstTimer = z.input<typeof stationFirstTimerSchema>;
export const stationFirstTimerResponseSchema = dataEnvelope(z.object({ service_id: z.number().int(), visit_date: z.string() }));

/** The most one headcount change may add or take away (a tap is +1 or -1). */
export const HEADCOUNT_CHANGE_LIMIT = 1000;

// A tap at a counter, as a change (never a total): the station's count is the sum of its changes,
// so taps from two tablets or sent late all add up. Plain JSON numbers only: "2", true or "0x10"
// are refused, not coerced. client_ref is required: a change sent again must be recognised.
export const stationHeadcountRequestSchema = z.object({
  category: z.enum(HEADCOUNT_CATEGORIES, { error: `Category must be one of: ${HEADCOUNT_CATEGORIES.join(', ')}` }),
  change: z
    .number({ error: 'Change must be a whole number, such as 1 or -1' })
    .int('Change must be a whole number, such as 1 or -1')
    .min(-HEADCOUNT_CHANGE_LIMIT, `Change is at least -${HEADCOUNT_CHANGE_LIMIT}`)
    .max(HEADCOUNT_CHANGE_LIMIT, `Change is at most ${HEADCOUNT_CHANGE_LIMIT}`)
    .refine((change) => change !== 0, 'Change cannot be 0'),
  service_id: stationServiceField,
  ...offlineWriteFields,
  client_ref: clientRefField,
});
export type StationHeadcountRequest = z.input<typeof stationHeadcountRequestSchema>;
export const stationHeadcountResponseSchema = dataEnvelope(stationHeadcountSchema);
