import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import { freshCnp } from './lists-data.mjs';
import { downloadWorkbook, fillRows, notificationRow, saveBook } from './reports-import-helpers.mjs';

/**
 * Screenshots of the import dialogs (the notification import with its error message, the
 * vital-status file dialog and status-date modal) at desktop and phone width, Romanian and English,
 * for a person to look at: `IMPORT_SHOTS=1 node apps/web/e2e/run.mjs reports-import-screenshots`
 * (into /tmp/shots, or IMPORT_SHOTS_DIR). Skipped otherwise.
 */
const enabled = process.env.IMPORT_SHOTS === '1';
const outDir = process.env.IMPORT_SHOTS_DIR ?? '/tmp/shots';
const viewports = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } };

let browser;
before(async () => {
  if (enabled) browser = await launchBrowser();
});
after(() => browser?.close());

/** The switch toggles, and the profile remembers the last choice: switch only when needed. */
async function switchLanguageTo(page, language) {
  await page.waitForSelector('[data-testid="language-switch"]');
  if ((await page.evaluate(() => document.documentElement.lang)) === language) return;
  await page.click('[data-testid="language-switch"]');
  await page.waitForFunction((l) => document.documentElement.lang === l, language);
}

it('screenshots of the import dialogs', { skip: !enabled }, async () => {
  mkdirSync(outDir, { recursive: true });
  for (const [size, viewport] of Object.entries(viewports)) {
    for (const language of ['ro', 'en']) {
      const shot = (page, what) =>
        page.screenshot({ path: path.join(outDir, `import-${what}-${size}-${language}.png`) });
      const admin = await newPage(browser, viewport);
      await signIn(admin, baseUrl(), 'superadmin@demo.local');
      await switchLanguageTo(admin, language);
      await admin.goto(`${baseUrl()}/cancer-notification`);
      await admin.click('[data-testid="import-open-notifications"]');
      const dialog = admin.locator('[data-testid="import-dialog-notifications"]');
      const template = await downloadWorkbook(admin, () =>
        dialog.locator('[data-testid="import-template"]').click(),
      );
      fillRows(template.book, [
        notificationRow(freshCnp(5), 'Ecranescu', { 'Topografie (ICD-O-3)': 'C99.9' }),
      ]);
      await dialog
        .locator('[data-testid="import-file"]')
        .setInputFiles(await saveBook(template.book, 'notificari iunie.xlsx'));
      await admin.waitForTimeout(300);
      await shot(admin, 'notifications-chosen');
      await downloadWorkbook(admin, () => dialog.locator('[data-testid="import-send"]').click());
      await dialog.locator('[data-testid="import-errors"]').waitFor();
      await admin.waitForTimeout(300);
      await shot(admin, 'notifications-errors');
      await admin.context().close();

      const reviewer = await newPage(browser, viewport);
      await signIn(reviewer, baseUrl(), 'reviewer@demo.local');
      await switchLanguageTo(reviewer, language);
      await reviewer.goto(`${baseUrl()}/cancer-cases`);
      await reviewer.click('[data-testid="import-open-vitalStatus"]');
      const vital = reviewer.locator('[data-testid="import-dialog-vitalStatus"]');
      const vitalTemplate = await downloadWorkbook(reviewer, () =>
        vital.locator('[data-testid="import-template"]').click(),
      );
      await vital
        .locator('[data-testid="import-file"]')
        .setInputFiles(await saveBook(vitalTemplate.book, 'status vital.xlsx'));
      await reviewer.waitForTimeout(300);
      await shot(reviewer, 'vital-chosen');
      await vital.locator('[data-testid="import-send"]').click();
      await reviewer.locator('[data-testid="import-status-date"]').waitFor();
      await reviewer.waitForTimeout(400);
      await shot(reviewer, 'vital-date');
      await reviewer.context().close();
    }
  }
});
