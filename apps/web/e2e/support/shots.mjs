/**
 * What every screenshot script needs: the output folder, the two sizes we check (desktop 1366×768,
 * phone 390×844), a server (its own on a fresh database unless E2E_BASE_URL is set), a browser and
 * a `shot(page, name)` that lets transitions settle first. `finish()` closes everything and prints
 * the files written.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from './browser.mjs';
import { buildIfStale, startServer } from './server.mjs';

export const viewports = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } };

export async function startShots({ settleMs = 500 } = {}) {
  const outDir = path.resolve(process.argv[2] ?? '/tmp/shots');
  mkdirSync(outDir, { recursive: true });
  let server = null;
  let base = process.env.E2E_BASE_URL;
  if (!base) {
    buildIfStale();
    server = await startServer({ name: 'shots' });
    base = server.baseUrl;
  }
  const browser = await launchBrowser();
  const saved = [];
  return {
    base,
    browser,
    outDir,
    async shot(page, name, fullPage = false) {
      await page.waitForTimeout(settleMs);
      const file = path.join(outDir, `${name}.png`);
      await page.screenshot({ path: file, fullPage });
      saved.push(file);
    },
    async finish() {
      await browser.close();
      await server?.stop();
      console.log(saved.join('\n'));
    },
  };
}
