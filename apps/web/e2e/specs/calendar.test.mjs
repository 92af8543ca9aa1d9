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
    const plan = (type, startTime, detail = {}, over = {}) =>
      planIntervention(base, mc.owner, {
        medicalCaseId: mc.id,
        type,
        plannedDate: day,
        startTime,
        unitId: mc.unitId,
        significant: true,
        detail,
        ...over,
      });
    ids.lab = (await plan(5, '08:00', { analyses: [{ categoryId: 1, name: 'Hemoleucogramă' }] })).id;
    ids.visit = (await plan(9, '14:00')).id;
    ids.moved = (await plan(9, '10:00', {}, { endDate: day, endTime: '11:00' })).id;
    // A hospital stay begun in an earlier week, ending on the day shown.
    ids.course = (await plan(9, null, {}, { plannedDate: addDays(day, -8), endDate: day })).id;
    ids.external = (
      await plan(4, '12:00', {}, { unitId: null, externalUnit: 'Spitalul Clinic Sf. Maria' })
    ).id;
    const read = await api(base, mc.owner, 'GET', `/api/intervention/${ids.lab}`);
    await api(base, mc.owner, 'POST', `/api/intervention/${ids.lab}/cancel`, {
      version: read.version,
      reason: 'Amânat de familie',
    });
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  /** Drags an event by the mouse to (x, y): a small first step so FullCalendar starts a drag. */
  async function drag(page, locator, x, dy = 0) {
    await locator.scrollIntoViewIfNeeded();
    const from = await locator.boundingBox();
    const y = from.y + Math.min(8, from.height / 2);
    await page.mouse.move(from.x + from.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 2, y + 10, { steps: 4 });
    await page.mouse.move(x ?? from.x + from.width / 2, y + dy, { steps: 12 });
    await page.mouse.up();
  }

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

  it('an intervention begun in an earlier week and ending in this one shows in it', async () => {
    const page = await reporterPage(browser, 'unitadmin@demo.local');
    await page.goto(`${baseUrl()}/calendar?view=week&date=${day}`);
    await event(page, ids.course).waitFor();
    assert.equal(await event(page, ids.course).getAttribute('data-date'), addDays(day, -8));
    await page.close();
  });

  it('an event dragged to another hour keeps its length', async () => {
    const base = baseUrl();
    const page = await reporterPage(browser, 'unitadmin@demo.local');
    await page.goto(`${base}/calendar?view=week&date=${day}`);
    const moved = event(page, ids.moved);
    await moved.waitFor();
    // Three hours lower in the same column: 10:00–11:00 becomes 13:00–14:00 (was refused: end before start).
    const slot = async (time) =>
      (await page.locator(`.fc-timegrid-slot-lane[data-time="${time}"]`).boundingBox()).y;
    const answered = page.waitForResponse((r) =>
      r.url().endsWith(`/api/intervention/${ids.moved}/reschedule`),
    );
    await drag(page, moved, undefined, (await slot('13:00:00')) - (await slot('10:00:00')));
    assert.equal((await answered).status(), 200);
    const now = await api(base, mc.owner, 'GET', `/api/intervention/${ids.moved}`);
    assert.deepEqual(
      [now.plannedDate, now.startTime, now.endDate, now.endTime],
      [day, '13:00', day, '14:00'],
    );
    await page.waitForFunction(
      (id) =>
        document
          .querySelector(`[data-testid="calendar-event"][data-id="${id}"]`)
          ?.textContent.includes('13:00'),
      String(ids.moved),
    );
    await page.close();
  });

  it('filters by unit: a case of the unit keeps its interventions carried out elsewhere', async () => {
    const page = await reporterPage(browser, 'reviewer@demo.local');
    await page.goto(`${baseUrl()}/calendar?view=week&date=${day}`);
    await event(page, ids.external).waitFor();
    // The case's treating unit: the visit at an external hospital stays.
    await pick(page, 'calendar-filter-unit', mc.unitId);
    await event(page, ids.visit).waitFor();
    await event(page, ids.external).waitFor();
    // Another unit only: neither concerns it.
    await pick(page, 'calendar-filter-unit', mc.unitId);
    const combo = page.locator('input[data-testid="calendar-filter-unit"]').locator('xpath=..');
    await combo.locator('[role="combobox"]').click();
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/calendar/feed'));
    await page.locator(`li[role="option"]:not([data-value="${mc.unitId}"])`).first().click();
    await page.keyboard.press('Escape');
    assert.equal((await answered).status(), 200);
    await event(page, ids.external).waitFor({ state: 'detached' });
    await event(page, ids.visit).waitFor({ state: 'detached' });
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
    const column = await page.locator(`.fc-timegrid-col[data-date="${addDays(day, 1)}"]`).boundingBox();
    await drag(page, visit, column.x + column.width / 2);
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
