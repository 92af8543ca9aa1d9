import path from 'node:path';
import { CNP_IDENTIFIER_SYSTEMS } from '@registry/domain';
import { z } from 'zod';

/** Every setting comes from the environment, once, here. A bad value stops start-up with a clear message. */
const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((v) => v === 'on' || v === 'true' || v === '1');

/**
 * What the demo seed creates (issue 42 item 13): nothing; the demo units and accounts; or those and a
 * small synthetic registry. The old on/off spellings still parse (on = everything).
 */
export const DEMO_SEEDS = ['off', 'accounts', 'on'] as const;
export type DemoSeed = (typeof DEMO_SEEDS)[number];
const demoSeed = z
  .enum([...DEMO_SEEDS, 'true', 'false', '1', '0'], {
    error: 'must be off, accounts (the demo accounts only) or on (accounts and a demo registry)',
  })
  .transform((v): DemoSeed => (v === 'true' || v === '1' ? 'on' : v === 'false' || v === '0' ? 'off' : v));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // This machine only unless HOST says otherwise (issue 38): `npm start` with its demo accounts serves no network.
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  PUBLIC_URL: z.string().url().optional(),
  DEMO_SEED: demoSeed.optional(),
  DEMO_PASSWORD: z.string().min(8).default('Registru#2026'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(900),
  // "Cached for a few seconds at most" (issue 17 item 3): a revocation made on another server waits this long.
  SESSION_CHECK_CACHE_SECONDS: z.coerce.number().int().min(0).max(10).default(5),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  LOCKOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  LOGIN_BACKOFF_SECONDS: z.coerce.number().int().min(1).max(3600).default(1),
  CODE_TTL_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
  CODE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  INVITATION_TTL_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  IDENTITY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Registrul Cancerului Pediatric <no-reply@registru.local>'),
  ALLOW_OUTBOX_IN_PRODUCTION: onOff.default(false),
  CAPTCHA_VERIFY_URL: z.string().url().optional(),
  CAPTCHA_SECRET: z.string().optional(),
  API_DOCS_PUBLIC: onOff.optional(),
  WEB_DIST_DIR: z.string().optional(),
  REFERENCE_DATA_DIR: z.string().optional(),
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(1024).default(19_456),
  // The bearer token a Prometheus scraper sends to read /metrics (required in production).
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: onOff.default(false),
  UPLOAD_CHUNK_SIZE: z.coerce.number().int().min(1024).max(20_971_520).default(20_971_520),
  ATTACHMENTS_MAX_PER_NOTIFICATION: z.coerce.number().int().min(1).optional(),
  ATTACHMENT_UPLOAD_TTL_MINUTES: z.coerce.number().int().min(1).default(1440),
  PATIENT_LOOKUP_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  PATIENT_LOOKUP_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  // Issue 43: the identifier systems a FHIR Patient's CNP is accepted under, comma separated.
  FHIR_CNP_SYSTEMS: z
    .string()
    .optional()
    .transform((v) =>
      v === undefined
        ? undefined
        : v
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean),
    )
    .refine((v) => v === undefined || (v.length > 0 && v.every((x) => /^(urn:|https?:\/\/)\S+$/.test(x))), {
      message: 'must be one or more identifier system URIs (urn:… or http(s)://…), comma separated',
    }),
  EMAIL_MESSAGE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  EMAIL_MESSAGE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  FILES_DIR: z.string().optional(),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(20),
  // PostgreSQL's parallel workers per query for this server's connections (docs/operations.md).
  DATABASE_PARALLEL_WORKERS: z.coerce.number().int().min(0).max(64).default(0),
  // Behind a proxy: how long a stopping server keeps serving while its health check fails, so the
  // proxy takes it out before it stops accepting (HAProxy's fall × inter + 1 s; 0 without a proxy).
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  BACKUP_DIR: z.string().default('./backups'),
  // The accessibility statement (issue 28): where users report a barrier, and when it was last reviewed.
  ACCESSIBILITY_FEEDBACK_EMAIL: z.email().default('accesibilitate@registru.local'),
  ACCESSIBILITY_REVIEW_DATE: z.iso.date().default('2026-11-26'),
});

export type Config = ReturnType<typeof loadConfig>;

/**
 * The secrets production may not run without (issue 26 item 6), all named at once so an operator
 * fixes them in one go. Development and tests run with generated or no secrets; a half-configured
 * captcha (URL without secret) is refused everywhere, since it would silently switch the check off.
 */
function missingSecrets(e: z.infer<typeof schema>, env: NodeJS.ProcessEnv) {
  const missing: string[] = [];
  if (e.CAPTCHA_VERIFY_URL && !e.CAPTCHA_SECRET)
    missing.push('CAPTCHA_SECRET: required when CAPTCHA_VERIFY_URL is set');
  if (e.NODE_ENV !== 'production') return missing;
  // Invented children beside real ones: never. The accounts alone stay possible (an embedded trial).
  if (e.DEMO_SEED === 'on')
    missing.push('DEMO_SEED: on (the demo registry) is refused in production; use accounts or off');
  // The README prints the demo accounts' default password: in production they get one of the operator's.
  else if ((e.DEMO_SEED ?? defaultDemoSeed(e)) === 'accounts' && !env.DEMO_PASSWORD)
    missing.push(
      "DEMO_PASSWORD: required in production while the demo accounts are seeded (the README's password is public); or DEMO_SEED=off",
    );
  if (!e.JWT_SECRET) missing.push('JWT_SECRET: required in production');
  if (!e.SMTP_URL && !e.ALLOW_OUTBOX_IN_PRODUCTION)
    missing.push('SMTP_URL: required in production (or set ALLOW_OUTBOX_IN_PRODUCTION=on)');
  if (!e.METRICS_TOKEN) missing.push('METRICS_TOKEN: required in production (the bearer token of /metrics)');
  return missing;
}

function defaultDemoSeed(e: z.infer<typeof schema>): DemoSeed {
  if (e.DATABASE_URL) return 'off';
  return e.NODE_ENV === 'production' ? 'accounts' : 'on';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const missing = missingSecrets(e, env);
  if (missing.length) throw new Error(`Invalid configuration:\n${missing.map((m) => `  ${m}`).join('\n')}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    // The demo seed is on by default only for the embedded database (issue 2), and its registry never
    // in production (issue 42 item 13).
    demoSeed: e.DEMO_SEED ?? defaultDemoSeed(e),
    demoPassword: e.DEMO_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    /** How long an API server trusts its last answer to "is this session alive?" (issue 17 item 3). */
    sessionCheckCacheSeconds: e.SESSION_CHECK_CACHE_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    /** Longest delay between sign-in attempts once failures pile up (no hard lock: issue 17 item 4). */
    lockoutMinutes: e.LOCKOUT_MINUTES,
    /** First delay after LOGIN_MAX_FAILURES failures; each further failure doubles it. */
    loginBackoffSeconds: e.LOGIN_BACKOFF_SECONDS,
    codeTtlMinutes: e.CODE_TTL_MINUTES,
    codeMaxAttempts: e.CODE_MAX_ATTEMPTS,
    invitationTtlDays: e.INVITATION_TTL_DAYS,
    identityRateLimitPerMinute: e.IDENTITY_RATE_LIMIT_PER_MINUTE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    captcha:
      e.CAPTCHA_VERIFY_URL && e.CAPTCHA_SECRET
        ? { url: e.CAPTCHA_VERIFY_URL, secret: e.CAPTCHA_SECRET }
        : null,
    // The API description maps every route of a health-data system: signed-in readers only in production.
    apiDocsPublic: e.API_DOCS_PUBLIC ?? e.NODE_ENV !== 'production',
    webDistDir: e.WEB_DIST_DIR
      ? path.resolve(e.WEB_DIST_DIR)
      : path.resolve(import.meta.dirname, '../../web/dist'),
    referenceDataDir: e.REFERENCE_DATA_DIR ? path.resolve(e.REFERENCE_DATA_DIR) : undefined,
    passwordHashMemoryKib: e.PASSWORD_HASH_MEMORY_KIB,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    trustProxy: e.TRUST_PROXY,
    attachments: {
      chunkSize: e.UPLOAD_CHUNK_SIZE,
      maxPerNotification: e.ATTACHMENTS_MAX_PER_NOTIFICATION ?? null,
      uploadTtlMinutes: e.ATTACHMENT_UPLOAD_TTL_MINUTES,
    },
    // Look-ups of a patient by identifier, per user and window (issue 17: no bulk probing of CNPs).
    patientLookup: { limit: e.PATIENT_LOOKUP_LIMIT, windowMinutes: e.PATIENT_LOOKUP_WINDOW_MINUTES },
    fhirCnpSystems: (e.FHIR_CNP_SYSTEMS ?? CNP_IDENTIFIER_SYSTEMS) as readonly string[],
    // Messages of the e-mail dialog, per user and window (issue 22: no free mass mailing through us).
    emailMessages: { limit: e.EMAIL_MESSAGE_LIMIT, windowMinutes: e.EMAIL_MESSAGE_WINDOW_MINUTES },
    // Several servers (issue 26): every server must reach the same files, so this is a shared directory.
    filesDir: e.FILES_DIR ? path.resolve(e.FILES_DIR) : path.join(dataDir, 'files'),
    /** How long SIGTERM waits for requests and uploads in flight before it cuts them (issue 26). */
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    /** max_parallel_workers_per_gather of the server's PostgreSQL connections (issue 25). */
    databaseParallelWorkers: e.DATABASE_PARALLEL_WORKERS,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    /** Where `npm run backup` writes when given no folder (docs/operations.md). */
    backupDir: path.resolve(e.BACKUP_DIR),
    /** Shown by the accessibility statement through GET /api/settings/public (issue 28 item 3). */
    accessibility: { feedbackEmail: e.ACCESSIBILITY_FEEDBACK_EMAIL, reviewDate: e.ACCESSIBILITY_REVIEW_DATE },
  };
}
