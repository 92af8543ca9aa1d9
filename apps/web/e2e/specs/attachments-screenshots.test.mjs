import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import {
  chooseAttachment,
  gradientPng,
  newNotificationWithPatient,
  tinyPdf,
} from './attachments-helpers.mjs';

/**
 * Screenshots of the attachment list, the add dialog mid-upload and both viewers at desktop and
 * phone width, for a person to look at: `ATTACHMENT_SHOTS=1 node apps/web/e2e/run.mjs
 * attachments-screenshots` (into /tmp/shots, or ATTACHMENT_SHOTS_DIR). Skipped otherwise.
 */
const enabled = process.env.ATTACHMENT_SHOTS === '1';
const outDir = process.env.ATTACHMENT_SHOTS_DIR ?? '/tmp/shots';
const viewports = {
  desktop: { size: { width: 1366, height: 768 }, cnp: '5170201400212' },
  phone: { size: { width: 390, height: 844 }, cnp: '6170202400225' },
};
/** 45 MB on disk: three chunks of the 20 MB upload, the magic bytes of a PDF in front. */
function bigPdf() {
  const bytes = Buffer.alloc(45_000_000, 0x20);
  bytes.write('%PDF-1.4\n');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'attachments-')), 'Blocuri parafină.pdf');
  writeFileSync(file, bytes);
  return file;
}

let browser;
before(async () => {
  if (enabled) browser = await launchBrowser();
});
after(() => browser?.close());

async function upload(page, file) {
  const { dialog } = await chooseAttachment(page, 'cancerHistopathology', file);
  await dialog.locator('[data-testid="attachment-save"]').click();
  await dialog.waitFor({ state: 'detached', timeout: 60_000 });
}

it('screenshots of the attachment list, the add dialog and the viewers', { skip: !enabled }, async () => {
  mkdirSync(outDir, { recursive: true });
  for (const [name, { size, cnp }] of Object.entries(viewports)) {
    const shot = (what) => page.screenshot({ path: path.join(outDir, `attachments-${what}-${name}.png`) });
    const page = await newPage(browser, size);
    page.on('dialog', (d) => d.accept());
    await signIn(page, baseUrl(), 'reporter@demo.local');
    await newNotificationWithPatient(page, baseUrl(), cnp);
    await upload(page, {
      name: 'Raport histopatologic biopsie.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(),
    });
    await upload(page, { name: 'Lama HE x40.png', mimeType: 'image/png', buffer: gradientPng() });

    // The add dialog mid-upload: the second chunk is held back until the screenshot is taken.
    let release;
    const held = new Promise((resolve) => {
      release = resolve;
    });
    await page.route('**/api/document/*/1/1', async (route) => {
      if (route.request().postData()?.includes('name="chunkIndex"\r\n\r\n1')) await held;
      await route.continue();
    });
    // A path, not a buffer: 45 MB through the protocol as base64 is slow on a loaded machine.
    const { dialog } = await chooseAttachment(page, 'cancerHistopathology', bigPdf());
    await dialog.locator('[data-testid="attachment-save"]').click();
    await dialog
      .locator('[data-testid="attachment-progress"]', { hasText: '2 din 3' })
      .waitFor({ timeout: 60_000 });
    await shot('dialog-progress');
    release();
    await dialog.waitFor({ state: 'detached', timeout: 60_000 });
    await page.unroute('**/api/document/*/1/1');

    const panel = page.locator('[data-panel="cancerHistopathology"]');
    await page.waitForTimeout(3500); // the success toast fades
    await panel.locator('[data-testid="attachments-1"]').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -120));
    await shot('list');

    await panel
      .locator('[data-attachment="Raport histopatologic biopsie.pdf"] [data-testid="attachment-view"]')
      .click();
    await page.locator('[data-testid="attachment-viewer"] .react-pdf__Page canvas').waitFor();
    await page.waitForTimeout(300);
    await shot('pdf-viewer');
    await page.locator('[data-testid="attachment-viewer-close"]').click();

    await panel.locator('[data-attachment="Lama HE x40.png"] [data-testid="attachment-view"]').click();
    await page.locator('[data-testid="attachment-image"]').waitFor();
    await page.waitForTimeout(300);
    await shot('image-viewer');
    await page.context().close();
  }
});
