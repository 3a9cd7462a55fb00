// Blockouts: days a person cannot serve on a rota (decision 0064). A single stretch of days, or
// one that repeats every week, every other week, or on the same week of each month ("the first
// Sunday"), until a day or for good. Announced absences block out too; they are not copied here.
import { z } from 'zod';
import { daysInclusive } from './absences';
import { addDays, weekOfMonth } from '@church/contracts/church-time';
import { dataEnvelope } from './envelope';
import { idField, optionalText } from './fields';

export const BLOCKOUT_REPEATS = ['weekly', 'every_other_week', 'monthly'] as const;
export type BlockoutRepeat = (typeof BLOCKOUT_REPEATS)[number];
/** A blockout's days, both ends included; longer is an absence, announced as one. */
export const BLOCKOUT_MAX_DAYS = 14;
/** A person's blockouts not yet over: enough for any life, few enough that nobody's can stall a rota. */
export const BLOCKOUT_MAX_CURRENT = 20;
export const BLOCKOUT_NOTE_MAX = 200;

export interface BlockoutDays {
  from: string;
  to: string;
  repeat: BlockoutRepeat | null;
  /** The last day a repeating blockout may start on; null: for good. */
  until: string | null;
}

const daysBetween = (from: string, to: string) => daysInclusive(from, to) - 1;

/** The day in the month of `monthStart` that is the same weekday and week of the month as `like`, or null when that month has no such day. */
function sameWeekdayAndWeek(monthStart: string, like: string): string | null {
  const offset = (daysBetween(monthStart, like) % 7 + 7) % 7;
  const day = addDays(monthStart, offset + (weekOfMonth(like) - 1) * 7);
  return day.slice(0, 7) === monthStart.slice(0, 7) ? day : null;
}

/**
 * The stretches of days a blockout covers that overlap `from` to `to` (inclusive), in order. A
 * monthly one falls on the same week and weekday as its first day (the first Sunday, the third
 * Wednesday); a month without a fifth such weekday is skipped.
 */
export function blockedStretches(blockout: BlockoutDays, from: string, to: string): { from: string; to: string }[] {
  const length = daysBetween(blockout.from, blockout.to);
  const last = blockout.repeat === null ? blockout.from : blockout.until ?? to;
  const starts: string[] = [];
  if (blockout.repeat === null) starts.push(blockout.from);
  else if (blockout.repeat === 'monthly') {
    for (let month = `${blockout.from.slice(0, 7)}-01`; month <= last && month <= to; month = addDays(`${month.slice(0, 7)}-28`, 4).slice(0, 7) + '-01') {
      const day = sameWeekdayAndWeek(month, blockout.from);
      if (day !== null && day >= blockout.from && day <= last) starts.push(day);
    }
  } else {
    const step = blockout.repeat === 'weekly' ? 7 : 14;
    // The first start whose stretch can reach `from`, then every step until `last`.
    const skip = Math.max(0, Math.floor((daysBetween(blockout.from, from) - length) / step));
    for (let day = addDays(blockout.from, skip * step); day <= last && day <= to; day = addDays(day, step)) starts.push(day);
  }
  return starts.map((start) => ({ from: start, to: addDays(start, length) })).filter((stretch) => stretch.to >= from && stretch.from <= to);
}

const day = z.iso.date({ error: 'Must be a date (YYYY-MM-DD)' });
export const blockoutRequestSchema = z
  .object({
    from: day,
    to: day.optional(),
    repeat: z.enum(BLOCKOUT_REPEATS, { error: 'Repeat must be weekly, every_other_week or monthly' }).nullish(),
    until: day.nullish(),
    note: optionalText('Note', BLOCKOUT_NOTE_MAX),
  })
  .superRefine((body, ctx) => {
    const to = body.to ?? body.from;
    if (to < body.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after from' });
    else if (daysBetween(body.from, to) + 1 > BLOCKOUT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `A blockout lasts at most ${BLOCKOUT_MAX_DAYS} days; announce a longer time away as an absence` });
    else if (body.repeat && daysBetween(body.from, to) + 1 > (body.repeat === 'weekly' ? 7 : 14)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'A repeating blockout must end before it starts again' });
    if (body.until && !body.repeat) ctx.addIssue({ code: 'custom', path: ['until'], message: 'Until is for a repeating blockout' });
    if (body.until && body.until < body.from) ctx.addIssue({ code: 'custom', path: ['until'], message: 'Until must be on or after from' });
  });
export type BlockoutRequest = z.infer<typeof blockoutRequestSchema>;

export const blockoutSchema = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  repeat: z.enum(BLOCKOUT_REPEATS).nullable(),
  until: z.string().nullable(),
  note: z.string().nullable(),
});
export type Blockout = z.infer<typeof blockoutSchema>;
export const blockoutListResponseSchema = z.object({ data: z.array(blockoutSchema) });
export const blockoutResponseSchema = dataEnvelope(blockoutSchema);
export const blockoutIdParamsSchema = z.object({ id: idField('Blockout') });

export const BLOCKOUT_RECORDED_MESSAGE = 'Blocked out: nobody will put you on a rota on those days.';
export const BLOCKOUT_TAKEN_BACK_MESSAGE = 'The blockout was taken back.';
export const NO_BLOCKOUT_MESSAGE = 'You have no blockout with this id.';
export const BLOCKOUT_OVER_MESSAGE = 'These days are over already: block out days to come.';
export const BLOCKOUT_CAP_MESSAGE = `A person may have at most ${BLOCKOUT_MAX_CURRENT} blockouts coming up or under way: take one back before adding another.`;
