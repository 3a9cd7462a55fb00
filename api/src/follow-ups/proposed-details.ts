import { and, desc, eq, isNull, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import { PROPOSED_DETAILS, type FirstTimerRegistration, type ProposedDetail, type ProposedDetailsJson } from '@church/contracts/first-timers';
import type { Db } from '../db/client';
import { firstTimerProposedDetails, firstTimers } from '../db/schema';
import type { Tx } from './visitors';

// Details a returning visitor typed on the welcome form that differ from the stored ones
// (docs/decisions/0021-returning-visitors-and-opt-out.md). The form is anonymous and anyone may
// know a phone number, so it never changes a stored visitor: the differences wait, by their API
// names, for an admin to apply or dismiss.

type StoredRow = typeof firstTimers.$inferSelect;
type DetailValue = string | boolean | null;
type Proposal = Partial<Record<ProposedDetail, string | boolean>>;

/** A visitor keeps at most this many proposals, the newest: sending the form again and again cannot grow the table. */
export const MAX_PROPOSALS_PER_VISITOR = 10;

const COLUMNS = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  gender: 'gender',
  address: 'address',
  how_heard: 'howHeard',
  prayer_request: 'prayerRequest',
  consent_to_contact: 'consentToContact',
} as const satisfies Record<ProposedDetail, keyof StoredRow>;

const storedDetails = (row: StoredRow): Record<ProposedDetail, DetailValue> =>
  Object.fromEntries(PROPOSED_DETAILS.map((field) => [field, row[COLUMNS[field]]])) as Record<ProposedDetail, DetailValue>;

// What the form says. A field left blank proposes nothing: leaving it out is no wish to erase it.
function submittedDetails(body: FirstTimerRegistration): Proposal {
  const typed: Record<ProposedDetail, string | boolean | null> = {
    first_name: body.first_name,
    last_name: body.last_name,
    email: body.email?.toLowerCase() ?? null,
    gender: body.gender ?? null,
    address: body.address,
    how_heard: body.how_heard ?? null,
    prayer_request: body.prayer_request,
    consent_to_contact: body.consent_to_contact,
  };
  return Object.fromEntries(Object.entries(typed).filter(([, value]) => value !== null));
}

// A stored proposal as written by proposeDetails; anything else in the column is left out.
const storedProposalSchema = z
  .object({
    first_name: z.string(), last_name: z.string(), email: z.string(), gender: z.string(), address: z.string(),
    how_heard: z.string(), prayer_request: z.string(), consent_to_contact: z.boolean(),
  })
  .partial();
const proposalOf = (details: unknown): Proposal => storedProposalSchema.safeParse(details).data ?? {};

const differingFields = (proposal: Proposal, stored: Record<ProposedDetail, DetailValue>): ProposedDetail[] =>
  PROPOSED_DETAILS.filter((field) => proposal[field] !== undefined && proposal[field] !== stored[field]);

const sameProposal = (a: Proposal, b: Proposal) => PROPOSED_DETAILS.every((field) => a[field] === b[field]);

const newestFirst = [desc(firstTimerProposedDetails.submittedAt), desc(firstTimerProposedDetails.id)];

/** Keeps what the form says differently from `stored`, unless the visitor's latest proposal says the same. */
export async function proposeDetails(tx: Tx, stored: StoredRow, body: FirstTimerRegistration): Promise<void> {
  const submitted = submittedDetails(body);
  const fields = differingFields(submitted, storedDetails(stored));
  if (fields.length === 0) return;
  const details: Proposal = Object.fromEntries(fields.map((field) => [field, submitted[field]]));
  const ofVisitor = eq(firstTimerProposedDetails.firstTimerId, stored.id);
  const [latest] = await tx.select({ details: firstTimerProposedDetails.details }).from(firstTimerProposedDetails).where(ofVisitor).orderBy(...newestFirst).limit(1);
  if (latest && sameProposal(proposalOf(latest.details), details)) return;
  await tx.insert(firstTimerProposedDetails).values({ firstTimerId: stored.id, details });
  const kept = tx.select({ id: firstTimerProposedDetails.id }).from(firstTimerProposedDetails).where(ofVisitor).orderBy(...newestFirst).limit(MAX_PROPOSALS_PER_VISITOR);
  await tx.delete(firstTimerProposedDetails).where(and(ofVisitor, notInArray(firstTimerProposedDetails.id, kept)));
}

/**
 * A visitor's proposals, newest first, each with the fields that still differ from what is stored
 * (a proposal nothing differs in any more is left out); null when there is no such visitor.
 */
export async function proposalsOf(db: Db, firstTimerId: number): Promise<ProposedDetailsJson[] | null> {
  const [row] = await db.select().from(firstTimers).where(and(eq(firstTimers.id, firstTimerId), isNull(firstTimers.erasedAt))).limit(1);
  if (!row) return null;
  const stored = storedDetails(row);
  const proposals = await db.select().from(firstTimerProposedDetails).where(eq(firstTimerProposedDetails.firstTimerId, firstTimerId)).orderBy(...newestFirst);
  return proposals
    .map((p) => {
      const proposal = proposalOf(p.details);
      const changes = differingFields(proposal, stored).map((field) => ({ field, current: stored[field], proposed: proposal[field] ?? null }));
      return { id: p.id, submitted_at: p.submittedAt.toISOString(), changes };
    })
    .filter((p) => p.changes.length > 0);
}

const ofProposal = (firstTimerId: number, proposalId: number) =>
  and(eq(firstTimerProposedDetails.id, proposalId), eq(firstTimerProposedDetails.firstTimerId, firstTimerId));

/** Writes a proposal's details onto its visitor and removes it; false when the visitor has no such proposal. */
export async function applyProposal(db: Db, firstTimerId: number, proposalId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(firstTimerProposedDetails).where(ofProposal(firstTimerId, proposalId)).returning({ details: firstTimerProposedDetails.details });
    if (!removed) return false;
    const proposal = proposalOf(removed.details);
    const changes = Object.fromEntries(PROPOSED_DETAILS.filter((field) => proposal[field] !== undefined).map((field) => [COLUMNS[field], proposal[field]]));
    if (Object.keys(changes).length > 0) await tx.update(firstTimers).set(changes).where(eq(firstTimers.id, firstTimerId));
    return true;
  });
}

/** Removes a proposal, leaving the visitor as stored; false when the visitor has no such proposal. */
export async function dismissProposal(db: Db, firstTimerId: number, proposalId: number): Promise<boolean> {
  const removed = await db.delete(firstTimerProposedDetails).where(ofProposal(firstTimerId, proposalId)).returning({ id: firstTimerProposedDetails.id });
  return removed.length > 0;
}
