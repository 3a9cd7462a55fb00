import Fastify, { type FastifyInstance, LogController } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import helmet from 'helmet';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Database, type DatabaseConfig, type Db, migrateDatabase, openDatabase } from './db/client';
import { DEFAULT_PASSWORD_HASHING, type PasswordHashing } from './auth/passwords';
import { DEFAULT_LOGIN_THROTTLE, type LoginThrottle } from './auth/login-throttle';
import { DEFAULT_IMPORT_REPORT_DAYS } from './jobs/import-purges';
import { type Mailer, outboxMailer, smtpMailer } from './mail/mailer';
import { DEFAULT_CHURCH_TIMEZONE, setChurchTimeZone } from '@church/contracts/church-time';
import { DEFAULT_FOLLOW_UP_OVERDUE_DAYS } from '@church/contracts/follow-up';
import { CHECK_IN_SLOT_SECONDS } from '@church/contracts/check-in';
import { registerErrorHandling } from './http/errors';
import { registerAccessControl } from './http/access-control';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './http/rate-limits';
import { postgresRateLimitStore } from './http/rate-limit-store';
import { logSlowRequests } from './http/slow-requests';
import { rejectUnstorableText } from './http/sanitize';
import { DEFAULT_SERVER_TIMEOUTS, type ServerTimeouts, serverTimeoutOptions } from './http/server-timeouts';
import { logSafeError } from './http/log-safe';
import { resources } from './resources';
import { type JobRunner, startJobRunner } from './jobs/runner';
import { KICKED_MAIL_JOBS } from './jobs/registry';
import { runJob } from './jobs/run-job';
import type { AppSettings } from './settings';

// The composition root: only main.ts and tests import this file.

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
  /** IANA zone of the church's calendar (CHURCH_TIMEZONE), default Africa/Lagos. */
  churchTimeZone?: string;
  /** Days a Not Contacted follow-up may wait after the first visit (FOLLOW_UP_OVERDUE_DAYS), default 3. */
  followUpOverdueDays?: number;
  /** How long the dashboard's figures are reused (ANALYTICS_CACHE_SECONDS), default 60 s; 0 computes each request afresh. */
  analyticsCacheMs?: number;
  /** How long the door's check-in code is shown (CHECK_IN_CODE_SECONDS), 10 to 120 s, default 45. */
  checkInCodeSeconds?: number;
  /** Days a committed import's report of every row is kept (IMPORT_REPORT_DAYS), 1 to 3650, default 90. */
  importReportDays?: number;
  /** Per-account sign-in throttling (LOGIN_THROTTLE_*), default 5 failures, then 1 to 15 minutes' wait. */
  loginThrottle?: Partial<LoginThrottle>;
  /** Proxies whose X-Forwarded-For / -Proto are believed (TRUST_PROXY): addresses or CIDRs; default none. */
  trustProxy?: string[];
  /** Serve the OpenAPI document and UI at /api/docs (API_DOCS=1); default off. */
  apiDocs?: boolean;
  /** The clock of the sign-in throttle (tests move it instead of sleeping). */
  now?: () => Date;
  /** A stream receives the log lines (tests read them). */
  logger?: boolean | { level: string; stream?: { write: (line: string) => void } };
  /** How long a client may take to send a request (http/server-timeouts.ts); tests shorten them. */
  serverTimeouts?: Partial<ServerTimeouts>;
  /** Answers slower than this are logged (SLOW_REQUEST_MS by default). */
  slowRequestMs?: number;
  /**
   * Run the scheduled jobs (mail, reminders, digests, purges: jobs/registry.ts) once the server listens
   * (main.ts: on unless JOBS=0); default off, so tests start no pollers and run jobs by hand.
   */
  jobs?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    mailer: Mailer;
    settings: AppSettings;
    /**
     * Runs best-effort work after the answer has gone (a session's or station's last use); failures
     * are logged, and a process that dies loses it. Mail never goes this way: it is queued (mail/queue.ts).
     */
    runInBackground: (label: string, task: () => Promise<void>) => void;
    /** Resolves when all background work, mail kicked with jobs off included, has finished (tests, and on close). */
    flushMail: () => Promise<void>;
    /**
     * Has the queued mail and the notifications waiting for immediate mail sent now: a run of each
     * mail job is queued (or, with jobs off, done in the background here).
     */
    kickMail: () => Promise<void>;
  }
}

export type App = FastifyInstance;

/** Helmet's default value, sent only over https. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

function isOpenDatabase(value: Database | DatabaseConfig): value is Database {
  return 'db' in value;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // Module state in contracts' church-time, read by every "today" (an unknown zone throws here,
  // before anything is opened).
  const churchTimeZone = options.churchTimeZone ?? DEFAULT_CHURCH_TIMEZONE;
  setChurchTimeZone(churchTimeZone);

  const app = Fastify({
    // Errors are logged without a failed query's values (password or token hashes): http/log-safe.ts.
    logger: options.logger ? { ...(options.logger === true ? { level: 'info' } : options.logger), serializers: { err: logSafeError } } : false,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 100 * 1024,
    ...serverTimeoutOptions({ ...DEFAULT_SERVER_TIMEOUTS, ...options.serverTimeouts }),
    // Only the listed proxies (TRUST_PROXY; `npm start` lists the shell's loopback /api proxy) may
    // set the client address and protocol; by default nobody can pick their own rate-limit bucket.
    trustProxy: options.trustProxy?.length ? options.trustProxy : false,
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
    churchTimeZone,
    followUpOverdueDays: options.followUpOverdueDays ?? DEFAULT_FOLLOW_UP_OVERDUE_DAYS,
    analyticsCacheMs: options.analyticsCacheMs ?? 60_000,
    checkInCodeSeconds: options.checkInCodeSeconds ?? CHECK_IN_SLOT_SECONDS,
    importReportDays: options.importReportDays ?? DEFAULT_IMPORT_REPORT_DAYS,
    loginThrottle: { ...DEFAULT_LOGIN_THROTTLE, ...options.loginThrottle },
    now: options.now ?? (() => new Date()),
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
  app.decorate('runInBackground', (label: string, task: () => Promise<void>) => {
    track(Promise.resolve().then(task), (err) => app.log.error({ err }, `${label} failed`));
  });
  app.decorate('flushMail', async () => {
    while (pendingWork.size > 0) await Promise.all([...pendingWork]);
  });

  let jobRunner: JobRunner | null = null;
  app.decorate('kickMail', async () => {
    const runner = jobRunner;
    if (runner) return void (await Promise.all(KICKED_MAIL_JOBS.map((name) => runner.kick(name))));
    for (const name of KICKED_MAIL_JOBS) app.runInBackground(`running ${name}`, () => runJob(app, name));
  });
  if (options.jobs) {
    // After listen, so a server that fails to start leaves no pollers; stopped before the
    // database closes, letting runs in progress finish.
    let starting: Promise<void> | null = null;
    app.addHook('onListen', async () => {
      starting = startJobRunner(app, database.jobsSql).then(
        (runner) => void (jobRunner = runner),
        (err: unknown) => app.log.error({ err }, 'the scheduled jobs did not start'),
      );
      await starting;
    });
    app.addHook('preClose', async () => {
      await starting;
      const runner = jobRunner;
      jobRunner = null;
      await runner?.stop();
    });
  }

  registerErrorHandling(app);
  registerAccessControl(app);

  // The security headers, built once: @fastify/helmet built helmet's middleware anew for every
  // request (parsing the policy each time), a twentieth of a small request's own work.
  const securityHeaders = helmet({
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
    // Strict-Transport-Security means nothing over plain http (and would pin a plain-http host to
    // https if a proxy later served it so); it is added below only when the request came over https.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  // request.protocol is 'https' on a TLS socket, or from X-Forwarded-Proto of a trusted proxy.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
  });
  // Closing (SIGTERM, main.ts) lets requests in flight finish; Fastify refuses new ones with 503.
  // An answer sent meanwhile also ends its keep-alive connection, or the close would wait for the
  // client to hang up (72 s) after the last request was answered.
  let closing = false;
  app.addHook('preClose', async () => void (closing = true));
  // No answer, errors included, is kept by a browser or a proxy unless its route says so (an
  // avatar by its hash is immutable): answers are personal, hand out a session, or change as
  // soon as anyone edits.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (closing) reply.header('connection', 'close');
    return payload;
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
    // Counted in the database, so several API instances share each client's count.
    store: postgresRateLimitStore(database.db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Please wait ${context.after} and try again.`,
    }),
  });
  // The API's map is for developers (API_DOCS=1, which `npm start` and `npm run dev` set); a
  // production server does not hand it to every visitor.
  if (options.apiDocs) {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Church API', version: '0.1.0', description: 'Community church web app API. Send `Authorization: Bearer <token>` from POST /api/login.' },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' }, stationAuth: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Station <token>' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }

  app.addHook('preValidation', rejectUnstorableText);
  logSlowRequests(app, options.slowRequestMs);

  await app.register(
    async (api) => {
      for (const { prefix, routes } of resources) await api.register(routes, { prefix });
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
