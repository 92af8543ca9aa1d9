import { timingSafeEqual } from 'node:crypto';
import { translateCode } from '@registry/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { languageOf } from '../i18n';
import { rememberRouteSegments } from './logging';
import { metricsRegistry, observeDatabase, observeRequest } from './metrics';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Request ids on answers and request metrics (issue 26 item 4). Registered before the routes, so its
 * onRoute hook sees every route and its onRequest hook runs before any guard answers.
 */
export function registerObservability(app: FastifyInstance, database: Database) {
  const forget = observeDatabase({
    kind: database.kind,
    connections: database.connections,
    ping: () => database.db.execute(sql`select 1`),
  });
  app.addHook('onClose', async () => forget());
  app.addHook('onRoute', (route) => rememberRouteSegments(route.url));
  // Set first, so every answer carries it — refusals and errors included — for a support call to quote.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
  });
}

/**
 * `/metrics`, registered with the routes (after the access layer, which lists every route). Outside
 * `/api`: the proxy forwards `/api` and the web app and need not forward this; when METRICS_TOKEN is
 * set (required in production) it answers only `Authorization: Bearer <METRICS_TOKEN>`.
 */
export function registerMetricsRoute(app: FastifyInstance, metricsToken: string | undefined) {
  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (metricsToken) {
      const header = request.headers.authorization ?? '';
      if (!header.startsWith('Bearer ') || !sameSecret(header.slice(7), metricsToken)) {
        const language = languageOf(request);
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ key: 'errors.unauthorized', message: translateCode('errors.unauthorized', language) });
      }
    }
    reply.header('cache-control', 'no-store');
    return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
}
