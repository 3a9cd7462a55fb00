import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commitImportSchema, IMPORT_FIELDS, IMPORT_MAX_BYTES, IMPORT_MESSAGES, importDraftResponseSchema, importKindSchema, importProgressResponseSchema,
  importReportResponseSchema, type ImportKind, proposeMapping, updateImportSchema,
} from '@church/contracts/imports';
import { idField } from '@church/contracts/fields';
import { sendCsv } from '../../http/csv';
import { requireActor } from '../../http/access-control';
import { HttpError, validationFailed } from '../../http/errors';
import { bearer, errorResponses } from '../../http/schemas';
import { commitImport } from './commit';
import { bufferSource } from './file-rows';
import {
  createImport, findImport, readyReport, rememberedMapping, rememberMapping, reportPages, saveDraft, settleAbandonedCommit, storedFile, toDraft, toProgress,
} from './queries';
import { type Mapping, runPass, statementRowsFor } from './run';
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
    const mappingFor = async (headers: string[]) => (await rememberedMapping(app.db, kind.data, headers)) ?? proposeMapping(kind.data, headers);
    const { headers, mapping, preview } = await runPass({ kind: kind.data, file: bufferSource(file.bytes), mapping: mappingFor, existing: 'skip' }, { db: app.db, actorId: actor.id, write: false, statementRows: statementRowsFor(app.db) });
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
    // The new mapping is checked against the header row the pass reads, so the file is read once.
    const remapped = (headers: string[]) => {
      const errors: Record<string, string[]> = {};
      const mapping = { ...(row.mapping as Mapping) };
      for (const [field, header] of Object.entries(request.body.mapping)) {
        if (!IMPORT_FIELDS[kind].some((f) => f.name === field)) errors[`mapping.${field}`] = [`${kind} files have no field "${field.slice(0, 50)}"`];
        else if (header !== null && !headers.includes(header)) errors[`mapping.${field}`] = [`The file has no column "${header.slice(0, 100)}"`];
        else mapping[field] = header;
      }
      if (Object.keys(errors).length) throw validationFailed(errors);
      return mapping;
    };
    const { headers, mapping, preview } = await runPass({ kind, file, mapping: remapped, existing: request.body.existing, dates: request.body.dates }, { db: app.db, actorId: requireActor(request).id, write: false, statementRows: statementRowsFor(app.db) });
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
    const row = await importOr404(request.params.id);
    const report = await commitImport(app, { row, actorId: requireActor(request).id, invite: request.body?.invite ?? false });
    return { data: report, message: `Imported: ${report.created} created, ${report.updated} updated, ${report.skipped} skipped.` };
  });

  app.get('/:id/report.csv', {
    config: { access: ['admin'] },
    schema: { tags: ['imports'], security: bearer, params, response: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } }, ...errorResponses(401, 403, 404, 409, 422) } },
  }, async (request, reply) => {
    const row = await importOr404(request.params.id, { report: true });
    if (row.status !== 'committed') throw new HttpError(409, readyReport);
    if (row.reportCsv === null) throw new HttpError(404, `The report of an import is deleted ${app.settings.importReportDays} days after its commit, with the names it held.`);
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
