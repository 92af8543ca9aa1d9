import { type RoleId, type Session, translateCode } from '@registry/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { declaresMultipart } from './files/multipart';
import { languageOf } from './i18n';
import type { SessionLiveness } from './session-liveness';
import type { TokenService } from './tokens';

/**
 * Every route declares who may call it in `config.access` (ARCHITECTURE §4):
 * - 'public': anyone; - 'signedIn': any valid access token; - a list of roles.
 * Unit scoping (which records) is the service's job, in SQL; this layer decides who may knock.
 */
export type Access = 'public' | 'signedIn' | readonly RoleId[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

export type RegisteredRoute = {
  method: string;
  url: string;
  readonly access: Access | undefined;
  /** The route takes a multipart body (its schema's `consumes`; the multipart readers refuse to run otherwise). */
  multipart: boolean;
  /** A multipart route's file parts (`config.multipartFiles`); every other part is text. */
  files: readonly string[];
};

export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw new Error('route declared public but needs a session');
  return request.session;
}

function toMatcher(url: string) {
  const pattern = url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+');
  return new RegExp(`^${pattern}/?$`);
}

export function registerAccessControl(
  app: FastifyInstance,
  tokens: TokenService,
  liveness: SessionLiveness,
): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.decorateRequest('session', null);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const multipart = declaresMultipart(route.schema);
      const files = route.config?.multipartFiles;
      // The edge checks each part against the declared files: a multipart route without them (or
      // files on a route that takes no multipart) would refuse every upload or check nothing.
      if (multipart !== (files !== undefined))
        throw new Error(
          `${method} ${route.url}: declare consumes multipart and config.multipartFiles together`,
        );
      // Read lazily: hooks of inner scopes (publicScope in app.ts) may set the access after this hook ran.
      routes.push({
        method,
        url: route.url,
        multipart,
        files: files ?? [],
        get access() {
          return route.config?.access;
        },
      });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    const language = languageOf(request);
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) {
      // A good signature is not enough: the session must still be open and the claims still true.
      const verified = await tokens.verifyAccessToken(header.slice(7));
      if (verified && (await liveness.isAlive(verified))) request.session = verified.session;
    }
    // A 404 route has no declaration and is answered by the not-found handler.
    if (request.is404 || access === 'public') return;
    if (!request.session) {
      return reply
        .code(401)
        .send({ key: 'errors.unauthorized', message: translateCode('errors.unauthorized', language) });
    }
    // Fail closed: a route that forgot to declare access is refused, and a test lists it.
    if (access === undefined || (access !== 'signedIn' && !access.includes(request.session.role))) {
      return reply
        .code(403)
        .send({ key: 'errors.forbidden', message: translateCode('errors.forbidden', language) });
    }
  });
  return routes;
}

/** Fastify answers 404 for a known path with the wrong method; the spec wants 405. */
export function isKnownPathWithOtherMethod(routes: RegisteredRoute[], method: string, path: string) {
  const bare = path.split('?')[0];
  return routes.some((r) => r.method !== method && toMatcher(r.url).test(bare));
}
