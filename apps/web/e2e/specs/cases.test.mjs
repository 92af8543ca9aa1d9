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
  const other = freshCnp(5);
  let current;
  before(async () => {
    const base = baseUrl();
    const reporter = await apiToken(base, 'reporter@demo.local');
    await saveNotification(base, reporter, completeBody(cnp, 'Elena', 'Vrânceanu'));
    current = await reportDeath(base, reporter, cnp);
    await saveNotification(base, reporter, completeBody(other, 'Mihai', 'Dobrescu'));
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('a reviewer filters "to review", sees what changed, marks the case reviewed and the counters move', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'reviewer@demo.local');
    await page.goto(`${base}/cancer-cases`);
    await page.waitForSelector('[data-testid="list-row"]');
    assert.ok((await counter(page, 'to-review')) >= 2);

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

    // Issue 18: opened from Cases, the menu lights Cases, and Back returns to the case list as it
    // was: the search, the "to review" filter, the row.
    assert.match(page.url(), /[?&]from=cases/);
    assert.match(await page.getAttribute('[data-menu-entry="cases"]', 'class'), /Mui-selected/);
    assert.doesNotMatch(
      await page.getAttribute('[data-menu-entry="notifications"]', 'class'),
      /Mui-selected/,
    );
    await page.click('[data-testid="notification-back"]');
    await page.waitForURL(`${base}/cancer-cases`);
    assert.equal(await page.inputValue('[data-testid="toolbar-search"]'), cnp);
    await page.waitForFunction((id) => {
      const rows = [...document.querySelectorAll('[data-testid="list-row"]')];
      return rows.length === 1 && rows[0].textContent.includes(id);
    }, cnp);
    assert.equal(await page.textContent('[data-testid="open-filters"] .MuiBadge-badge'), '1');

    // The review from the case's own page: same dialog and call as the list.
    await page.locator('[data-testid="list-row"] [data-testid="open-notification"]').click();
    await page.click('[data-testid="case-review"]');
    await page.fill('[data-testid="review-dialog"] textarea[name="reviewerObservation"]', 'Deces verificat');
    await page.click('[data-testid="review-confirm"]');
    await page.waitForSelector('[data-testid="toast"]');
    await page.waitForSelector('[data-testid="case-review-state"][data-review-state="reviewed"]');
    assert.equal(await page.locator('[data-testid="case-review"]').count(), 0);
    // Back: the case has left the "to review" list; the counters (of the searched patient) moved.
    await page.click('[data-testid="notification-back"]');
    await page.waitForURL(`${base}/cancer-cases`);
    await page.waitForSelector('[data-testid="list-no-data"]');
    await page.waitForFunction(
      ([a, b]) =>
        Number(document.querySelector('[data-testid="counter-to-review-value"]')?.textContent) === a &&
        Number(document.querySelector('[data-testid="counter-reviewed-value"]')?.textContent) === b,
      [0, 1],
    );
    await page.context().close();
  });

  it('a reviewer marks a case reviewed from the list', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'reviewer@demo.local');
    await page.goto(`${base}/cancer-cases`);
    await page.fill('[data-testid="toolbar-search"]', other);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="list-row"]').length === 1);
    await page.click('[data-testid="list-row"] [data-action="review"]');
    await page.click('[data-testid="review-confirm"]');
    await page.waitForSelector('[data-testid="toast"]');
    await page.waitForSelector('[data-testid="list-row"] [data-review-state="reviewed"]');
    assert.equal(await page.locator('[data-testid="list-row"] [data-action="review"]').count(), 0);
    await page.context().close();
  });

  it("a reporter of another unit following unit 1's tumour sees it as coding only, and no shared-record warning", async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'reporter2@demo.local');
    await page.goto(
      `${base}/cancer-notification/0?identifier=${cnp}&morphoCodeId=${NEUROBLASTOMA}&isForeigner=0&reason=4`,
    );
    // Unit 2 does not hold the child's record (access model): its follow-up cannot change it, so the
    // page says the record is another unit's rather than "updated for all".
    await page.waitForSelector('[data-testid="coding-only"]');
    await page.waitForSelector('[data-field="patientDetails.lastName"]');
    assert.equal(await page.locator('[data-testid="shared-patient-alert"]').count(), 0);
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
