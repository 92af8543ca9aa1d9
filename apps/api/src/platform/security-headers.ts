import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The security headers of every answer, API and web app alike (issue 26 item 6), by helmet:
 * - CSP: scripts only from our origin (no inline script, no eval); styles allow 'unsafe-inline' because
 *   MUI's emotion writes its styles into <style> tags at run time (a nonce would need server-rendered
 *   HTML); images and the PDF viewer's worker also as blob:/data: URLs the app makes itself; no
 *   framing by anyone (`frame-ancestors 'none'` and `X-Frame-Options: DENY` for old browsers).
 * - `Referrer-Policy: no-referrer`, `X-Content-Type-Options: nosniff`, and helmet's other defaults.
 * - HSTS only on an answer that went out over TLS: `request.protocol` is https on a TLS listener or,
 *   behind a proxy trusted by TRUST_PROXY, when the proxy says `X-Forwarded-Proto: https`. Over plain
 *   HTTP (development, a test) it would be ignored by browsers anyway, and `upgrade-insecure-requests`
 *   likewise goes only with it, so a plain-HTTP installation on a hospital network still loads.
 */
const HSTS = 'max-age=31536000; includeSubDomains';

export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'connect-src': ["'self'"],
        'font-src': ["'self'", 'data:'],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'object-src': ["'none'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'worker-src': ["'self'", 'blob:'],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol !== 'https') return;
    reply.header('strict-transport-security', HSTS);
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', `${csp};upgrade-insecure-requests`);
  });
}
