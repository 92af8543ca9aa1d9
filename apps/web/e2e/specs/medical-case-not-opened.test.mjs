import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser } from '../support/browser.mjs';
import { api, apiToken, completeBody, freshCnp, saveNotification } from './lists-data.mjs';
import { reporterPage } from './notification-helpers.mjs';

/**
 * Issue 23 item 2: a case owner finds the medical case of a new child without going through the
 * notification. The list shows the unit's cases nobody opened yet as "Neînceput" with the action to
 * start one, and the patient page links to the child's medical cases.
 */
describe('medical cases not opened yet', () => {
  let browser;
  const fromList = freshCnp(5);
  const fromPatient = freshCnp(6);
  let patientId;
  before(async () => {
    const base = baseUrl();
    const reporter = await apiToken(base, 'reporter@demo.local');
    await saveNotification(base, reporter, completeBody(fromList, 'Luca', 'Neagu'));
    await saveNotification(base, reporter, completeBody(fromPatient, 'Ioana', 'Păun'));
    const found = await api(base, reporter, 'POST', '/api/patient/filter', { search: fromPatient });
    patientId = found.items[0].id;
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  const onlyRow = (page, cnp) =>
    page.waitForFunction((id) => {
      const rows = [...document.querySelectorAll('[data-testid="list-row"]')];
      return rows.length === 1 && rows[0].textContent.includes(id);
    }, cnp);

  it('the case owner sees a new child’s case as not opened in the list and starts it from there', async () => {
    const base = baseUrl();
    const page = await reporterPage(browser, 'unitadmin@demo.local');
    await page.goto(`${base}/medical-case`);
    await page.fill('[data-testid="toolbar-search"]', fromList);
    await onlyRow(page, fromList);
    const row = page.locator('[data-testid="list-row"]');
    assert.equal(await row.locator('[data-testid="not-opened-chip"]').textContent(), 'Neînceput');
    // Only the action that fits: start, not open.
    assert.equal(await row.locator('[data-action="open"]').count(), 0);
    await row.locator('[data-action="start"]').click();
    await page.waitForURL(/\/medical-case\/\d+$/);
    await page.waitForSelector('[data-testid="medical-case-details"]');
    assert.match(await page.textContent('[data-testid="medical-case-patient"]'), /Neagu Luca/);
    assert.match(await page.textContent('[data-testid="medical-case-version"]'), /Versiunea 1/);

    await page.goto(`${base}/medical-case`);
    await page.fill('[data-testid="toolbar-search"]', fromList);
    await onlyRow(page, fromList);
    await page.waitForSelector('[data-testid="list-row"] [data-action="open"]');
    assert.equal(await page.locator('[data-testid="list-row"] [data-testid="not-opened-chip"]').count(), 0);
  });

  it('the filter "Neîncepute" keeps only the cases still to open', async () => {
    const base = baseUrl();
    const page = await reporterPage(browser, 'unitadmin@demo.local');
    await page.goto(`${base}/medical-case`);
    await page.click('[data-testid="open-filters"]');
    await page
      .locator('input[data-testid="filter-opened"]')
      .locator('xpath=..')
      .locator('[role="combobox"]')
      .click();
    await page.click('li[role="option"][data-value="false"]');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('[data-testid="list-row"]')];
      return rows.length > 0 && rows.every((r) => r.querySelector('[data-testid="not-opened-chip"]'));
    });
  });

  it('the patient page starts the child’s medical case, then links to it', async () => {
    const base = baseUrl();
    const page = await reporterPage(browser, 'unitadmin@demo.local');
    await page.goto(`${base}/patient/${patientId}`);
    const section = page.locator('[data-testid="patient-medical-cases"]');
    await section.locator('[data-testid="not-opened-chip"]').waitFor();
    await section.locator('[data-testid="patient-medical-case-start"]').click();
    await page.waitForURL(/\/medical-case\/\d+$/);
    const opened = page.url();
    await page.waitForSelector('[data-testid="medical-case-details"]');
    assert.match(await page.textContent('[data-testid="medical-case-patient"]'), /Păun Ioana/);

    await page.goto(`${base}/patient/${patientId}`);
    await section.locator('[data-testid="patient-medical-case-link"]').click();
    await page.waitForURL(opened);
    await page.waitForSelector('[data-testid="medical-case-details"]');
  });
});
