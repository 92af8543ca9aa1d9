import { readFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from './support/browser.mjs';

/**
 * The JavaScript files a route makes the browser fetch before it can render: the entry, the route's
 * lazy module and every chunk they import statically (dynamic imports excluded — they load later).
 * Used to check that heavy parts stay code-split; the weight itself is measured on the wire below.
 */
export function routeJs(distDir, routeModule) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) visit(child);
  };
  visit(entry);
  visit(routeModule);
  return { files: [...seen].map((key) => manifest[key].file).filter((f) => f.endsWith('.js')) };
}

/**
 * What a browser actually receives for a page: loads it in Chromium through the real server, with a
 * cold cache, and sums CDP `Network.loadingFinished` encodedDataLength (bytes on the wire, after
 * Content-Encoding, headers included) of every script. Also answers each script's Content-Encoding.
 */
export async function transferredJs(pageUrl) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'ro-RO' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = new Map();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type === 'Script' || /\.m?js(\?|$)/.test(response.url)) {
        const encoding = Object.entries(response.headers).find(
          ([k]) => k.toLowerCase() === 'content-encoding',
        );
        scripts.set(requestId, { url: response.url, encoding: encoding?.[1] ?? null, bytes: 0 });
      }
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const script = scripts.get(requestId);
      if (script) script.bytes = encodedDataLength;
    });
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    await page.waitForSelector('input[name="email"]');
    const files = [...scripts.values()];
    return { files, bytes: files.reduce((sum, f) => sum + f.bytes, 0) };
  } finally {
    await browser.close();
  }
}

// `node apps/web/e2e/bundle-weight.mjs [page path]`: builds if stale, starts the real server, weighs.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { buildIfStale, startServer } = await import('./support/server.mjs');
  buildIfStale();
  const server = await startServer({ name: 'bundle-weight' });
  try {
    const { files, bytes } = await transferredJs(`${server.baseUrl}${process.argv[2] ?? '/login'}`);
    console.log(`${files.length} scripts, ${(bytes / 1024).toFixed(1)} kB transferred`);
    for (const f of files)
      console.log(
        `  ${(f.bytes / 1024).toFixed(1).padStart(7)} kB ${f.encoding ?? 'identity'} ${new URL(f.url).pathname}`,
      );
  } finally {
    await server.stop();
  }
}
