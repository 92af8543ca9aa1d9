import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';

describe('route table', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('an unknown path shows the not-found page with a way back', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await page.goto(`${base}/nu-exista/deloc`);
    await page.waitForURL(`${base}/page-not-found`);
    assert.equal(await page.textContent('h1'), 'Pagina nu a fost găsită');
    assert.equal(await page.title(), 'Registrul Cancerului Pediatric – Pagina nu a fost găsită');
    await page.click('text=Înapoi la panoul principal');
    await page.waitForURL(`${base}/login`);
    await page.context().close();
  });

  it('a non-integer route parameter shows the invalid-request page; an integer one opens the screen', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'unitadmin@demo.local');
    await page.goto(`${base}/reporting-unit/abc/employee`);
    await page.waitForURL(`${base}/invalid-request`);
    assert.equal(await page.textContent('h1'), 'Cerere invalidă');
    await page.goto(`${base}/reporting-unit/1/employee/1.5`);
    await page.waitForURL(`${base}/invalid-request`);
    await page.goto(`${base}/reporting-unit/1/employee`);
    await page.waitForSelector('[data-testid="list-employees"]');
    assert.equal(await page.title(), 'Registrul Cancerului Pediatric – Personal medical');
    await page.context().close();
  });

  it('the toolbar search shows on searchable routes and publishes after the pause', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'superadmin@demo.local');
    assert.equal(await page.$('[data-testid="toolbar-search"]'), null, 'the dashboard has no search');
    await page.click('[data-menu-entry="users"]');
    await page.waitForURL(`${base}/users`);
    const search = page.locator('[data-testid="toolbar-search"]');
    assert.equal(await search.getAttribute('placeholder'), 'Căutare după nume sau e-mail');
    // The user list (spec 01 §2.7) searches by name or e-mail once the typing pauses.
    const rows = page.locator('[data-testid="list-row"]');
    await rows.first().waitFor();
    const all = await rows.count();
    await search.pressSequentially('ana');
    assert.equal(await rows.count(), all, 'nothing is published while typing');
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="list-row"]').length < n, all);
    for (const text of await rows.allTextContents()) assert.match(text, /ana/i);
    await page.context().close();
  });
});
