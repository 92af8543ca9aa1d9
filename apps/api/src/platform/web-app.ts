import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built single-page app on the API's origin (one origin in production): hashed assets
 * with a year's immutable cache, any other client route gets index.html, which must never be cached
 * without asking (`no-cache`: a new release is seen at once). The build writes brotli and gzip
 * copies of every text file (apps/web/vite.config.ts); `preCompressed` sends the one the browser
 * accepts, with `Content-Encoding` and `Vary: Accept-Encoding`, and the plain file otherwise.
 */
/**
 * Helmet's headers that only a document (or a worker) obeys: on a hashed script or stylesheet they are
 * bytes every page load pays for nothing (~0.5 kB × 25 scripts at sign-in). nosniff, CORP, HSTS and
 * the referrer policy stay; a worker script keeps its CSP, which governs it.
 */
const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * A hashed asset's name changes with its content, and `immutable` keeps browsers from revalidating it,
 * so ETag, Last-Modified and Accept-Ranges are ~0.1 kB per script that no browser uses (31 at sign-in).
 */
const IMMUTABLE_ASSET = {
  immutable: true,
  maxAge: '365d',
  etag: false,
  lastModified: false,
  acceptRanges: false,
} as const;

export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ distDir }, 'web app build not found: only the API is served');
    return;
  }
  await app.register(fastifyStatic, { root: distDir, serve: false, preCompressed: true });
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (req, reply) => {
    const urlPath = decodeURIComponent(req.url.split('?')[0]);
    if (urlPath.startsWith('/api/') || urlPath === '/api') return reply.callNotFound();
    const relative = path
      .normalize(urlPath)
      .replace(/^(\.\.[/\\])+/, '')
      .replace(/^[/\\]+/, '');
    const file = path.join(distDir, relative);
    if (relative && file.startsWith(distDir) && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      const immutable = relative.startsWith('assets/');
      if (!immutable) reply.header('cache-control', 'no-cache');
      else {
        for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
        if (!/worker/i.test(relative)) reply.removeHeader('content-security-policy');
        // A hashed asset is never asked about again (immutable): no validators, no ranges, no id to quote.
        reply.removeHeader('x-request-id');
      }
      return reply.sendFile(relative, immutable ? IMMUTABLE_ASSET : { cacheControl: false });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', { cacheControl: false });
  });
}
