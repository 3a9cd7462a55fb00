import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponseSchema, FORGOT_PASSWORD_MESSAGE, forgotPasswordRequestSchema, INVALID_CREDENTIALS_MESSAGE, INVALID_RESET_MESSAGE,
  LOGOUT_MESSAGE, loginRequestSchema, loginResponseSchema, registerRequestSchema, RESET_PASSWORD_MESSAGE, resetPasswordRequestSchema,
} from '@church/contracts/auth';
import { messageEnvelopeSchema } from '@church/contracts/envelope';
import { DEACTIVATED_MESSAGE } from '@church/contracts/members';
import { assertNewPassword, ownerOf, passwordChangeSuggested } from '../../auth/password-policy';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { createSession, revokeAllSessions, revokeSession } from '../../auth/sessions';
import { claimLoginAttempt, clearLoginFailures, loginThrottledMessage } from '../../auth/login-throttle';
import { requireActor } from '../../http/access-control';
import { HttpError } from '../../http/errors';
import { rateLimitConfig } from '../../http/rate-limits';
import { bearer, errorResponses } from '../../http/schemas';
import { emailTaken, withUniqueEmail } from '../../users/accounts';
import { loadSignedInUser } from '../../users/present';
import { consumeReset, createMember, emailExists, findCredentials, findOpenReset } from './queries';
import { sendMail } from '../../mail/queue';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.settings.rateLimits;
  // Verifying against a throwaway hash when the email is unknown keeps response times alike.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= hashPassword('decoy-password-never-used', app.settings.passwordHashing));

  // A refused sign-in is a 401 (the request carried no token, so clients do not read it as an
  // expired session); unknown email and wrong password answer alike.
  app.post('/login', {
    config: { access: 'public', rateLimit: rateLimitConfig(limits.login) },
    schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 422, 429) } },
  }, async (request, reply) => {
    const email = request.body.email.toLowerCase();
    // Per account, known or not, from any address (docs/decisions/0014): a waiting account is
    // refused before its password is looked at, so even the right one waits.
    const claim = await claimLoginAttempt(app.db, email, app.settings.now(), app.settings.loginThrottle);
    if (!claim.allowed) {
      reply.header('retry-after', String(claim.retryAfterSeconds));
      const message = loginThrottledMessage(claim.retryAfterSeconds);
      throw new HttpError(429, message, { email: [message] });
    }
    const row = await findCredentials(app.db, email);
    const ok = await verifyPassword(row?.passwordHash ?? (await decoy()), request.body.password);
    if (!row || !ok) throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE, { email: [INVALID_CREDENTIALS_MESSAGE] });
    await clearLoginFailures(app.db, email);
    // Said only to someone who knows the password, so it tells a stranger nothing.
    if (!row.active) throw new HttpError(403, DEACTIVATED_MESSAGE, { email: [DEACTIVATED_MESSAGE] });
    const token = await createSession(app.db, row.id, request.headers['user-agent']);
    const user = await loadSignedInUser(app.db, row.id);
    // An account older than today's password rules still signs in, and is asked to change it.
    const suggested = await passwordChangeSuggested(request.body.password, ownerOf(user!), request.log);
    return { data: { token, user: user!, password_change_suggested: suggested } };
  });

  app.post('/register', {
    config: { access: 'public', rateLimit: rateLimitConfig(limits.register) },
    schema: { tags: ['auth'], body: registerRequestSchema, response: { 201: authResponseSchema, ...errorResponses(400, 409, 422, 429) } },
  }, async (request, reply) => {
    const email = request.body.email.toLowerCase();
    if (await emailExists(app.db, email)) throw emailTaken();
    await assertNewPassword(request.body.password, { email, firstName: request.body.first_name, lastName: request.body.last_name });
    const passwordHash = await hashPassword(request.body.password, app.settings.passwordHashing);
    const userId = await withUniqueEmail(() => createMember(app.db, request.body, email, passwordHash));
    const token = await createSession(app.db, userId, request.headers['user-agent']);
    const user = await loadSignedInUser(app.db, userId);
    return reply.code(201).send({ data: { token, user: user! } });
  });

  app.post('/logout', {
    config: { access: 'authenticated' },
    schema: { tags: ['auth'], security: bearer, response: { 200: messageEnvelopeSchema, ...errorResponses(401) } },
  }, async (request) => {
    await revokeSession(app.db, requireActor(request).sessionId);
    return { message: LOGOUT_MESSAGE };
  });

  app.post('/forgot-password', {
    config: { access: 'public', rateLimit: rateLimitConfig(limits.forgotPassword) },
    schema: { tags: ['auth'], body: forgotPasswordRequestSchema, response: { 200: messageEnvelopeSchema, ...errorResponses(400, 422, 429) } },
  }, async (request) => {
    const email = request.body.email.toLowerCase();
    // One row queued whatever the email, so known and unknown emails answer alike and in the same
    // time; the mail job looks the account up and sends a link only to an active one.
    await sendMail(app, { kind: 'password-reset', to: email });
    return { message: FORGOT_PASSWORD_MESSAGE };
  });

  app.post('/reset-password', {
    config: { access: 'public', rateLimit: rateLimitConfig(limits.forgotPassword) },
    schema: { tags: ['auth'], body: resetPasswordRequestSchema, response: { 200: messageEnvelopeSchema, ...errorResponses(400, 422, 429) } },
  }, async (request) => {
    const invalid = () => new HttpError(422, INVALID_RESET_MESSAGE, { token: [INVALID_RESET_MESSAGE] });
    const reset = await findOpenReset(app.db, request.body.token, request.body.email.toLowerCase());
    if (!reset) throw invalid();
    // The link stays usable after a refused password, so the person can try another.
    await assertNewPassword(request.body.password, ownerOf(reset));
    const passwordHash = await hashPassword(request.body.password, app.settings.passwordHashing);
    if (!(await consumeReset(app.db, reset, passwordHash))) throw invalid();
    await revokeAllSessions(app.db, reset.userId);
    // Whoever proved they read the account's mail may sign in at once (the email matched the account's).
    await clearLoginFailures(app.db, request.body.email.toLowerCase());
    return { message: RESET_PASSWORD_MESSAGE };
  });
};
