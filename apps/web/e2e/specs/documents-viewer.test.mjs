import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser, newPage } from '../support/browser.mjs';

/** Spec 01 §7.6: /document/view/{id}; the terms (document 1) open before signing in. */
describe('document viewer', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('shows the terms without a session, and asks to sign in for any other document', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await page.goto(`${base}/document/view/1`);
    await page.waitForSelector('.react-pdf__Page canvas');
    assert.equal(await page.textContent('[data-testid="viewer-title"]'), 'termeni-si-politici.pdf');
    assert.equal(await page.textContent('[data-testid="viewer-page"]'), 'Pagina 1 din 1');
    await page.waitForSelector('.react-pdf__Page .textLayer :text("Termeni și politici de utilizare")');

    await page.goto(`${base}/document/view/2`);
    assert.match(await page.textContent('[data-testid="viewer-failure"]'), /Autentificați-vă/);
    assert.equal(page.url(), `${base}/document/view/2`, 'stays on the public page');
    await page.context().close();
  });
});
