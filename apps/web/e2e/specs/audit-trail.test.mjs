import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import { apiToken, completeBody, freshCnp, saveNotification } from './lists-data.mjs';

/**
 * Issue 17 item 8: a reviewer opens a child's notification; the super administrator searches the
 * audit trail by the child's CNP and sees that read, labelled. `AUDIT_TRAIL_SHOTS=1` also writes
 * screenshots at 1366×768 and 390×844 in Romanian and English (into AUDIT_TRAIL_SHOTS_DIR or /tmp/shots).
 */
const shots = process.env.AUDIT_TRAIL_SHOTS === '1';
const outDir = process.env.AUDIT_TRAIL_SHOTS_DIR ?? '/tmp/shots';

describe('audit trail', () => {
  let browser;
  let cnp;
  let notificationId;
  before(async () => {
    const base = baseUrl();
    cnp = freshCnp(6);
    const saved = await saveNotification(
      base,
      await apiToken(base, 'reporter@demo.local'),
      completeBody(cnp, 'Irina', 'Jurnalescu'),
    );
    notificationId = saved.id;
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it("answers who looked at a child's record, searched by CNP", async () => {
    const base = baseUrl();
    const reviewer = await newPage(browser);
    await signIn(reviewer, base, 'reviewer@demo.local');
    await reviewer.goto(`${base}/cancer-notification/${notificationId}`);
    await reviewer.waitForSelector('[data-testid="notification-form"]');
    if (shots) {
      await reviewer.waitForSelector('[data-testid="who-looked"]');
      await reviewer.screenshot({ path: path.join(outDir, 'audit-trail-link-desktop-ro.png') });
    }
    // From the record, the reviewer jumps to that child's trail and finds their own read.
    await reviewer.click('[data-testid="who-looked"]');
    await reviewer.waitForURL(`${base}/audit-trail?patientIdentifier=${cnp}`);
    await reviewer
      .locator('[data-testid="list-row"]', { hasText: 'Notificare citită' })
      .filter({ hasText: 'Radu Evaluator' })
      .first()
      .waitFor();
    assert.ok(
      (await reviewer.locator('[data-testid="list-row"]').allTextContents()).every((r) => r.includes(cnp)),
    );
    await reviewer.context().close();

    const page = await newPage(browser);
    await signIn(page, base, 'superadmin@demo.local');
    await page.click('[data-menu-entry="auditTrail"]');
    await page.waitForURL(`${base}/audit-trail`);
    await page.waitForSelector('[data-testid="list-row"]');
    await page.fill('[data-testid="toolbar-search"]', cnp);
    // The search is debounced: wait until every row on screen is about this child.
    await page.waitForFunction((id) => {
      const rows = [...document.querySelectorAll('[data-testid="list-row"]')].map((r) => r.textContent);
      return (
        rows.length > 0 &&
        rows.every((r) => r.includes(id)) &&
        rows.some((r) => r.includes('Notificare citită'))
      );
    }, cnp);
    const read = page.locator('[data-testid="list-row"]', { hasText: 'Notificare citită' });
    const cells = await read.first().locator('td').allTextContents();
    assert.ok(
      cells.some((c) => c.includes('Radu Evaluator') && c.includes('reviewer@demo.local')),
      cells.join(' | '),
    );
    assert.ok(
      cells.some((c) => c.includes(`Notificare #${notificationId}`) && c.includes(cnp)),
      cells.join(' | '),
    );
    assert.match(cells[0], /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
    // Every row found is about this child: the reporter's save and the reviewer's read.
    const rows = await page.locator('[data-testid="list-row"]').allTextContents();
    assert.ok(
      rows.every((r) => r.includes(cnp)),
      rows.join('\n'),
    );
    assert.ok(rows.some((r) => r.includes('Notificare adăugată')));

    // The export takes the same filter and arrives as an .xlsx.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid="audit-trail-export"]'),
    ]);
    assert.match(download.suggestedFilename(), /^audit-trail-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const bytes = await readFile(await download.path());
    assert.equal(bytes.subarray(0, 2).toString(), 'PK');

    if (shots) {
      await page.screenshot({ path: path.join(outDir, 'audit-trail-desktop-ro.png') });
      await page.click('[data-testid="open-filters"]');
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(outDir, 'audit-trail-filters-desktop-ro.png') });
    }
    await page.context().close();
  });

  it('screenshots at both sizes, Romanian and English', { skip: !shots }, async () => {
    const base = baseUrl();
    for (const [size, viewport] of [
      ['desktop', { width: 1366, height: 768 }],
      ['phone', { width: 390, height: 844 }],
    ]) {
      const page = await newPage(browser, viewport);
      await signIn(page, base, 'reviewer@demo.local');
      await page.goto(`${base}/audit-trail`);
      await page.waitForSelector('[data-testid="list-row"]');
      await page.waitForTimeout(500);
      await page.screenshot({ path: path.join(outDir, `audit-trail-reviewer-${size}-ro.png`) });
      await page.click('[data-testid="language-switch"]');
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      await page.locator('[data-testid="list-row"]', { hasText: 'Notification' }).first().waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: path.join(outDir, `audit-trail-reviewer-${size}-en.png`) });
      // Back to Romanian: the switch is saved to the demo profile the other specs sign in with.
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/language/1'));
      await page.click('[data-testid="language-switch"]');
      await saved;
      await page.context().close();
    }
  });
});
