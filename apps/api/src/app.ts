import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { translateCode } from '@registry/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { attachmentRoutes, startUploadUpkeep } from './modules/attachments';
import { auditTrailRoutes } from './modules/audit-trail/audit-trail.routes';
import { auditRoutes, caseRoutes } from './modules/cases/cases.routes';
import { childHoldingRoutes } from './modules/child-holding/child-holding.routes';
import { mailHoldingNotices } from './modules/child-holding/holding-notices';
import { calendarRoutes, caseInterventionRoutes, interventionRoutes } from './modules/clinical/interventions';
import { medicalCaseTeamRoutes } from './modules/clinical/medical-case-team';
import { medicalCaseRoutes } from './modules/clinical/medical-cases';
import { patientRoutes } from './modules/clinical/patients/patients.routes';
import { recommendationRoutes } from './modules/clinical/recommendations';
import { outboxRoutes } from './modules/dev/outbox.routes';
import { notificationListRoutes } from './modules/dictionaries/dictionaries.routes';
import { languageListRoutes } from './modules/dictionaries/language-lists.routes';
import { createListCache } from './modules/dictionaries/list-cache';
import { documentRoutes } from './modules/documents/documents.routes';
import { candidateSearchRoutes } from './modules/duplicates/candidate-search.routes';
import { duplicatesQueueRoutes } from './modules/duplicates/duplicates-queue.routes';
import { emailRoutes } from './modules/email/email.routes';
import { employeeRoutes } from './modules/employees/employees.routes';
import { fhirRoutes } from './modules/fhir/fhir.routes';
import { fhirClientRoutes } from './modules/fhir/fhir-clients.routes';
import { fhirIntakeReadRoutes } from './modules/fhir/fhir-intake-read';
import { healthRoutes } from './modules/health/health.routes';
import { identityRoutes } from './modules/identity/identity.routes';
import { userRoutes } from './modules/identity/users.routes';
import { languageRoutes } from './modules/language/language.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { publicSettingsRoutes } from './modules/public-settings/public-settings.routes';
import { reportImportRoutes } from './modules/reports/import/reports-import.routes';
import { registryCheckRoutes } from './modules/reports/registry-check/registry-check.routes';
import { reportExportRoutes } from './modules/reports/reports-export.routes';
import { populationRoutes } from './modules/reports/statistics/population.routes';
import { statisticsRoutes } from './modules/reports/statistics/statistics.routes';
import { unitRoutes } from './modules/units/units.routes';
import {
  type Access,
  isKnownPathWithOtherMethod,
  type RegisteredRoute,
  registerAccessControl,
} from './platform/access';
import type { AppContext } from './platform/context';
import { registerErrorHandling } from './platform/errors';
import { createFileStore } from './platform/files/file-store';
import { languageOf } from './platform/i18n';
import { registerIdempotency, sweepIdempotentRequests } from './platform/idempotency';
import { registerInputGuard } from './platform/input-guard';
import { createMailer, type Mailer } from './platform/mailer';
import { type LogOptions, serverLogOptions } from './platform/observability/logging';
import { registerMetricsRoute, registerObservability } from './platform/observability/observability';
import { createPasswordHasher } from './platform/passwords';
import { postgresRateLimitStore } from './platform/rate-limit-store';
import { responseSerializer } from './platform/response-serializer';
import { scheduleJob } from './platform/scheduled-jobs';
import { registerSecurityHeaders } from './platform/security-headers';
import { openServerInstance } from './platform/server-instance';
import { createSessionLiveness } from './platform/session-liveness';
import { resolveJwtSecret } from './platform/settings';
import { createTokenService } from './platform/tokens';
import { registerWebApp } from './platform/web-app';

export type AppDeps = {
  config: Config;
  database: Database;
  /** Where the JSON log lines go (default: stdout at LOG_LEVEL; false: nowhere). */
  logger?: LogOptions;
  mailer?: Mailer;
};
export type App = { app: FastifyInstance; routes: RegisteredRoute[]; context: AppContext };

/** Sets the access of every route registered inside `app` (third-party plugins cannot take our route config). */
function accessScope(app: FastifyInstance, access: Access) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access };
  });
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const { db } = database;
  const app = Fastify({
    ...serverLogOptions(config.logLevel, deps.logger),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // The spec writes some paths with a trailing slash (`api/cancer-notification-import/`): both
    // forms reach the route, for every route, rather than a 404 for one of them.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);

  const tokens = createTokenService(
    await resolveJwtSecret(db, config.jwtSecret),
    config.accessTokenTtlSeconds,
  );
  const mailer =
    deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db, log: app.log });
  const liveness = createSessionLiveness(db, config.sessionCheckCacheSeconds);
  const instance = await openServerInstance(database, config.databaseUrl, app.log);
  // Registered first, so it runs last on close: after the jobs and requests that might still need it.
  app.addHook('onClose', () => instance.close());
  const context: AppContext = {
    db,
    liveness,
    config,
    tokens,
    mailer,
    passwords: createPasswordHasher(config.passwordHashMemoryKib),
    files: createFileStore(config.filesDir),
    instance,
    lifecycle: { stopping: false },
  };

  registerErrorHandling(app);
  registerObservability(app, database);
  // Before the guards: a 401 or 400 they answer from their onRequest hooks carries the headers too.
  await registerSecurityHeaders(app);
  // Answers carry health data: no browser, proxy or CDN may keep a copy — errors and 404s included.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api')) reply.header('cache-control', 'no-store');
  });
  registerInputGuard(app);
  const routes = registerAccessControl(app, tokens, liveness);
  // After the session is known: a save's key belongs to its user.
  registerIdempotency(app, db);
  scheduleJob(app, db, instance, 'idempotency-sweep', 3_600_000, () => sweepIdempotentRequests(db));
  // The notices a failed send left (each save or import mails its own after its commit).
  scheduleJob(app, db, instance, 'holding-notices', 300_000, async () => {
    await mailHoldingNotices(db, mailer, config.publicUrl, app.log);
  });
  app.setNotFoundHandler((request, reply) => {
    const language = languageOf(request);
    if (isKnownPathWithOtherMethod(routes, request.method, request.url)) {
      return reply.code(405).send({
        key: 'errors.methodNotAllowed',
        message: translateCode('errors.methodNotAllowed', language),
      });
    }
    return reply
      .code(404)
      .send({ key: 'errors.notFound', message: translateCode('errors.notFound', language) });
  });

  // Answers above 1 kB are compressed for clients that accept it (lists, notifications, dictionaries
  // shrink 5–10×); the web app's files come precompressed from the build and are sent as they are.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // Counted in PostgreSQL: a client's requests to every API server add up (issue 26).
  await app.register(fastifyRateLimit, { global: false, store: postgresRateLimitStore(db) });
  // Files larger than the general upload maximum (spec 01 §9) are cut off here; services apply their own limits.
  await app.register(fastifyMultipart, {
    limits: { fileSize: 20_971_520, files: 4, fields: 60, fieldSize: 65_536 },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Registrul Cancerului Pediatric — API',
        version: '1.0',
        description:
          'Every request may send `LanguageId` (1 ro, 2 en). Signed-in calls send `Authorization: Bearer <access token>`. ' +
          'Errors: 400 `{ errors, message }` (errors is `{ key, params }` or a field map), 401, 403, 404, 405, 409 `{ field }`, 429, 500 `{ errCode }`. ' +
          'A 401 for a token that has not expired means its session ended or its claims (role, units) changed: refresh it once, and sign in again if the refresh answers null. ' +
          'Every answer is `Cache-Control: no-store`. ' +
          'A save (POST, PUT, PATCH, DELETE with a JSON body) may send `Idempotency-Key: <uuid>`: sent again with the same key (its answer was lost), it is ' +
          'written once; the repeat (`idempotent-replayed: true`) gets the saved record read again (as its GET reads it, audited), a 204, or the same refusal; ' +
          '409 `errors.requestRepeated` while the first answer is not known; 422 `errors.idempotencyKeyReused` when the key was sent with another request (method, path or body), which changes nothing. ' +
          'Input rules for every call: ids, counts and versions are integers from 1 (or 0) to 2147483647; an integer in a path is written ' +
          'in canonical decimal (no sign, leading zero, space, fraction, hex or exponent: `+1`, `01`, `0x1`, `1e0` are a 400); no text (path, query, JSON, ' +
          'multipart field or file name) may contain U+0000; JSON nests at most 32 levels; a malformed multipart body is a 400, and so is a ' +
          'part without a name, a file part the call does not take or sent twice, or text where the call takes a file. ' +
          'Countries: Romania is 1, other countries their ISO 3166-1 numeric code (642 is accepted for Romania). ' +
          'Answers above 1 kB are compressed (br, gzip) when Accept-Encoding allows.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (scope) => {
    // Bearer-only when not public: tools fetch /api/docs/json with the token (docs/configuration.md).
    accessScope(scope, config.apiDocsPublic ? 'public' : 'signedIn');
    await scope.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Its own CSP lets the same origin frame the docs; the registry is framed by no one (issue 38).
      transformStaticCSP: (csp) => csp.replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'"),
    });
  });

  await app.register(healthRoutes(db, context.files.root, context.lifecycle), { prefix: '/api' });
  registerMetricsRoute(app, config.metricsToken);
  await app.register(identityRoutes(context), { prefix: '/api/identity' });
  await app.register(languageRoutes(db), { prefix: '/api/language' });
  await app.register(publicSettingsRoutes(config), { prefix: '/api/settings' });
  const listCache = createListCache(db);
  await app.register(languageListRoutes(db, listCache), { prefix: '/api/language' });
  await app.register(notificationListRoutes(db, listCache), { prefix: '/api/cancer-notification' });
  await app.register(notificationRoutes(db, context, listCache), { prefix: '/api/cancer-notification' });
  await app.register(caseRoutes(db), { prefix: '/api/cancer-cases' });
  await app.register(duplicatesQueueRoutes(db), { prefix: '/api/duplicates' });
  await app.register(medicalCaseRoutes(db, listCache), { prefix: '/api/medical-case' });
  await app.register(medicalCaseTeamRoutes(db), { prefix: '/api/medical-case' });
  await app.register(recommendationRoutes(context), { prefix: '/api/medical-case' });
  await app.register(caseInterventionRoutes(db), { prefix: '/api/medical-case' });
  await app.register(interventionRoutes(context, listCache), { prefix: '/api/intervention' });
  await app.register(calendarRoutes(db), { prefix: '/api/calendar' });
  await app.register(reportImportRoutes(db, context, listCache), { prefix: '/api' });
  await app.register(auditRoutes(db), { prefix: '/api/cancer-audit' });
  await app.register(auditTrailRoutes(db), { prefix: '/api/audit-trail' });
  await app.register(reportExportRoutes(db, listCache), { prefix: '/api/report' });
  await app.register(registryCheckRoutes(db, instance), { prefix: '/api/registry-check' });
  await app.register(candidateSearchRoutes(db), { prefix: '/api/duplicates' });
  await app.register(statisticsRoutes(db), { prefix: '/api/report' });
  await app.register(populationRoutes(db), { prefix: '/api/population' });
  await app.register(unitRoutes(db), { prefix: '/api/reporting-unit' });
  await app.register(userRoutes(context), { prefix: '/api/identity' });
  await app.register(employeeRoutes(context), { prefix: '/api/employee' });
  await app.register(patientRoutes(context), { prefix: '/api/patient' });
  await app.register(childHoldingRoutes(context), { prefix: '/api/child-holding' });
  await app.register(documentRoutes(context), { prefix: '/api/document' });
  await app.register(attachmentRoutes(context), { prefix: '/api/document' });
  await startUploadUpkeep(app, context);
  await app.register(emailRoutes(context), { prefix: '/api/email' });
  await app.register(fhirClientRoutes(context), { prefix: '/api/fhir-clients' });
  await app.register(fhirIntakeReadRoutes(db), { prefix: '/api/cancer-notification' });
  await app.register(fhirRoutes(context, listCache), { prefix: '/fhir/R4' });
  if (mailer.kind === 'outbox') await app.register(outboxRoutes(db), { prefix: '/api/dev' });
  await registerWebApp(app, config.webDistDir);
  return { app, routes, context };
}
