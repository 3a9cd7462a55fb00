import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commitImportSchema, IMPORT_FIELDS, IMPORT_MAX_BYTES, IMPORT_MESSAGES, importDraftResponseSchema, importKindSchema, importProgressResponseSchema,
  importReportResponseSchema, type ImportKind, proposeMapping, updateImportSchema,
} from '@church/contracts/imports';
import { idField } from '@church/contracts/fields';
import { hashPassword } from '../../auth/passwords';
import { newOpaqueToken } from '../../auth/tokens';
import { recordAudit } from '../../audit/record';
import { sendCsv } from '../../http/csv';
import { requireActor } from '../../http/access-control';
import { HttpError, validationFailed } from '../../http/errors';
import { bearer, errorResponses } from '../../http/schemas';
import { sendInvitation } from '../members/invitation';
import { bufferSource } from './file-rows';
import {
  claimForCommit, createImport, findImport, holdCommitLock, markCommitted, readyReport, rememberedMapping, rememberMapping, reportPages, saveDraft, setProgress, setStatus,
  settleAbandonedCommit, startReport, storedFile, toDraft, toProgress,
} from './queries';
import { readHeaders, runPass } from './run';
import { readUpload } from './upload';

// Imports (admins): upload a CSV or .xlsx (multipart, at most IMPORT_MAX_BYTES, refused as it
// streams past that), map its columns and preview, commit all or nothing, download the report.
// Parsing and checking a large file takes seconds, a commit of a quarter's attendance tens of
// seconds: these routes let the connection stay quiet meanwhile.
const LONG_WORK_MS = 10 * 60 * 1000;
const params = z.object({ id: idField('Import') });

export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 10 } });

  const importOr404 = async (id: number, withBytes: { report?: boolean } = {}) => {
    // A commit that died mid-way shows as failed, to be committed again.
    await settleAbandonedCommit(app.db, id);
    const row = await findImport(app.db, id, withBytes);
    if (!row) throw new HttpError(404, 'No import with this id.');
    return row;
  };

  app.post('', {
    config: { access: ['admin'] },
    schema: { tags: ['imports'], security: bearer, consumes: ['multipart/form-data'], response: { 201: importDraftResponseSchema, ...errorResponses(401, 403, 413, 415, 422) } },
  }, async (request, reply) => {
    allowLongWork(request);
    const actor = requireActor(request);
    if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data, with the fields "file" and "kind".');
    const expectedBytes = Math.min(Number(request.headers['content-length']) || 0, IMPORT_MAX_BYTES + 1);
    let kindText: unknown;
    let file: { name: string; bytes: Buffer } | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field' && part.fieldname === 'kind') kindText = part.value;
        else if (part.type === 'file' && part.fieldname === 'file') file = { name: part.filename || 'upload', bytes: await readUpload(part.file, expectedBytes) };
        else if (part.type === 'file') await part.toBuffer();
      }
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, IMPORT_MESSAGES.tooLarge);
      if (code?.startsWith('FST_')) throw new HttpError(400, 'The upload could not be read. Choose the file again.');
      throw err;
    }
    const kind = importKindSchema.safeParse(kindText);
    if (!kind.success) throw validationFailed({ kind: [kind.error.issues[0].message] });
    if (!file || file.bytes.length === 0) throw validationFailed({ file: [file ? IMPORT_MESSAGES.empty : IMPORT_MESSAGES.noFile] });
    const source = bufferSource(file.bytes);
    const headers = await readHeaders(source);
    const mapping = (await rememberedMapping(app.db, kind.data, headers)) ?? proposeMapping(kind.data, headers);
    const { preview } = await runPass({ kind: kind.data, file: source, mapping, existing: 'skip' }, { db: app.db, actorId: actor.id, write: false });
    const row = await createImport(app.db, { kind: kind.data, fileName: file.name.slice(0, 200), file: file.bytes, mapping, rowsTotal: preview.rows_total, createdBy: actor.id });
    return reply.code(201).send({ data: toDraft(row, headers, preview) });
  });

  app.put('/:id', {
    config: { access: ['admin'] },
    schema: { tags: ['imports'], security: bearer, params, body: updateImportSchema, response: { 200: importDraftResponseSchema, ...errorResponses(401, 403, 404, 409, 422) } },
  }, async (request) => {
    allowLongWork(request);
    const row = await importOr404(request.params.id);
    const file = await storedFile(app.db, row.id);
    if ((row.status !== 'draft' && row.status !== 'failed') || !file) throw new HttpError(409, IMPORT_MESSAGES.notDraft);
    const kind = row.kind as ImportKind;
    const headers = await readHeaders(file);
    const errors: Record<string, string[]> = {};
    const mapping = { ...(row.mapping as Record<string, string | null>) };
    for (const [field, header] of Object.entries(request.body.mapping)) {
      if (!IMPORT_FIELDS[kind].some((f) => f.name === field)) errors[`mapping.${field}`] = [`${kind} files have no field "${field.slice(0, 50)}"`];
      else if (header !== null && !headers.includes(header)) errors[`mapping.${field}`] = [`The file has no column "${header.slice(0, 100)}"`];
      else mapping[field] = header;
    }
    if (Object.keys(errors).length) throw validationFailed(errors);
    const { preview } = await runPass({ kind, file, mapping, existing: request.body.existing }, { db: app.db, actorId: requireActor(request).id, write: false });
    await saveDraft(app.db, row.id, { mapping, existing: request.body.existing, rowsTotal: preview.rows_total });
    await rememberMapping(app.db, kind, headers, mapping);
    return { data: toDraft({ ...row, mapping, existing: request.body.existing }, headers, preview) };
  });

  app.get('/:id', {
    config: { access: ['admin'] },
    schema: { tags: ['imports'], security: bearer, params, response: { 200: importProgressResponseSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => ({ data: toProgress(await importOr404(request.params.id)) }));

  app.post('/:id/commit', {
    config: { access: ['admin'] },
    schema: { tags: ['imports'], security: bearer, params, body: commitImportSchema.optional(), response: { 200: importReportResponseSchema, ...errorResponses(401, 403, 404, 409, 422) } },
  }, async (request) => {
    allowLongWork(request);
    const actor = requireActor(request);
    const row = await importOr404(request.params.id);
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
            { db: tx, actorId: actor.id, write: true, passwordHash, onProgress: beside && ((done) => setProgress(beside, row.id, done)), onReport: await startReport(tx) },
          );
          if (pass.preview.errors_total > 0) {
            throw new HttpError(422, IMPORT_MESSAGES.hasErrors(pass.preview.counts.error), { file: [IMPORT_MESSAGES.hasErrors(pass.preview.counts.error)] });
          }
          const { create, update, skip } = pass.preview.counts;
          const report = { created: create, updated: update, skipped: skip };
          await markCommitted(tx, row.id, report, pass.preview.rows_total);
          await recordAudit(tx, { actorId: actor.id, entity: 'import', entityId: row.id, action: 'commit', after: { kind, file_name: row.fileName, existing: row.existing, ...report } });
          return { report, created: pass.created };
        } catch (err) {
          // Written while the lock is still held, before the transaction rolls back.
          if (beside) await setStatus(beside, row.id, outcomeOf(err));
          throw err;
        }
      });
      if (request.body?.invite && kind === 'members' && result.created.length) {
        app.runInBackground('sending import invitations', async () => {
          for (const email of result.created) await sendInvitation(app, email);
        });
      }
      return { data: result.report, message: `Imported: ${result.report.created} created, ${result.report.updated} updated, ${result.report.skipped} skipped.` };
    } catch (err) {
      // The embedded database's claim rolled back with the transaction; the outcome is written now.
      if (claimed && !beside) await setStatus(app.db, row.id, outcomeOf(err));
      throw err;
    }
  });

  app.get('/:id/report.csv', {
    config: { access: ['admin'] },
    schema: { tags: ['imports'], security: bearer, params, response: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } }, ...errorResponses(401, 403, 404, 409, 422) } },
  }, async (request, reply) => {
    const row = await importOr404(request.params.id, { report: true });
    if (row.status !== 'committed' || row.reportCsv === null) throw new HttpError(409, readyReport);
    return sendCsv(reply, {
      filename: `import-${row.id}-report.csv`,
      columns: [
        { header: 'Row', value: (r) => r.row },
        { header: 'Outcome', value: (r) => r.outcome },
        { header: 'Why', value: (r) => r.why },
        { header: 'Record', value: (r) => r.record },
      ],
      rows: reportPages(row.reportCsv),
    });
  });
};

/** Lets the connection stay quiet while a file is parsed or committed (a test's fake socket has no timer). */
function allowLongWork(request: FastifyRequest): void {
  const socket = request.raw.socket as { setTimeout?: (ms: number) => void } | undefined;
  socket?.setTimeout?.(LONG_WORK_MS);
}

/** Whether another query can run while a transaction holds a connection (a pool, not PGlite's one). */
function concurrentConnections(db: unknown): boolean {
  const client = (db as { $client?: object }).$client;
  return typeof client === 'object' && client !== null && 'totalCount' in client;
}
