import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import { apiToken, completeBody, freshCnp, saveNotification } from './lists-data.mjs';

/**
 * Issue 23 item 9: at 1366 px the cases table is wider than its box. The user hides the columns they
 * do not need (remembered on the next visit), and an arrow says — and goes to — what lies beyond
 * the right edge.
 */
describe('choosing a list table’s columns', () => {
  let browser;
  before(async () => {
    const base = baseUrl();
    const reporter = await apiToken(base, 'reporter@demo.local');
    await saveNotification(base, reporter, completeBody(freshCnp(6), 'Ilinca', 'Coloanescu'));
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  const headers = (page) => page.locator('[data-testid="list-table"] thead th').allTextContents();

  it('hides a column, keeps it hidden after a reload, and scrolls to the columns beyond the edge', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'reviewer@demo.local');
    await page.goto(`${base}/cancer-cases`);
    await page.waitForSelector('[data-testid="list-row"]');

    // Wider than the box: the arrow at the right edge says so, and takes the user there.
    const more = page.locator('[data-testid="list-more-right"]');
    await more.waitFor();
    await more.click();
    await page.locator('[data-testid="list-more-left"]').waitFor();

    const before = await headers(page);
    assert.ok(before.includes('Județ'), before.join(' | '));
    await page.click('[data-testid="list-columns"]');
    await page.click('li[data-column="county"]');
    await page.keyboard.press('Escape');
    assert.ok(!(await headers(page)).includes('Județ'));
    assert.equal((await headers(page)).length, before.length - 1);

    await page.reload();
    await page.waitForSelector('[data-testid="list-row"]');
    assert.ok(!(await headers(page)).includes('Județ'), 'remembered for this list');

    // The first column says whose row it is: it cannot be hidden.
    await page.click('[data-testid="list-columns"]');
    assert.equal(await page.locator('li[data-column="identifier"]').getAttribute('aria-disabled'), 'true');
    await page.click('[data-testid="list-columns-all"]');
    await page.keyboard.press('Escape');
    assert.ok((await headers(page)).includes('Județ'));
    await page.close();
  });
});
