import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser } from '../support/browser.mjs';
import { addDays, ownedMedicalCase, planIntervention, plannedDayInWeek } from './interventions-helpers.mjs';
import { api } from './lists-data.mjs';
import { reporterPage } from './notification-helpers.mjs';

/**
 * Issue 15, the calendar: filters by status and type, a click opens the intervention's form, and a
 * drag made on a stale view (someone moved it meanwhile) is refused with a message and the calendar
 * shows the intervention where it now is.
 */
describe('calendar', () => {
  let browser;
  let mc;
  const day = plannedDayInWeek();
  const ids = {};
  before(async () => {
    const base = baseUrl();
    mc = await ownedMedicalCase(base, 'Tudor', 'Căpraru');
    const plan = (type, startTime, detail = {}) =>
      planIntervention(base, mc.owner, {
        medicalCaseId: mc.id,
        type,
        plannedDate: day,
        startTime,
        unitId: mc.unitId,
        significant: true,
        detail,
      });
    ids.lab = (await plan(5, '08:00', { analyses: [{ categoryId: 1, name: 'Hemoleucogramă' }] })).id;
    ids.visit = (await plan(9, '14:00')).id;
    const read = await api(base, mc.owner, 'GET', `/api/intervention/${ids.lab}`);
    await api(base, mc.owner, 'POST', `/api/intervention/${ids.lab}/cancel`, {
      version: read.version,
      reason: 'Amânat de familie',
    });
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  const event = (page, id) => page.locator(`[data-testid="calendar-event"][data-id="${id}"]`);

  async function pick(page, testId, value) {
    await page
      .locator(`input[data-testid="${testId}"]`)
      .locator('xpath=..')
      .locator('[role="combobox"]')
      .click();
    await page.locator(`li[role="option"][data-value="${value}"]`).click();
    await page.keyboard.press('Escape');
  }

  it('filters by status and type; a click opens the intervention', async () => {
    const page = await reporterPage(browser, 'unitadmin@demo.local');
    await page.goto(`${baseUrl()}/calendar?view=week&date=${day}`);
    await event(page, ids.visit).waitFor();
    await event(page, ids.lab).waitFor();
    assert.equal(await event(page, ids.lab).getAttribute('data-status'), '3');
    assert.equal(await event(page, ids.lab).getAttribute('data-editable'), 'false');

    await pick(page, 'calendar-filter-status', 3);
    await event(page, ids.visit).waitFor({ state: 'detached' });
    await event(page, ids.lab).waitFor();
    await pick(page, 'calendar-filter-status', 3);
    await pick(page, 'calendar-filter-type', 9);
    await event(page, ids.lab).waitFor({ state: 'detached' });
    await event(page, ids.visit).click();
    await page.waitForURL(new RegExp(`/medical-case/${mc.id}/clinic-visit/${ids.visit}$`));
    await page.waitForSelector('[data-testid="intervention-form"][data-type="9"]');
    await page.close();
  });

  it('a move made on a stale view is refused and the calendar shows where it now is', async () => {
    const base = baseUrl();
    const page = await reporterPage(browser, 'unitadmin@demo.local');
    await page.goto(`${base}/calendar?view=week&date=${day}`);
    const visit = event(page, ids.visit);
    await visit.waitFor();
    // Meanwhile a colleague moves it to 16:00 the same day.
    const read = await api(base, mc.owner, 'GET', `/api/intervention/${ids.visit}`);
    await api(base, mc.owner, 'POST', `/api/intervention/${ids.visit}/reschedule`, {
      version: read.version,
      plannedDate: day,
      startTime: '16:00',
    });
    await visit.scrollIntoViewIfNeeded();
    const from = await visit.boundingBox();
    const column = await page.locator(`.fc-timegrid-col[data-date="${addDays(day, 1)}"]`).boundingBox();
    const y = from.y + Math.min(8, from.height / 2);
    await page.mouse.move(from.x + from.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, y + 2, { steps: 4 });
    await page.mouse.move(column.x + column.width / 2, y, { steps: 12 });
    await page.mouse.up();
    const dialog = page.locator('[aria-labelledby="message-dialog-title"]');
    await dialog.waitFor();
    assert.match(await dialog.textContent(), /modificat între timp|changed this intervention meanwhile/);
    await dialog.locator('button').last().click();
    await page.waitForFunction(
      ({ id, d }) => {
        const el = document.querySelector(`[data-testid="calendar-event"][data-id="${id}"]`);
        return el?.getAttribute('data-date') === d && el.textContent.includes('16:00');
      },
      { id: String(ids.visit), d: day },
    );
    const now = await api(base, mc.owner, 'GET', `/api/intervention/${ids.visit}`);
    assert.equal(now.plannedDate, day);
    assert.equal(now.startTime, '16:00');
    await page.close();
  });
});
