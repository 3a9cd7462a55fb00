import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  avatarRequestSchema, changePasswordRequestSchema, CURRENT_PASSWORD_NEEDED_MESSAGE, CURRENT_PASSWORD_WRONG_MESSAGE, EMAIL_CHANGED_MESSAGE,
  meResponseSchema, PASSWORD_CHANGED_MESSAGE, profileUpdateRequestSchema,
} from '@church/contracts/auth';
import { messageEnvelopeSchema } from '@church/contracts/envelope';
import { claimLoginAttempt, clearLoginFailures, currentPasswordThrottledMessage } from '../../auth/login-throttle';
import { assertNewPassword, ownerOf } from '../../auth/password-policy';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeOtherSessions } from '../../auth/sessions';
import { type Actor, requireActor } from '../../http/access-control';
import { HttpError, validationFailed } from '../../http/errors';
import { rateLimitConfig } from '../../http/rate-limits';
import { bearer, errorResponses } from '../../http/schemas';
import { withUniqueEmail } from '../../users/accounts';
import { AVATAR_BUSY_RETRY_AFTER_SECONDS, AvatarQueueFullError, processAvatar } from '../../users/avatar';
import { setAvatar } from '../../users/avatar-store';
import { asSignedIn, loadSignedInUser } from '../../users/present';
import { myAbsenceRoutes } from './absences';
import { myAssignedFirstTimerRoutes } from './assigned-first-timers';
import { myAttendanceRoutes } from './attendance';
import { myBlockoutRoutes } from './blockouts';
import { myHouseholdRoutes } from './households';
import { myServingRoutes } from './serving';
import { emailChangedMail, passwordHashOf, setPasswordHash, updateProfile } from './queries';
import { myNotificationPreferenceRoutes } from './notification-preferences';
import { mySessionRoutes } from './sessions';
import { myUnitRoutes } from './units';

// The signed-in person's own account (docs/decisions/0011-profile.md): details, avatar,
// password and sign-in email; their signed-in devices, attendance, units and first-timers each
// in a file of their own here.
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(myAttendanceRoutes);
  await app.register(myUnitRoutes);
  await app.register(myAssignedFirstTimerRoutes);
  await app.register(mySessionRoutes);
  await app.register(myNotificationPreferenceRoutes);
  await app.register(myAbsenceRoutes);
  await app.register(myBlockoutRoutes);
  await app.register(myHouseholdRoutes);
  await app.register(myServingRoutes);

  const reload = async (id: number) => {
    const user = await loadSignedInUser(app.db, id);
    if (!user) throw new HttpError(401, 'Unauthenticated.'); // deleted while signed in
    return user;
  };
  /**
   * 422 on current_password unless it is the person's password. Each try counts toward the
   * account's sign-in throttle like a sign-in does (docs/decisions/0014), so a stolen session
   * cannot guess the password any faster than the sign-in form: a waiting account answers 429
   * here too, and a right password ends the run of failures.
   */
  const assertCurrentPassword = async (reply: FastifyReply, { id, user }: Actor, given: string | undefined, missing: string) => {
    if (!given) throw validationFailed({ current_password: [missing] });
    // Signed in means an account, so an email.
    const email = (user.email ?? '').toLowerCase();
    const claim = await claimLoginAttempt(app.db, email, app.settings.now(), app.settings.loginThrottle);
    if (!claim.allowed) {
      reply.header('retry-after', String(claim.retryAfterSeconds));
      const message = currentPasswordThrottledMessage(claim.retryAfterSeconds);
      throw new HttpError(429, message, { current_password: [message] });
    }
    const hash = await passwordHashOf(app.db, id);
    if (!hash || !(await verifyPassword(hash, given))) throw validationFailed({ current_password: [CURRENT_PASSWORD_WRONG_MESSAGE] });
    await clearLoginFailures(app.db, email);
  };

  app.get('', {
    config: { access: 'authenticated' },
    schema: { tags: ['me'], security: bearer, response: { 200: meResponseSchema, ...errorResponses(401) } },
  }, async (request) => ({ data: await asSignedIn(app.db, requireActor(request).user) }));

  // A new sign-in email needs the current password, and the previous address is told: a stolen
  // session alone cannot take the account over through "forgot password".
  app.patch('', {
    config: { access: 'authenticated' },
    schema: { tags: ['me'], security: bearer, body: profileUpdateRequestSchema, response: { 200: meResponseSchema, ...errorResponses(400, 401, 409, 422, 429) } },
  }, async (request, reply) => {
    const actor = requireActor(request);
    const { id, user } = actor;
    const newEmail = request.body.email?.toLowerCase();
    const emailChanges = newEmail !== undefined && newEmail !== user.email;
    if (emailChanges) await assertCurrentPassword(reply, actor, request.body.current_password, CURRENT_PASSWORD_NEEDED_MESSAGE);
    // The previous address is told by a mail queued with the change, in its transaction.
    const told = emailChanges && user.email ? [emailChangedMail(user.email, user.first_name, newEmail)] : [];
    await withUniqueEmail(() => updateProfile(app.db, id, request.body, told));
    if (emailChanges) await app.kickMail();
    return { data: await reload(id), message: emailChanges ? EMAIL_CHANGED_MESSAGE : 'Your profile has been updated.' };
  });

  app.put('/avatar', {
    config: {
      access: 'authenticated',
      // Per account, not per address: decoding a picture is the costliest thing a member can ask
      // for. Counted in onRequest, after the access-control hook has found the actor and before
      // the body is read.
      rateLimit: {
        ...rateLimitConfig(app.settings.rateLimits.avatarUploads),
        hook: 'onRequest',
        keyGenerator: (request: FastifyRequest) => (request.actor ? `user:${request.actor.id}` : request.ip),
        errorResponseBuilder: (_request: FastifyRequest, context: { statusCode: number; after: string }) => ({
          statusCode: context.statusCode,
          message: `You have changed your profile picture many times in a short while. Please wait ${context.after} and try again.`,
        }),
      },
    },
    // A 1.5 MB image is about 2 MB as base64; the route allows a little more than that.
    bodyLimit: 4 * 1024 * 1024,
    schema: { tags: ['me'], security: bearer, body: avatarRequestSchema, response: { 200: meResponseSchema, ...errorResponses(400, 401, 413, 422, 429, 503) } },
  }, async (request, reply) => {
    const { id } = requireActor(request);
    const avatar = await processAvatar(request.body.avatar).catch((err: unknown) => {
      if (err instanceof AvatarQueueFullError) reply.header('retry-after', String(AVATAR_BUSY_RETRY_AFTER_SECONDS));
      throw err;
    });
    await setAvatar(app.db, id, avatar);
    return { data: await reload(id), message: 'Your profile picture has been updated.' };
  });

  app.delete('/avatar', {
    config: { access: 'authenticated' },
    schema: { tags: ['me'], security: bearer, response: { 200: meResponseSchema, ...errorResponses(401) } },
  }, async (request) => {
    const { id } = requireActor(request);
    await setAvatar(app.db, id, null);
    return { data: await reload(id), message: 'Your profile picture has been removed.' };
  });

  app.put('/password', {
    config: { access: 'authenticated' },
    schema: { tags: ['me'], security: bearer, body: changePasswordRequestSchema, response: { 200: messageEnvelopeSchema, ...errorResponses(400, 401, 422, 429) } },
  }, async (request, reply) => {
    const actor = requireActor(request);
    const { id, sessionId, user } = actor;
    await assertCurrentPassword(reply, actor, request.body.current_password, CURRENT_PASSWORD_WRONG_MESSAGE);
    await assertNewPassword(request.body.password, ownerOf(user));
    await setPasswordHash(app.db, id, await hashPassword(request.body.password, app.settings.passwordHashing));
    // The other devices end at once; this one stays signed in.
    await revokeOtherSessions(app.db, id, sessionId);
    return { message: PASSWORD_CHANGED_MESSAGE };
  });
};
