import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  FORM_SUCCESS_MESSAGES, FORM_TYPES, type FormMessage, formCreatedResponseSchema, formListQuerySchema, formListResponseSchema,
  formRequestSchemas, type FormType,
} from '@church/contracts/forms';
import { formMessages } from '../db/schema';
import { bearer, errorResponses, rateLimitConfig } from '../http/schemas';

type FormRow = typeof formMessages.$inferSelect;

function toFormJson(row: FormRow): FormMessage {
  return {
    id: row.id,
    type: row.type as FormType,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    is_anonymous: row.isAnonymous,
    share_consent: row.shareConsent,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

// Body fields common to the three kinds after their schema's transforms.
interface ParsedForm {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  message: string;
  is_anonymous?: boolean;
  share_consent?: boolean;
}

export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  // One route per kind, so each has its own schema (and OpenAPI entry); any other kind is a 404.
  for (const type of FORM_TYPES) {
    app.post(`/forms/${type}`, {
      config: { access: 'public', rateLimit: rateLimitConfig(app.settings.rateLimits.publicForms) },
      schema: { tags: ['forms'], body: formRequestSchemas[type], response: { 201: formCreatedResponseSchema, ...errorResponses(400, 413, 422, 429) } },
    }, async (request, reply) => {
      const body = request.body as ParsedForm;
      const [row] = await app.db
        .insert(formMessages)
        .values({
          type,
          name: body.name ?? null,
          email: body.email ? body.email.toLowerCase() : null,
          phone: body.phone ?? null,
          message: body.message,
          isAnonymous: body.is_anonymous ?? false,
          shareConsent: body.share_consent ?? false,
          userId: request.actor?.id ?? null,
        })
        .returning();
      return reply.code(201).send({ data: { id: row.id, type, created_at: row.createdAt.toISOString() }, message: FORM_SUCCESS_MESSAGES[type] });
    });
  }

  app.get('/forms', {
    config: { access: ['admin'] },
    schema: { tags: ['forms'], security: bearer, querystring: formListQuerySchema, response: { 200: formListResponseSchema, ...errorResponses(401, 403, 422) } },
  }, async (request) => {
    const { type, page, per_page: perPage } = request.query;
    const filters: SQL[] = type ? [eq(formMessages.type, type)] : [];
    const where = filters.length ? and(...filters) : undefined;
    const [rows, [{ total }]] = await Promise.all([
      app.db.select().from(formMessages).where(where).orderBy(desc(formMessages.createdAt), desc(formMessages.id)).limit(perPage).offset((page - 1) * perPage),
      app.db.select({ total: count() }).from(formMessages).where(where),
    ]);
    return { data: rows.map(toFormJson), meta: { page, per_page: perPage, total: Number(total) } };
  });
};
