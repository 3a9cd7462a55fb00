import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  authResponseSchema, FORGOT_PASSWORD_MESSAGE, forgotPasswordRequestSchema, INVALID_CREDENTIALS_MESSAGE, INVALID_RESET_MESSAGE,
  LOGOUT_MESSAGE, loginRequestSchema, registerRequestSchema, RESET_PASSWORD_MESSAGE, resetPasswordRequestSchema,
} from '@church/contracts/auth';
import { messageEnvelopeSchema } from '@church/contracts/envelope';
import { normalizePhone } from '@church/contracts/phone';
import { ROLE_IDS } from '@church/contracts/roles';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { createSession, revokeAllSessions, revokeSession } from '../auth/sessions';
import { hashToken, newOpaqueToken, RESET_TTL_MS } from '../auth/tokens';
import { passwordResets, userRoles, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { bearer, errorResponses, rateLimitConfig } from '../http/schemas';
import { loadUser } from '../users/present';
import { isUniqueViolation } from '../db/errors';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.settings.rateLimits;
  // Verifying against a throwaway hash when the email is unknown keeps response times alike.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= hashPassword('decoy-password-never-used', app.settings.passwordHashing));

  app.post('/login', {
    config: { access: 'public', rateLimit: rateLimitConfig(limits.login) },
    schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: authResponseSchema, ...errorResponses(400, 422, 429) } },
  }, async (request) => {
    const email = request.body.email.toLowerCase();
    const [row] = await app.db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.email, email)).limit(1);
    const ok = await verifyPassword(row?.passwordHash ?? (await decoy()), request.body.password);
    if (!row || !ok) throw new HttpError(422, INVALID_CREDENTIALS_MESSAGE, { email: [INVALID_CREDENTIALS_MESSAGE] });
    const token = await createSession(app.db, row.id);
    const user = await loadUser(app.db, row.id);
    return { data: { token, user: user! } };
  });

  app.post('/register', {
    config: { access: 'public', rateLimit: rateLimitConfig(limits.register) },
    schema: { tags: ['auth'], body: registerRequestSchema, response: { 201: authResponseSchema, ...errorResponses(400, 409, 422, 429) } },
  }, async (request, reply) => {
    const body = request.body;
    const email = body.email.toLowerCase();
    const taken = () => new HttpError(409, 'An account with this email already exists.', { email: ['An account with this email already exists.'] });
    const [existing] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (existing) throw taken();
    const passwordHash = await hashPassword(body.password, app.settings.passwordHashing);
    let userId: number;
    try {
      userId = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({ firstName: body.first_name, lastName: body.last_name, email, phone: normalizePhone(body.phone), passwordHash })
          .returning({ id: users.id });
        await tx.insert(userRoles).values({ userId: created.id, roleId: ROLE_IDS.member });
        return created.id;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw taken();
      throw err;
    }
    const token = await createSession(app.db, userId);
    const user = await loadUser(app.db, userId);
    return reply.code(201).send({ data: { token, user: user! } });
  });

  app.post('/logout', {
    config: { access: 'authenticated' },
    schema: { tags: ['auth'], security: bearer, response: { 200: messageEnvelopeSchema, ...errorResponses(401) } },
  }, async (request) => {
    await revokeSession(app.db, request.actor!.sessionId);
    return { message: LOGOUT_MESSAGE };
  });

  app.post('/forgot-password', {
    config: { access: 'public', rateLimit: rateLimitConfig(limits.forgotPassword) },
    schema: { tags: ['auth'], body: forgotPasswordRequestSchema, response: { 200: messageEnvelopeSchema, ...errorResponses(400, 422, 429) } },
  }, async (request) => {
    const email = request.body.email.toLowerCase();
    // Looked up and written after the answer, so known and unknown emails answer alike and in the same time.
    app.runInBackground('issuing a password reset link', async () => {
      const [row] = await app.db.select({ id: users.id, firstName: users.firstName }).from(users).where(eq(users.email, email)).limit(1);
      if (!row) return;
      const token = newOpaqueToken();
      // Only the newest link works: older unused ones are dropped.
      await app.db.delete(passwordResets).where(and(eq(passwordResets.userId, row.id), isNull(passwordResets.usedAt)));
      await app.db.insert(passwordResets).values({ userId: row.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_TTL_MS) });
      const link = `${app.settings.siteUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
      app.sendMailInBackground({
        to: email,
        subject: 'Reset your password',
        text: `Hello ${row.firstName},\n\nUse this link to choose a new password (it works once, for 60 minutes):\n${link}\n\nIf you did not ask for this, you can ignore this email.`,
        html: `<p>Hello ${escapeHtml(row.firstName)},</p><p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works once, for 60 minutes).</p><p>If you did not ask for this, you can ignore this email.</p>`,
      });
    });
    return { message: FORGOT_PASSWORD_MESSAGE };
  });

  app.post('/reset-password', {
    config: { access: 'public', rateLimit: rateLimitConfig(limits.forgotPassword) },
    schema: { tags: ['auth'], body: resetPasswordRequestSchema, response: { 200: messageEnvelopeSchema, ...errorResponses(400, 422, 429) } },
  }, async (request) => {
    const email = request.body.email.toLowerCase();
    const invalid = () => new HttpError(422, INVALID_RESET_MESSAGE, { token: [INVALID_RESET_MESSAGE] });
    const [reset] = await app.db
      .select({ id: passwordResets.id, userId: passwordResets.userId })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(and(eq(passwordResets.tokenHash, hashToken(request.body.token)), eq(users.email, email), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
      .limit(1);
    if (!reset) throw invalid();
    const passwordHash = await hashPassword(request.body.password, app.settings.passwordHashing);
    await app.db.transaction(async (tx) => {
      // The conditional update makes the token single-use even under concurrent requests.
      const claimed = await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
        .returning({ id: passwordResets.id });
      if (claimed.length === 0) throw invalid();
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, reset.userId));
    });
    await revokeAllSessions(app.db, reset.userId);
    return { message: RESET_PASSWORD_MESSAGE };
  });
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
