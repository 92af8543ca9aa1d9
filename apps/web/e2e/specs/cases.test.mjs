import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import {
  apiToken,
  completeBody,
  freshCnp,
  NEUROBLASTOMA,
  reportDeath,
  saveNotification,
} from './lists-data.mjs';

const counter = async (page, which) =>
  Number(await page.locator(`[data-testid="counter-${which}-value"]`).textContent());

/** Spec 02 §2 "Cancer cases list", the review workflow and the case evolution panel. */
describe('cancer cases and review', () => {
  let browser;
  const cnp = freshCnp(6);
  let current;
  before(async () => {
    const base = baseUrl();
    const reporter = await apiToken(base, 'reporter@demo.local');
    await saveNotification(base, reporter, completeBody(cnp, 'Elena', 'Vrânceanu'));
    current = await reportDeath(base, reporter, cnp);
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('a reviewer filters "to review", sees what changed, marks the case reviewed and the counters move', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'reviewer@demo.local');
    await page.goto(`${base}/cancer-cases`);
    await page.waitForSelector('[data-testid="list-row"]');
    const toReview = await counter(page, 'to-review');
    const reviewed = await counter(page, 'reviewed');
    assert.ok(toReview >= 1);

    await page.click('[data-testid="open-filters"]');
    await page.check('input[name="toReviewFilter"]');
    await page
      .locator('[data-testid="filter-drawer"]')
      .getByRole('button', { name: 'Închide' })
      .last()
      .click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="list-row"]')].every((r) =>
        r.querySelector('[data-review-state="to-review"]'),
      ),
    );
    await page.fill('[data-testid="toolbar-search"]', cnp);
    await page.waitForFunction((id) => {
      const rows = [...document.querySelectorAll('[data-testid="list-row"]')];
      return rows.length === 1 && rows[0].textContent.includes(id);
    }, cnp);

    // Open the case: the edit page of its current notification, with the case evolution panel.
    await page.locator('[data-testid="list-row"] [data-testid="open-notification"]').click();
    await page.waitForURL(
      new RegExp(`/cancer-notification/${current.id}\\?identifier=${cnp}&morphoCodeId=\\d+&isForeigner=0`),
    );
    await page.waitForSelector('[data-testid="notification-form"]');
    await page.click('[data-testid="scroll-case-evolution"]');
    await page.waitForSelector('[data-testid="case-evolution"]');
    assert.equal(await page.getAttribute('[data-testid="case-evolution"]', 'data-versions-at-once'), '5');
    // Issue 18: the versions read low to high, and the jump leaves the panel at the top of the page,
    // under the app bar and clear of the sticky action bar, once its rows have loaded.
    assert.equal(await page.textContent('[data-testid="evolution-window"]'), 'Versiunile 1–2 din 2');
    await page.waitForSelector('[data-testid="evolution-table"]');
    await page.waitForFunction(() => {
      const top = document.getElementById('panel-caseEvolution')?.getBoundingClientRect().top ?? -1;
      const bar = document.querySelector('[data-testid="action-bar"]').getBoundingClientRect().top;
      return top >= 56 && top <= 100 && bar > top + 200;
    });
    const newest = '[data-testid="evolution-table"] tr[data-field="overview.isPatientDead"] td';
    assert.deepEqual(await page.locator(newest).allTextContents(), [
      'Da (Modificat față de versiunea anterioară)',
      'Nu',
    ]);
    assert.equal(await page.locator(newest).first().getAttribute('data-changed'), 'true');
    const changed = await page.$$eval('[data-testid="evolution-table"] tr[data-field]', (rows) =>
      rows.filter((r) => r.querySelector('td[data-changed="true"]')).map((r) => r.getAttribute('data-field')),
    );
    assert.ok(changed.includes('reason.reportingReason'), changed.join());
    assert.ok(changed.includes('overview.deathDate'), changed.join());
    assert.ok(!changed.includes('patient.identifier'));
    // The other orientation: versions as rows, the same change marked.
    await page.click('[data-testid="evolution-versions-as-rows"]');
    assert.equal(await page.locator('[data-testid="evolution-table"] tbody tr').count(), 2);
    assert.ok(
      (await page.locator('[data-testid="evolution-table"] tbody tr td[data-changed="true"]').count()) >= 3,
    );
    // The previous notification of the case is listed for the reviewer.
    assert.equal(await page.locator('[data-previous-notification]').count(), 1);

    // Back to the list: mark it reviewed.
    await page.goto(`${base}/cancer-cases`);
    await page.fill('[data-testid="toolbar-search"]', cnp);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="list-row"]').length === 1);
    await page.click('[data-testid="list-row"] [data-action="review"]');
    await page.fill('[data-testid="review-dialog"] textarea[name="reviewerObservation"]', 'Deces verificat');
    await page.click('[data-testid="review-confirm"]');
    await page.waitForSelector('[data-testid="toast"]');
    await page.waitForSelector('[data-testid="list-row"] [data-review-state="reviewed"]');
    await page.waitForFunction(
      ([a, b]) =>
        Number(document.querySelector('[data-testid="counter-to-review-value"]')?.textContent) === a &&
        Number(document.querySelector('[data-testid="counter-reviewed-value"]')?.textContent) === b,
      [toReview - 1, reviewed + 1],
    );
    assert.equal(await page.locator('[data-testid="list-row"] [data-action="review"]').count(), 0);
    await page.context().close();
  });

  it('a reporter of another unit is told before the save that the patient data is shared with other units', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'reporter2@demo.local');
    await page.goto(
      `${base}/cancer-notification/0?identifier=${cnp}&morphoCodeId=${NEUROBLASTOMA}&isForeigner=0&reason=4`,
    );
    const alert = page.locator('#panel-patientDetails [data-testid="shared-patient-alert"]');
    await alert.waitFor();
    assert.match(await alert.textContent(), /raportat și de alte unități/);
    await page.context().close();

    // The unit that alone reports the patient sees no such warning.
    const own = await newPage(browser);
    await signIn(own, base, 'reporter@demo.local');
    await own.goto(`${base}/cancer-notification/${current.id}`);
    await own.waitForSelector('[data-testid="notification-form"]');
    await own.waitForSelector('[data-field="patientDetails.lastName"]');
    assert.equal(await own.locator('[data-testid="shared-patient-alert"]').count(), 0);
    await own.context().close();
  });
});
