import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import { ownedMedicalCase, planIntervention, plannedDayInWeek, typeTime } from './interventions-helpers.mjs';
import {
  api,
  apiToken,
  completeBody,
  draftBody,
  freshCnp,
  reportDeath,
  sameBirthCnp,
  saveNotification,
} from './lists-data.mjs';
import {
  confirmDialog,
  openPanel,
  pickCombo,
  reporterPage,
  selectDiagnostic,
  typeDate,
  typeText,
} from './notification-helpers.mjs';

/** Issue 42 (the second walk): what a new user met on first use, each point with its browser check. */
describe('the second walk', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  const helperOf = (page, name) =>
    page
      .locator(`[data-field="${name}"], [data-date-field="${name}"]`)
      .first()
      .evaluate((el) => {
        const box = el.closest('.MuiFormControl-root') ?? el;
        return box.querySelector('.MuiFormHelperText-root')?.textContent ?? '';
      });

  it('item 1: entering the clinical onset date clears the "unavailable" tick\'s error and the panel\'s count', async () => {
    const base = baseUrl();
    const token = await apiToken(base, 'reporter@demo.local');
    const body = completeBody(freshCnp(5), 'Dana', 'Onu');
    const { clinicalStartDate: _c, ...diagnostic } = body.cancerDiagnostic;
    const draft = await api(base, token, 'POST', '/api/cancer-notification/', {
      ...body,
      status: 1,
      cancerDiagnostic: diagnostic,
    });
    const page = await reporterPage(browser);
    await page.goto(`${base}/cancer-notification/${draft.id}`);
    await page.locator('[data-testid="required-legend"]').waitFor();
    assert.equal(
      await page.locator('[data-testid="missing-cancerDiagnostic"]').textContent(),
      '1 câmp necompletat',
    );
    await page.click('[data-testid="save-complete"]');
    const tickName = 'cancerDiagnostic.isClinicalStartDateUnavailable';
    await page.waitForFunction(
      (n) =>
        document
          .querySelector(`input[data-field="${n}"]`)
          ?.closest('.MuiFormControl-root')
          ?.querySelector('.MuiFormHelperText-root')?.textContent === 'Câmp obligatoriu',
      tickName,
    );
    assert.equal(await page.locator(`input[data-field="${tickName}"]`).getAttribute('aria-invalid'), 'true');
    await openPanel(page, 'cancerDiagnostic');
    await typeDate(page, 'cancerDiagnostic.clinicalStartDate', '01-02-2024');
    await page.keyboard.press('Tab');
    await page.waitForFunction(
      () => !document.querySelector('[data-testid="missing-cancerDiagnostic"]'),
      null,
      { timeout: 3000 },
    );
    assert.equal(await helperOf(page, tickName), '');
    assert.notEqual(
      await page.locator(`input[data-field="${tickName}"]`).getAttribute('aria-invalid'),
      'true',
    );
    await page.context().close();
  });

  it('item 2: a click anywhere on a row opens it, on the Cases list and the duplicates queue', async () => {
    const base = baseUrl();
    const reporter = await apiToken(base, 'reporter@demo.local');
    const cnp = freshCnp(6);
    const saved = await saveNotification(base, reporter, completeBody(cnp, 'Irina', 'Clicescu'));
    // A near twin from another unit (one birth date, another serial): the check at entry queues the pair.
    await saveNotification(
      base,
      await apiToken(base, 'reporter2@demo.local'),
      completeBody(sameBirthCnp(cnp), 'Irina', 'Clicescu', 2),
    );
    const page = await newPage(browser);
    await signIn(page, base, 'reviewer@demo.local');
    await page.goto(`${base}/cancer-cases`);
    await page.fill('[data-testid="toolbar-search"]', cnp);
    await page.waitForFunction((id) => {
      const rows = [...document.querySelectorAll('[data-testid="list-row"]')];
      return rows.length === 1 && rows[0].textContent.includes(id);
    }, cnp);
    // On a plain cell (the topography code), not on the CNP link or an icon.
    await page.locator('[data-testid="list-row"] td').nth(3).click();
    await page.waitForURL(new RegExp(`/cancer-notification/${saved.id}`));

    const token = await apiToken(base, 'reviewer@demo.local');
    const queue = await api(base, token, 'POST', '/api/duplicates/filter', {
      take: 50,
      skip: 0,
      search: 'Clicescu',
    });
    assert.ok(queue.items.length > 0, 'the check at entry proposed the pair');
    await page.goto(`${base}/duplicates`);
    await page.fill('[data-testid="toolbar-search"]', 'Clicescu');
    const row = page.locator('[data-testid="list-row"]', { hasText: 'Clicescu' }).first();
    await row.locator('td').nth(2).click();
    await page.waitForURL(/\/duplicates\/\d+$/);
    await page.context().close();
  });

  /** The focused element: its tag and text, or "body". */
  const focused = (page) =>
    page.evaluate(() => {
      const el = document.activeElement;
      return !el || el === document.body ? 'body' : `${el.tagName.toLowerCase()}:${el.textContent?.trim()}`;
    });

  it('item 4: the form opened from the selector, and a page opened from the menu, focus their heading', async () => {
    const base = baseUrl();
    const page = await reporterPage(browser);
    await selectDiagnostic(page, base, {
      identifier: freshCnp(5),
      morphology: 'Diagnostic nou',
      reason: 'E112',
    });
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1', null, { timeout: 5000 });
    assert.equal(await focused(page), 'h1:Notificare de cancer nouă');
    // The next Tab is in the form, not back at the top of the page.
    await page.keyboard.press('Tab');
    assert.ok(
      await page.evaluate(() =>
        Boolean(document.activeElement?.closest('[data-testid="notification-form"]')),
      ),
      await focused(page),
    );

    // From the menu, by keyboard: the page's heading takes focus, not the menu entry.
    await page.focus('[data-menu-entry="patients"]');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/patient`);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1', null, { timeout: 5000 });
    assert.match(await focused(page), /^h1:Pacienți/);
    await page.context().close();
  });

  it('item 5: the morphology code is open before the behaviour and sets it; a behaviour chosen first narrows the codes', async () => {
    const base = baseUrl();
    const token = await apiToken(base, 'reporter@demo.local');
    const draft = await saveNotification(base, token, draftBody(freshCnp(5), 'Vlad', 'Codescu'));
    const page = await reporterPage(browser);
    await page.goto(`${base}/cancer-notification/${draft.id}`);
    await page.waitForSelector('[data-testid="notification-form"]');
    await openPanel(page, 'cancerMorphology');
    const code = page.locator('input[name="cancerMorphology.morphologyCodeId"]');
    const behaviour = page.locator('input[name="cancerMorphology.behaviorId"]');
    assert.equal(await behaviour.inputValue(), '');
    assert.equal(await code.isEnabled(), true, 'the code is not locked behind the behaviour');
    await pickCombo(page, 'cancerMorphology.morphologyCodeId', '9500/3');
    // 9500/3 carries behaviour 3 (malignant, id 4) and keeps its code.
    await page.waitForFunction(
      () => document.querySelector('input[name="cancerMorphology.behaviorId"]')?.value === '4',
    );
    assert.match(await code.inputValue(), /^9500\/3/);

    // Another behaviour chosen first: the code goes, and only that behaviour's codes are offered.
    await behaviour.locator('xpath=..').locator('[role="combobox"]').click();
    const options = page.locator('li[role="option"]');
    const benign = options.filter({ hasText: /^0\b|benign/i }).first();
    await benign.click();
    await options.first().waitFor({ state: 'detached' });
    assert.equal(await code.inputValue(), '');
    await code.click();
    await code.fill('/');
    await options.first().waitFor();
    const offered = await options.allTextContents();
    assert.ok(offered.length > 0);
    assert.deepEqual(
      offered.filter((o) => !/^\d{4}\/0/.test(o)),
      [],
      'a benign behaviour offers only /0 codes',
    );
    await page.context().close();
  });

  it('item 7: after saving, the new status is in view and the toast leaves the language switch and profile menu free', async () => {
    const base = baseUrl();
    const token = await apiToken(base, 'reporter@demo.local');
    const body = completeBody(freshCnp(6), 'Sara', 'Salvescu');
    const draft = await saveNotification(base, token, { ...body, status: 1 });
    for (const [size, viewport] of Object.entries({
      wide: { width: 1366, height: 768 },
      phone: { width: 390, height: 844 },
    })) {
      const page = await reporterPage(browser);
      await page.setViewportSize(viewport);
      await page.goto(`${base}/cancer-notification/${draft.id}`);
      await page.waitForSelector('[data-testid="notification-form"]');
      await openPanel(page, 'cancerTreatment');
      await page.locator('[data-panel="cancerTreatment"]').scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 400));
      await page.click('[data-testid="save-draft"]');
      await confirmDialog(page);
      await page.locator('[data-testid="toast"]').waitFor();
      await page.waitForFunction(() => {
        const rect = document.querySelector('[data-testid="notification-status"]')?.getBoundingClientRect();
        return rect && rect.top >= 56 && rect.bottom <= window.innerHeight;
      });
      const overlaps = await page.evaluate(() => {
        const toast = document.querySelector('[data-testid="toast"]').getBoundingClientRect();
        return ['language-switch', 'profile-menu'].filter((id) => {
          const r = document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect();
          return (
            r && r.left < toast.right && toast.left < r.right && r.top < toast.bottom && toast.top < r.bottom
          );
        });
      });
      assert.deepEqual(overlaps, [], `${size}: the toast covers ${overlaps.join(', ')}`);
      await page.screenshot({ path: `/tmp/walk/shots/item7-${size}.png` });
      await page.context().close();
    }
  });

  it("item 8: a new intervention starts at the medical case's treating unit", async () => {
    const base = baseUrl();
    const mc = await ownedMedicalCase(base, 'Luca', 'Unitescu');
    const page = await reporterPage(browser, 'unitadmin@demo.local');
    await page.goto(`${base}/medical-case/${mc.id}/lab-test/new`);
    await page.waitForSelector('[data-testid="intervention-page"]');
    const unit = page.locator('input[data-field="unitId"]');
    await unit.waitFor();
    assert.equal(await unit.inputValue(), mc.unit);
    await page.context().close();
  });

  it('item 9: the duplicate pair page does not scroll sideways at 1366×768 or 390×844', async () => {
    const base = baseUrl();
    const unit1 = await apiToken(base, 'reporter@demo.local');
    const unit2 = await apiToken(base, 'reporter2@demo.local');
    const petra = freshCnp(6);
    await saveNotification(base, unit1, completeBody(petra, 'Petra', 'Latescu'));
    await saveNotification(base, unit2, completeBody(sameBirthCnp(petra), 'Petra', 'Latescu', 2));
    const reviewer = await apiToken(base, 'reviewer@demo.local');
    const queue = await api(base, reviewer, 'POST', '/api/duplicates/filter', {
      take: 10,
      skip: 0,
      search: 'Latescu',
    });
    assert.ok(queue.items.length > 0, 'the check at entry proposed the pair');
    const page = await newPage(browser);
    await signIn(page, base, 'reviewer@demo.local');
    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`${base}/duplicates/${queue.items[0].id}`);
      await page.waitForSelector('[data-testid="pair-reasons"]');
      const overflow = await page.evaluate(
        () => document.scrollingElement.scrollWidth - document.scrollingElement.clientWidth,
      );
      assert.equal(overflow, 0, `${viewport.width}px: the page scrolls ${overflow}px sideways`);
    }
    await page.context().close();
  });

  it("item 12: the visit form's times are the app's own 24-hour field, in Romanian and English", async () => {
    const base = baseUrl();
    const mc = await ownedMedicalCase(base, 'Ora', 'Vizitescu');
    const visit = await planIntervention(base, mc.owner, {
      medicalCaseId: mc.id,
      type: 9,
      plannedDate: plannedDayInWeek(),
      startTime: '14:00',
      unitId: mc.unitId,
      significant: true,
      detail: {},
    });
    const page = await reporterPage(browser, 'unitadmin@demo.local');
    for (const language of ['ro', 'en']) {
      await page.goto(`${base}/medical-case/${mc.id}/clinic-visit/${visit.id}`);
      await page.waitForSelector('[data-time-field="startTime"] [role="spinbutton"]');
      if ((await page.evaluate(() => document.documentElement.lang)) !== language) {
        await page.click('[data-testid="language-switch"]');
        await page.waitForFunction((l) => document.documentElement.lang === l, language);
      }
      assert.equal(await page.locator('input[type="time"]').count(), 0, 'no native time input');
      const shown = () =>
        page.locator('[data-time-field="startTime"] .MuiPickersSectionList-root').textContent();
      assert.match(await shown(), /14:00/, language);
      assert.doesNotMatch(await shown(), /AM|PM/i);
      await typeTime(page, 'startTime', '09:45');
      assert.match(await shown(), /09:45/);
      await page.screenshot({ path: `/tmp/walk/shots/item12-${language}.png` });
    }
    // The profile keeps the language: Romanian back for the other specs.
    await page.click('[data-testid="language-switch"]');
    await page.waitForFunction(() => document.documentElement.lang === 'ro');
    await page.context().close();
  });

  it("item 11: the Cases table's scroll arrow covers no header; the Reports tabs on a phone have a scroll cue", async () => {
    const base = baseUrl();
    const reporter = await apiToken(base, 'reporter@demo.local');
    await saveNotification(base, reporter, completeBody(freshCnp(5), 'Tudor', 'Sageata'));
    const page = await newPage(browser);
    await signIn(page, base, 'reviewer@demo.local');
    await page.goto(`${base}/cancer-cases`);
    await page.waitForSelector('[data-testid="list-row"]');
    const arrow = page.locator('[data-testid="list-more-right"]');
    await arrow.waitFor();
    const covered = async () =>
      page.evaluate(() => {
        const boxes = ['left', 'right']
          .map((s) => document.querySelector(`[data-testid="list-more-${s}"]`)?.getBoundingClientRect())
          .filter(Boolean);
        return [...document.querySelectorAll('[data-testid="list-table"] th')]
          .filter((th) => {
            const r = th.getBoundingClientRect();
            return boxes.some(
              (a) => a.left < r.right && r.left < a.right && a.top < r.bottom && r.top < a.bottom,
            );
          })
          .map((th) => th.textContent);
      });
    assert.deepEqual(await covered(), []);
    await arrow.click();
    await page.locator('[data-testid="list-more-left"]').waitFor();
    assert.deepEqual(await covered(), []);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}/reports`);
    await page.waitForSelector('[role="tab"]');
    const next = page.locator('.MuiTabs-scrollButtons:not(.Mui-disabled)');
    assert.ok((await next.count()) > 0, 'a scroll button shows that more tabs lie beyond the edge');
    await page.screenshot({ path: '/tmp/walk/shots/item11-reports-phone.png' });
    await page.context().close();
  });

  // Screens of items 6 and 10 at both sizes and in both languages; the profile keeps the language.
  const eachScreen = async (page, draw) => {
    for (const language of ['ro', 'en']) {
      if ((await page.evaluate(() => document.documentElement.lang)) !== language) {
        await page.click('[data-testid="language-switch"]');
        await page.waitForFunction((l) => document.documentElement.lang === l, language);
      }
      for (const [size, viewport] of Object.entries({
        desktop: { width: 1366, height: 768 },
        phone: { width: 390, height: 844 },
      })) {
        await page.setViewportSize(viewport);
        await draw(`${size}-${language}`);
      }
    }
    await page.click('[data-testid="language-switch"]');
    await page.waitForFunction(() => document.documentElement.lang === 'ro');
    await page.setViewportSize({ width: 1366, height: 768 });
  };
  const rowsShown = (page) =>
    page.$$eval('[data-testid="evolution-table"] tr[data-field]', (rows) =>
      rows.map((r) => r.getAttribute('data-field')),
    );

  it('item 6: the case evolution shows only what changed, on by default, by keyboard, and says when nothing did', async () => {
    const base = baseUrl();
    const reporter = await apiToken(base, 'reporter@demo.local');
    const cnp = freshCnp(6);
    await saveNotification(base, reporter, completeBody(cnp, 'Sorina', 'Evolueanu'));
    const current = await reportDeath(base, reporter, cnp);
    const page = await reporterPage(browser, 'reviewer@demo.local');
    await page.goto(`${base}/cancer-notification/${current.id}`);
    await page.waitForSelector('[data-testid="notification-form"]');
    await page.click('[data-testid="scroll-case-evolution"]');
    await page.waitForSelector('[data-testid="evolution-table"]');
    const only = page.getByRole('switch', { name: 'Doar ce s-a schimbat' });
    assert.equal(await only.isChecked(), true, 'on by default with two versions');
    const changed = await rowsShown(page);
    assert.ok(changed.includes('overview.isPatientDead'), changed.join());
    assert.ok(!changed.includes('patient.lastName'), 'an unchanged field is not listed');
    assert.ok(changed.length < 15, `${changed.length} rows`);
    await only.focus();
    await page.keyboard.press('Space');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="evolution-table"] tr[data-field]').length > n,
      changed.length,
    );
    assert.ok((await rowsShown(page)).includes('patient.lastName'));
    await page.keyboard.press('Space');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="evolution-table"] tr[data-field]').length === n,
      changed.length,
    );
    // Only the patient's section: nothing of it changed, and the panel says so.
    await page
      .locator('[data-testid="evolution-sections"]')
      .locator('xpath=..')
      .locator('[role="combobox"]')
      .click();
    await page.click('li[data-section="all"]');
    await page.click('li[data-section="patient"]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="evolution-nothing-changed"]');
    assert.match(
      await page.textContent('[data-testid="evolution-nothing-changed"]'),
      /Nimic nu s-a schimbat/,
    );
    await page
      .locator('[data-testid="evolution-sections"]')
      .locator('xpath=..')
      .locator('[role="combobox"]')
      .click();
    await page.click('li[data-section="all"]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="evolution-table"]');
    await eachScreen(page, async (name) => {
      await page.locator('[data-testid="case-evolution"]').scrollIntoViewIfNeeded();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/walk-shots/item6-${name}.png` });
    });
    await page.context().close();
  });

  it('item 10: the list names the unsaved drafts on this computer, opens one restored and discards one after asking', async () => {
    const base = baseUrl();
    const page = await reporterPage(browser);
    const cnp = freshCnp(5);
    await selectDiagnostic(page, base, { identifier: cnp, morphology: 'Diagnostic nou', reason: 'E112' });
    await typeText(page, 'patientDetails.lastName', 'Ciornaru');
    await typeText(page, 'patientDetails.firstName', 'Tudor');
    await page.waitForTimeout(900);
    await page.goto(`${base}/cancer-notification`);
    const notice = page.locator('[data-testid="local-drafts"]');
    await notice.waitFor();
    assert.match(await notice.textContent(), /ciorn(ă|e) nesalvat(ă|e) pe acest calculator/);
    const item = notice.locator('[data-testid="local-draft"]', { hasText: 'Ciornaru Tudor' });
    assert.match(await item.textContent(), new RegExp(`•+${cnp.slice(-4)}`));
    assert.ok(!(await item.textContent()).includes(cnp), 'the CNP is masked');
    await eachScreen(page, async (name) => {
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/walk-shots/item10-${name}.png` });
    });
    await item.getByRole('link', { name: 'Ciornaru Tudor' }).click();
    await page.waitForSelector('[data-testid="notification-form"]');
    await page.waitForFunction(
      () => document.querySelector('[data-field="patientDetails.firstName"]')?.value === 'Tudor',
    );
    assert.equal(await page.inputValue('[data-field="patientDetails.lastName"]'), 'Ciornaru');
    assert.equal(await page.locator('[data-testid="local-draft-offer"]').count(), 0, 'restored, not offered');
    await page.goto(`${base}/cancer-notification`);
    await item.waitFor();
    await item.getByRole('button').click();
    await confirmDialog(page);
    await item.waitFor({ state: 'detached' });
    const left = await page.evaluate((id) => Object.keys(localStorage).filter((k) => k.includes(id)), cnp);
    assert.deepEqual(left, []);
    await page.context().close();
  });
});
