import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import { api, apiToken, draftBody, freshCnp, saveNotification, todayIso } from './lists-data.mjs';

/** Spec 02 §2 "Cancer audit": drafts and completed notifications per user and unit for a period. */
describe('cancer audit', () => {
  let browser;
  let expected;
  before(async () => {
    const base = baseUrl();
    await saveNotification(
      base,
      await apiToken(base, 'reporter@demo.local'),
      draftBody(freshCnp(5), 'Dan', 'Auditescu'),
    );
    const today = todayIso();
    expected = await api(
      base,
      await apiToken(base, 'reviewer@demo.local'),
      'POST',
      '/api/cancer-audit/filter',
      {
        take: 20,
        notificationStartDate: today,
        notificationEndDate: today,
      },
    );
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('shows the counts of a period in the summary and the table', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'reviewer@demo.local');
    await page.goto(`${base}/cancer-audit`);
    await page.waitForSelector('[data-testid="audit-summary"]');
    assert.match(await page.textContent('[data-testid="audit-summary"]'), /^De la începutul registrului/);

    await page.click('[data-testid="open-filters"]');
    const [y, m, d] = todayIso().split('-');
    for (const name of ['notificationStart', 'notificationEnd']) {
      await page.locator(`[data-date-field="${name}"] [role="spinbutton"]`).first().click();
      await page.keyboard.type(`${d}${m}${y}`);
    }
    await page
      .locator('[data-testid="filter-drawer"]')
      .getByRole('button', { name: 'Închide' })
      .last()
      .click();
    const period = `În perioada ${d}-${m}-${y} – ${d}-${m}-${y}`;
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="audit-summary"]')?.textContent.startsWith(text),
      period,
    );
    const summary = await page.textContent('[data-testid="audit-summary"]');
    const spoken = (n, zero) => (n === 0 ? zero : `${n} `);
    for (const part of [
      spoken(expected.total, 'nicio fișă'),
      spoken(expected.draftCount, 'nicio ciornă'),
      spoken(expected.completedCount, 'niciuna finalizată'),
    ])
      assert.ok(summary.includes(part), `${part} in ${summary}`);

    const andrei = expected.items.find((r) => r.username === 'Andrei Ionescu');
    assert.ok(andrei && andrei.draftCount >= 1);
    const row = page.locator('[data-testid="list-row"]', { hasText: 'Andrei Ionescu' });
    const cells = await row.locator('td').allTextContents();
    assert.deepEqual(cells.slice(-3), [
      String(andrei.draftCount),
      String(andrei.completedCount),
      String(andrei.total),
    ]);
    await page.context().close();
  });
});
