import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import { api, apiToken, completeBody, draftBody, freshCnp, saveNotification } from './lists-data.mjs';

/** Spec 02 §2 "Notification list": a reporter finds a notification by identifier and opens it. */
describe('notification list', () => {
  let browser;
  const cnp = { mine: freshCnp(5), draft: freshCnp(6), theirs: freshCnp(5), doomed: freshCnp(6) };
  const saved = {};
  before(async () => {
    const base = baseUrl();
    const reporter = await apiToken(base, 'reporter@demo.local');
    const reporter2 = await apiToken(base, 'reporter2@demo.local');
    saved.mine = await saveNotification(base, reporter, completeBody(cnp.mine, 'Matei', 'Lăzărescu'));
    saved.draft = await saveNotification(base, reporter, draftBody(cnp.draft, 'Ioana', 'Lăzărescu'));
    saved.theirs = await saveNotification(base, reporter2, completeBody(cnp.theirs, 'Radu', 'Lăzărescu', 2));
    saved.doomed = await saveNotification(base, reporter2, draftBody(cnp.doomed, 'Irina', 'Ștergescu', 2));
    saved.counts = await api(base, reporter, 'POST', '/api/cancer-notification/filter', { take: 1 });
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('shows the reporter the summary, finds a notification by identifier and opens it', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'reporter@demo.local');
    await page.goto(`${base}/cancer-notification`);
    await page.waitForSelector('[data-testid="list-row"]');
    const { reporterDraftNotifications: drafts, completedNotifications: completed } = saved.counts;
    const summary = page.locator('[data-testid="notification-summary"]');
    assert.match(
      await summary.locator('[data-testid="summary-drafts"]').textContent(),
      new RegExp(`^${drafts} `),
    );
    assert.match(
      await summary.locator('[data-testid="summary-completed"]').textContent(),
      new RegExp(`^${completed} .*finalizat`),
    );

    // Issue 18: at 1366 px the table of 15 columns scrolls sideways, yet the actions stay in view at
    // the right edge and the identifier at the left edge.
    const edge = await page
      .locator('[data-testid="list-table"]')
      .evaluate((table) => table.parentElement.getBoundingClientRect());
    const edit = await page.locator('[data-testid="list-row"] [data-action="edit"]').first().boundingBox();
    assert.ok(edit.x + edit.width <= edge.right, `edit button at ${edit.x}, edge at ${edge.right}`);
    const scrolled = await page.locator('[data-testid="list-table"]').evaluate((table) => {
      table.parentElement.scrollLeft = 10_000;
      return table.parentElement.scrollLeft;
    });
    assert.ok(scrolled > 0, 'the table is wider than the page');
    const identity = await page
      .locator('[data-testid="list-row"] [data-testid="open-notification"]')
      .first()
      .boundingBox();
    assert.ok(identity.x >= edge.left, `identifier at ${identity.x}, edge at ${edge.left}`);

    await page.fill('[data-testid="toolbar-search"]', cnp.mine);
    await page.waitForFunction((id) => {
      const rows = [...document.querySelectorAll('[data-testid="list-row"]')];
      return rows.length === 1 && rows[0].textContent.includes(id);
    }, cnp.mine);
    // A case offers edit, not view; the reporter may not delete.
    const row = page.locator('[data-testid="list-row"]');
    assert.equal(await row.locator('[data-action="edit"]').count(), 1);
    assert.equal(await row.locator('[data-action="view"]').count(), 0);
    assert.equal(await row.locator('[data-action="delete"]').count(), 0);

    // Another unit's patient with the same name is not found.
    await page.fill('[data-testid="toolbar-search"]', 'Lăzărescu');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="list-row"]').length === 2);
    const text = await page.locator('[data-testid="list-table"]').textContent();
    assert.ok(text.includes(cnp.mine) && text.includes(cnp.draft) && !text.includes(cnp.theirs));

    await page
      .locator('[data-testid="list-row"]', { hasText: cnp.mine })
      .locator('[data-action="edit"]')
      .click();
    await page.waitForURL(new RegExp(`/cancer-notification/${saved.mine.id}\\?`));
    await page.waitForSelector('[data-testid="notification-form"]');
    assert.equal(await page.inputValue('[data-field="patientDetails.identifier"]'), cnp.mine);
    await page.context().close();
  });

  it('offers the draft as view, shows cards, and filters by status in the drawer', async () => {
    const base = baseUrl();
    const page = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, base, 'reporter@demo.local');
    await page.goto(`${base}/cancer-notification`);
    // Issue 18: a phone starts with the cards (the table hid the actions beyond the edge); the
    // table, once chosen, is remembered.
    await page.waitForSelector('[data-testid="list-card"]');
    assert.equal(await page.locator('[data-testid="list-table"]').count(), 0);
    await page.click('[data-testid="view-table"]');
    await page.waitForSelector('[data-testid="list-row"]');
    await page.fill('[data-testid="toolbar-search"]', 'Lăzărescu');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="list-row"]').length === 2);
    const draftRow = page.locator('[data-testid="list-row"]', { hasText: cnp.draft });
    assert.equal(await draftRow.locator('[data-action="view"]').count(), 1);

    await page.click('[data-testid="open-filters"]');
    await page.locator('[data-filter="status"]').locator('xpath=..').locator('[role="combobox"]').click();
    await page.locator('li[role="option"]', { hasText: 'Ciornă' }).click();
    await page
      .locator('[data-testid="filter-drawer"]')
      .getByRole('button', { name: 'Închide' })
      .last()
      .click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="list-row"]').length === 1);
    assert.ok((await page.locator('[data-testid="list-row"]').textContent()).includes(cnp.draft));

    await page.click('[data-testid="view-grid"]');
    await page.waitForSelector('[data-testid="list-card"]');
    assert.match(await page.locator('[data-testid="list-card"]').textContent(), /Ciornă/);
    await page.click('[data-testid="view-table"]');
    await page.context().close();
  });
  it('lets a reviewer delete after a yes/no question; the list reloads and a deleted filter finds it', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'reviewer@demo.local');
    await page.goto(`${base}/cancer-notification`);
    await page.waitForSelector('[data-testid="list-row"]');
    assert.equal(
      await page.locator('[data-testid="notification-summary"]').count(),
      0,
      'no summary for reviewers',
    );
    await page.fill('[data-testid="toolbar-search"]', cnp.doomed);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="list-row"]').length === 1);
    await page.click('[data-testid="list-row"] [data-action="delete"]');
    const dialog = page.locator('[aria-labelledby="message-dialog-title"]');
    await dialog.locator('button.MuiButton-contained').click();
    await page.waitForSelector('[data-testid="toast"]');
    assert.match(await page.textContent('[data-testid="toast"]'), /ștearsă/);
    await page.waitForSelector('[data-testid="list-no-data"]');

    await page.click('[data-testid="open-filters"]');
    await page.check('input[name="includeDeleted"]');
    await page
      .locator('[data-testid="filter-drawer"]')
      .getByRole('button', { name: 'Închide' })
      .last()
      .click();
    await page.waitForSelector('[data-testid="list-row"]');
    assert.match(await page.locator('[data-testid="list-row"]').textContent(), /Ștearsă/);
    assert.equal(await page.locator('[data-testid="list-row"] [data-action="delete"]').count(), 0);
    await page.context().close();
  });
});
