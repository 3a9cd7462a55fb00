import Fastify, { type FastifyInstance, LogController } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Database, type DatabaseConfig, type Db, migrateDatabase, openDatabase } from './db/client';
import { DEFAULT_PASSWORD_HASHING, type PasswordHashing } from './auth/passwords';
import { type Mailer, type MailMessage, outboxMailer, smtpMailer } from './mail/mailer';
import { registerErrorHandling } from './http/errors';
import { registerAccessControl } from './http/access';
import { rejectNulCharacters } from './http/sanitize';
import { healthRoutes } from './routes/health';
import { authRoutes } from './routes/auth';
import { meRoutes } from './routes/me';
import { serviceRoutes } from './routes/services';
import { memberRoutes } from './routes/members';
import { formRoutes } from './routes/forms';
import { firstTimerRoutes } from './routes/first-timers';

export interface RateLimitRule {
  max: number;
  timeWindowMs: number;
}

export interface RateLimits {
  login: RateLimitRule;
  register: RateLimitRule;
  forgotPassword: RateLimitRule;
  publicForms: RateLimitRule;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 20, timeWindowMs: 60_000 },
  register: { max: 10, timeWindowMs: 60_000 },
  forgotPassword: { max: 5, timeWindowMs: 60_000 },
  publicForms: { max: 30, timeWindowMs: 60_000 },
};

export interface AppOptions {
  /** An open database (the caller closes it) or a config to open (closed with the app). */
  database: Database | DatabaseConfig;
  /** Run migrations before serving (default true). */
  migrate?: boolean;
  mailer?: Mailer;
  smtpUrl?: string;
  mailFrom?: string;
  siteUrl?: string;
  corsOrigins?: string[];
  rateLimits?: Partial<RateLimits>;
  passwordHashing?: PasswordHashing;
  logger?: boolean | { level: string };
}

export interface AppSettings {
  siteUrl: string;
  rateLimits: RateLimits;
  passwordHashing: PasswordHashing;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    mailer: Mailer;
    settings: AppSettings;
    /** Sends mail without making the request wait; failures are logged. */
    sendMailInBackground: (message: MailMessage) => void;
    /** Runs work after the answer has gone (so its duration reveals nothing); failures are logged. */
    runInBackground: (label: string, task: () => Promise<void>) => void;
    /** Resolves when all background work, mail included, has finished (used by tests and on close). */
    flushMail: () => Promise<void>;
  }
}

export type App = FastifyInstance;

function isOpenDatabase(value: Database | DatabaseConfig): value is Database {
  return 'db' in value;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 100 * 1024,
    // The shell's /api proxy runs on loopback; trusting only loopback keeps X-Forwarded-For unspoofable.
    trustProxy: ['127.0.0.1', '::1'],
  }).withTypeProvider<ZodTypeProvider>();

  const ownsDatabase = !isOpenDatabase(options.database);
  const database = isOpenDatabase(options.database) ? options.database : await openDatabase(options.database);
  if (options.migrate !== false) await migrateDatabase(database);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('db', database.db);
  app.decorate('settings', {
    siteUrl: (options.siteUrl ?? 'http://localhost:3000').replace(/\/+$/, ''),
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    passwordHashing: options.passwordHashing ?? DEFAULT_PASSWORD_HASHING,
  });
  const mailer =
    options.mailer ??
    (options.smtpUrl ? smtpMailer(options.smtpUrl, options.mailFrom ?? 'Church <no-reply@localhost>') : outboxMailer(database.db, app.log));
  app.decorate('mailer', mailer);
  const pendingWork = new Set<Promise<void>>();
  const track = (work: Promise<unknown>, onError: (err: unknown) => void) => {
    const pending = work.then(() => undefined, onError).finally(() => pendingWork.delete(pending));
    pendingWork.add(pending);
  };
  app.decorate('sendMailInBackground', (message: MailMessage) => {
    track(mailer.send(message), (err) => app.log.error({ err, to: message.to }, 'sending mail failed'));
  });
  app.decorate('runInBackground', (label: string, task: () => Promise<void>) => {
    track(Promise.resolve().then(task), (err) => app.log.error({ err }, `${label} failed`));
  });
  app.decorate('flushMail', async () => {
    while (pendingWork.size > 0) await Promise.all([...pendingWork]);
  });

  registerErrorHandling(app);
  registerAccessControl(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        // Served over plain http on loopback in development; do not force https subresources.
        upgradeInsecureRequests: null,
      },
    },
  });
  const allowed = new Set(options.corsOrigins ?? []);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || allowed.has(origin) ? (origin ?? false) : false),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Please wait ${context.after} and try again.`,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Church API', version: '0.1.0', description: 'Community church web app API. Send `Authorization: Bearer <token>` from POST /api/login.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.addHook('preValidation', rejectNulCharacters);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(meRoutes);
      await api.register(serviceRoutes);
      await api.register(memberRoutes);
      await api.register(formRoutes);
      await api.register(firstTimerRoutes);
    },
    { prefix: '/api' },
  );

  app.addHook('onClose', async () => {
    await app.flushMail();
    mailer.close?.();
    if (ownsDatabase) await database.close();
  });

  await app.ready();
  return app;
}
