import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { IMPORT_MESSAGES, type ImportKind, type ImportReport } from '@church/contracts/imports';
import { hashPassword } from '../../auth/passwords';
import { newOpaqueToken } from '../../auth/tokens';
import { recordAudit } from '../../audit/record';
import { HttpError } from '../../http/errors';
import { enqueueMail } from '../../mail/queue';
import { claimForCommit, holdCommitLock, type ImportRow, markCommitted, setProgress, setStatus, startReport, storedFile } from './queries';
import { concurrentConnections, runPass, statementRowsFor } from './run';

// Committing an import: one pass over the stored file in one transaction, all or nothing, under
// the import's advisory lock, with its progress, its report, its audit entry and, when asked, the
// invitations of the members it made.

export interface CommitRequest {
  row: ImportRow;
  actorId: number;
  invite: boolean;
}

export async function commitImport(app: FastifyInstance, { row, actorId, invite }: CommitRequest): Promise<ImportReport> {
  const kind = row.kind as ImportKind;
  // One unusable password for the accounts the commit makes: a hash of a secret nobody keeps
  // (a real hash, so signing in as them costs what it costs for anyone).
  let hash: Promise<string> | undefined;
  const passwordHash = () => (hash ??= hashPassword(newOpaqueToken(), app.settings.passwordHashing));
  // Where the database has several connections (PostgreSQL), the claim and the progress are
  // written beside the transaction, on another one, for the progress bar to see; the embedded
  // database has one, held by the transaction, and nobody else reads while it runs.
  const beside = concurrentConnections(app.db) ? app.db : undefined;
  let claimed = false;
  const outcomeOf = (err: unknown) => (err instanceof HttpError && err.statusCode === 422 ? 'draft' : 'failed');
  try {
    const result = await app.db.transaction(async (tx) => {
      // The import is this commit's while its transaction lasts, so two clicks cannot run it
      // twice, and a commit that dies leaves it to the next one (see holdCommitLock).
      if (!(await holdCommitLock(tx, row.id)) || !(await claimForCommit(beside ?? tx, row.id))) throw new HttpError(409, IMPORT_MESSAGES.notDraft);
      claimed = true;
      try {
        // A host that vanishes mid-commit (no connection reset) frees the lock after this long quiet.
        if (beside) await tx.execute(sql`set local idle_in_transaction_session_timeout = '5min'`);
        const file = await storedFile(tx, row.id);
        if (!file) throw new HttpError(409, IMPORT_MESSAGES.notDraft);
        const pass = await runPass(
          { kind, file, mapping: row.mapping as Record<string, string | null>, existing: row.existing as 'skip' | 'update' },
          { db: tx, actorId, write: true, statementRows: statementRowsFor(app.db), passwordHash, onProgress: beside && ((done) => setProgress(beside, row.id, done)), onReport: await startReport(tx) },
        );
        if (pass.preview.errors_total > 0) {
          throw new HttpError(422, IMPORT_MESSAGES.hasErrors(pass.preview.counts.error), { file: [IMPORT_MESSAGES.hasErrors(pass.preview.counts.error)] });
        }
        const { create, update, skip } = pass.preview.counts;
        const report = { created: create, updated: update, skipped: skip };
        await markCommitted(tx, row.id, report, pass.preview.rows_total);
        // The invitations commit with the members they are for.
        if (invite && kind === 'members') await enqueueMail(tx, pass.created.map((email) => ({ kind: 'invitation' as const, to: email })));
        await recordAudit(tx, { actorId, entity: 'import', entityId: row.id, action: 'commit', after: { kind, file_name: row.fileName, existing: row.existing, ...report } });
        return { report, created: pass.created };
      } catch (err) {
        // Written while the lock is still held, before the transaction rolls back.
        if (beside) await setStatus(beside, row.id, outcomeOf(err));
        throw err;
      }
    });
    if (invite && kind === 'members' && result.created.length) await app.kickMail();
    return result.report;
  } catch (err) {
    // The embedded database's claim rolled back with the transaction; the outcome is written now.
    if (claimed && !beside) await setStatus(app.db, row.id, outcomeOf(err));
    throw err;
  }
}
