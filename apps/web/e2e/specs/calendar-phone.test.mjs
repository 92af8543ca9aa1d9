import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import { ownedMedicalCase, planIntervention, plannedDayInWeek } from './interventions-helpers.mjs';

/**
 * Issue 23 item 3: the calendar on a phone (390×844) opens on the day view, with the view switch at
 * the top — above the hours' grid, not under it — and the week view's day names fit their columns.
 */
describe('calendar on a phone', () => {
  let browser;
  let mc;
  const day = plannedDayInWeek();
  before(async () => {
    const base = baseUrl();
    mc = await ownedMedicalCase(base, 'Radu', 'Mobil');
    await planIntervention(base, mc.owner, {
      medicalCaseId: mc.id,
      type: 9,
      plannedDate: day,
      startTime: '07:00',
      endDate: day,
      endTime: '09:00',
      unitId: mc.unitId,
      significant: true,
      detail: {},
    });
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('opens the day view with the switch above the grid; the week view’s day names fit', async () => {
    const base = baseUrl();
    const page = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, base, 'unitadmin@demo.local');
    await page.goto(`${base}/calendar`);
    await page.waitForSelector('.fc-timeGridDay-view');
    // The address keeps the view shown (replaceState: no navigation to wait for).
    await page.waitForFunction(() => new URLSearchParams(location.search).get('view') === 'day');
    const switchBox = await page.locator('.fc-timeGridWeek-button').boundingBox();
    const gridBox = await page.locator('.fc-view-harness').boundingBox();
    assert.ok(switchBox.y + switchBox.height <= gridBox.y, `switch ${switchBox.y}, grid ${gridBox.y}`);
    // Every view button is on screen, side by side on one row.
    const buttons = await page.$$eval(
      '.fc-header-toolbar > .fc-toolbar-chunk:first-child .fc-button',
      (els) =>
        els.map((e) => e.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), right: r.right })),
    );
    assert.equal(buttons.length, 4);
    assert.equal(new Set(buttons.map((b) => b.top)).size, 1);
    assert.ok(buttons.every((b) => b.right <= 390));

    await page.click('.fc-timeGridWeek-button');
    await page.waitForSelector('.fc-timeGridWeek-view');
    // One-letter day names and the date: none runs into the next column.
    const overflowing = await page.$$eval('.fc-col-header-cell-cushion', (els) =>
      els.filter((e) => e.scrollWidth > e.parentElement.clientWidth + 1).map((e) => e.textContent),
    );
    assert.deepEqual(overflowing, []);
    const headers = await page.$$eval('.fc-col-header-cell-cushion', (els) => els.map((e) => e.textContent));
    assert.equal(headers.length, 7);
    assert.ok(
      headers.every((h) => h.length <= 5),
      headers.join(' '),
    );
  });
});
