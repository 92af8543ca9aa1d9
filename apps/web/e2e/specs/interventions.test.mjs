import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser } from '../support/browser.mjs';
import {
  addDays,
  ddmmyyyy,
  fill,
  ownedMedicalCase,
  pickOption,
  plannedDayInWeek,
  typeTime,
} from './interventions-helpers.mjs';
import { api, todayIso } from './lists-data.mjs';
import { confirmDialog, reporterPage, tick, typeDate } from './notification-helpers.mjs';

/**
 * Issue 15, the case owner's journey: from the medical case's timeline they plan a chemotherapy
 * cycle and a home visit; both show in the calendar's week view; the visit is dragged to the next
 * day and completed with its completion fields; the month and 4-day views show both; a reporter of
 * another unit sees neither.
 */
describe('interventions: timeline to calendar', () => {
  let browser;
  let mc;
  const day = plannedDayInWeek();
  const next = addDays(day, 1);
  const ids = {};
  before(async () => {
    mc = await ownedMedicalCase(baseUrl(), 'Ilinca', 'Pârvu');
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  async function addFromTimeline(page, type) {
    await page.goto(`${baseUrl()}/medical-case/${mc.id}?tab=timeline`);
    await page.waitForSelector('[data-testid="timeline"]');
    await page.click('[data-testid="intervention-add"]');
    await page.click(`[data-testid="type-picker"] button[data-type="${type}"]`);
    await page.waitForSelector(`[data-testid="intervention-form"][data-type="${type}"]`);
    await typeDate(page, 'plannedDate', ddmmyyyy(day));
    await pickOption(page, 'unitId', mc.unit.slice(0, 6), mc.unit);
  }

  async function saveNew(page, route) {
    await page.click('[data-testid="intervention-save"]');
    await page.waitForURL(new RegExp(`/medical-case/${mc.id}/${route}/\\d+$`));
    await page.waitForSelector('[data-testid="intervention-form"][data-version="1"]');
    return Number(page.url().split('/').pop());
  }

  it('plans a chemotherapy cycle and a home visit from the timeline', async () => {
    const page = await reporterPage(browser, 'unitadmin@demo.local');
    await page.goto(`${baseUrl()}/medical-case/${mc.id}?tab=timeline`);
    await page.waitForSelector('[data-testid="timeline-empty"]');

    // Chemotherapy: a cycle with the child's weight and height; BMI and BSA (Mosteller) follow live.
    await addFromTimeline(page, 1);
    await typeTime(page, 'startTime', '10:00');
    await page.click('[data-testid="add-detail.cycles"]');
    await fill(page, 'detail.cycles.0.weight', '20');
    await fill(page, 'detail.cycles.0.height', '110');
    assert.match(await page.textContent('[data-testid="cycle-bmi"]'), /16[.,]5/);
    assert.match(await page.textContent('[data-testid="cycle-bsa"]'), /0[.,]78 m²/);
    await page.click('[data-testid="add-detail.cycles.0.medicines"]');
    await fill(page, 'detail.cycles.0.medicines.0.name', 'Vincristină');
    await fill(page, 'detail.cycles.0.medicines.0.dosage', '1,5 mg/m² i.v. ziua 1');
    ids.chemo = await saveNew(page, 'systemic-therapy');
    assert.match(await page.textContent('[data-testid="intervention-status"]'), /Planificată/);

    // The home visit of the palliative team, at 09:00, with a medication.
    await addFromTimeline(page, 6);
    await typeTime(page, 'startTime', '09:00');
    await fill(page, 'detail.recommendedBy', 'Dr. Ionescu');
    await tick(page, 'detail.palliation');
    await page.click('[data-testid="add-detail.medications"]');
    await fill(page, 'detail.medications.0.substance', 'Paracetamol');
    await fill(page, 'detail.medications.0.dose', '250 mg');
    ids.visit = await saveNew(page, 'home-visit');

    await page.click('a[aria-label="Înapoi la cronologie"]');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-status-group="1"] [data-testid="timeline-item"]').length === 2,
    );
    const planned = await page.$$eval('[data-status-group="1"] [data-testid="timeline-item"]', (items) =>
      items.map((i) => Number(i.getAttribute('data-id'))),
    );
    // Same day: the untimed-or-earlier first — the visit at 09:00, then the cycle at 10:00.
    assert.deepEqual(planned, [ids.visit, ids.chemo]);
    await page.close();
  });

  it('shows both in the week view, reschedules the visit by dragging it and completes it', async () => {
    const page = await reporterPage(browser, 'unitadmin@demo.local');
    await page.goto(`${baseUrl()}/calendar?view=week&date=${day}`);
    const visit = page.locator(`[data-testid="calendar-event"][data-id="${ids.visit}"]`);
    await visit.waitFor();
    await page.locator(`[data-testid="calendar-event"][data-id="${ids.chemo}"]`).waitFor();
    assert.equal(await visit.getAttribute('data-editable'), 'true');

    // Drag the visit to the next day's column, at the same height (same time).
    const from = await visit.boundingBox();
    const column = await page.locator(`.fc-timegrid-col[data-date="${next}"]`).boundingBox();
    const y = from.y + Math.min(8, from.height / 2);
    await page.mouse.move(from.x + from.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, y + 2, { steps: 4 });
    await page.mouse.move(column.x + column.width / 2, y, { steps: 12 });
    await page.mouse.up();
    await page.waitForSelector(`[data-testid="calendar-event"][data-id="${ids.visit}"][data-date="${next}"]`);

    // Open it from the calendar and complete it with its completion fields.
    await page.locator(`[data-testid="calendar-event"][data-id="${ids.visit}"]`).click();
    await page.waitForURL(new RegExp(`/home-visit/${ids.visit}$`));
    await page.waitForSelector('[data-testid="intervention-form"][data-version="2"]');
    await page.click('[data-testid="intervention-complete"]');
    // The real date is proposed (issue 23); the rest of the completion is marked and nothing is sent.
    await page.waitForSelector('[data-time-field="endTime"] .Mui-error');
    assert.equal(await page.locator('[data-date-field="endDate"] .Mui-error').count(), 0);
    await typeDate(page, 'endDate', ddmmyyyy(todayIso()));
    await typeTime(page, 'endTime', '11:30');
    await typeTime(page, 'detail.completion.departureTime', '08:15');
    await typeTime(page, 'detail.completion.returnTime', '12:10');
    await fill(page, 'detail.completion.totalKm', '42,5');
    await page.click('[data-testid="intervention-complete"]');
    await confirmDialog(page);
    await page.waitForSelector('[data-testid="intervention-form"][data-status="2"]');
    assert.match(await page.textContent('[data-testid="intervention-status"]'), /Finalizată/);

    // The visit's report travels with it.
    await page.setInputFiles('[data-testid="intervention-document-file"]', {
      name: 'fisa-vizita.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await page.waitForSelector('[data-testid="intervention-document"]:has-text("fisa-vizita.pdf")');
    await page.close();
  });

  it('the month and 4-day views show both; a completed one no longer moves', async () => {
    const page = await reporterPage(browser, 'unitadmin@demo.local');
    for (const view of ['month', '4day']) {
      await page.goto(`${baseUrl()}/calendar?view=${view}&date=${day}`);
      // Attached: in a month cell crowded by other specs' events one may sit behind "+ more".
      const visit = page.locator(`[data-testid="calendar-event"][data-id="${ids.visit}"]`);
      await visit.waitFor({ state: 'attached' });
      await page
        .locator(`[data-testid="calendar-event"][data-id="${ids.chemo}"]`)
        .waitFor({ state: 'attached' });
      assert.equal(await visit.getAttribute('data-status'), '2');
      assert.equal(await visit.getAttribute('data-editable'), 'false');
    }
    await page.close();
  });

  it('a reporter of another unit sees neither', async () => {
    const page = await reporterPage(browser, 'reporter2@demo.local');
    // Counted once the feed has answered: its answer, not a pause, says the events are not coming.
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/calendar/feed'));
    await page.goto(`${baseUrl()}/calendar?view=week&date=${day}`);
    const feed = await answered;
    assert.equal(feed.status(), 200);
    const sent = (await feed.json()).items.map((e) => e.id);
    assert.ok(!sent.includes(ids.visit) && !sent.includes(ids.chemo));
    await page.waitForSelector('[data-testid="calendar"] .fc-timegrid');
    assert.equal(await page.locator(`[data-testid="calendar-event"][data-id="${ids.visit}"]`).count(), 0);
    assert.equal(await page.locator(`[data-testid="calendar-event"][data-id="${ids.chemo}"]`).count(), 0);
    await page.goto(`${baseUrl()}/medical-case/${mc.id}/home-visit/${ids.visit}`);
    await page.waitForSelector('[data-testid="intervention-not-found"]');
    await page.close();
  });

  it('the timeline filters by type, completes and cancels from its rows; medical-operation forwards', async () => {
    const base = baseUrl();
    const plan = (detail) =>
      api(base, mc.owner, 'POST', '/api/intervention', {
        medicalCaseId: mc.id,
        type: 8,
        plannedDate: day,
        unitId: mc.unitId,
        significant: true,
        detail,
      });
    const biopsy = (await plan({ result: 'Nefroblastom, histologie favorabilă' })).id;
    const second = (await plan({})).id;
    const page = await reporterPage(browser, 'unitadmin@demo.local');
    const row = (id) => page.locator(`[data-testid="timeline-item"][data-id="${id}"]`);

    // The generic address of any intervention forwards to its type's form.
    await page.goto(`${base}/medical-case/${mc.id}/medical-operation/${biopsy}`);
    await page.waitForURL(new RegExp(`/medical-case/${mc.id}/histopatology/${biopsy}$`));
    await page.waitForSelector('[data-testid="intervention-form"][data-type="8"]');

    // Filter by type: only histopathology, then every type again.
    await page.goto(`${base}/medical-case/${mc.id}?tab=timeline`);
    await row(ids.chemo).waitFor();
    const filter = page.locator('input[data-testid="timeline-type-filter"]').locator('xpath=..');
    await filter.locator('[role="combobox"]').click();
    await page.locator('li[role="option"][data-type="8"]').click();
    await page.keyboard.press('Escape');
    await row(ids.chemo).waitFor({ state: 'detached' });
    await row(biopsy).waitFor();
    assert.equal(await page.locator('[data-testid="timeline-item"]').count(), 2);
    await filter.locator('[role="combobox"]').click();
    await page.locator('li[role="option"][data-type="8"]').click();
    await page.keyboard.press('Escape');
    await row(ids.chemo).waitFor();

    // Cancel from the row, with a reason: it moves to the canceled group.
    await row(second).locator('[data-testid="timeline-cancel"]').click();
    await page.fill('[data-testid="cancel-reason"]', 'Probă insuficientă');
    await page.click('[data-testid="cancel-confirm"]');
    await page.waitForSelector(`[data-status-group="3"] [data-testid="timeline-item"][data-id="${second}"]`);
    assert.equal(
      (await api(base, mc.owner, 'GET', `/api/intervention/${second}`)).cancelReason,
      'Probă insuficientă',
    );

    // Complete from the row: the form opens completing with the real date proposed (the planned day,
    // past already) and judges nothing before Complete (issue 23); the confirmation names the date.
    await row(biopsy).locator('[data-testid="timeline-complete"]').click();
    await page.waitForURL(new RegExp(`/histopatology/${biopsy}\\?action=complete$`));
    await page.waitForSelector('[data-testid="intervention-completing"]');
    const [y, m, d] = day.split('-');
    // The proposal is set by an effect after the form's first render: wait for the field to show it
    // (read at once, it was still empty once in CI), then nothing may be marked wrong.
    await page
      .locator('[data-date-field="endDate"]')
      .filter({ hasText: new RegExp(`${d}.*${m}.*${y}`) })
      .waitFor({ timeout: 5000 });
    assert.equal(await page.locator('.Mui-error').count(), 0);
    await page.click('[data-testid="intervention-complete"]');
    const question = page.locator('[aria-labelledby="message-dialog-title"]');
    await question.waitFor();
    assert.match(await question.textContent(), new RegExp(ddmmyyyy(day)));
    await confirmDialog(page);
    await page.waitForSelector('[data-testid="intervention-form"][data-status="2"]');
    await page.close();
  });

  it('by keyboard: the timeline opens an intervention and the type picker', async () => {
    const page = await reporterPage(browser, 'unitadmin@demo.local');
    await page.goto(`${baseUrl()}/medical-case/${mc.id}?tab=timeline`);
    const first = page.locator('[data-testid="timeline-item"] button').first();
    await first.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/(home-visit|systemic-therapy)\/\d+$/);
    await page.goBack();
    await page.locator('[data-testid="intervention-add"]').focus();
    await page.keyboard.press('Enter');
    // The picker opens on its first type; arrows are not needed: Tab moves, Enter picks.
    await page.waitForSelector('[data-testid="type-picker"]');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/medical-case/${mc.id}/radiotherapy/new$`));
    await page.close();
  });
});
