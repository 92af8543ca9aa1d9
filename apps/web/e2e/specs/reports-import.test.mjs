import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import { apiToken, completeBody, freshCnp, saveNotification } from './lists-data.mjs';
import { cellOf, downloadWorkbook, fillRows, notificationRow, saveBook } from './reports-import-helpers.mjs';

const ERROR_COLUMN = 'Erori';

/** Spec 02 §7 imports: the notification import of super administrators, the reviewers' vital statuses. */
describe('imports', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('a super administrator fills the template, gets the error workbook back, fixes it and imports', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'superadmin@demo.local');
    await page.goto(`${base}/cancer-notification`);
    await page.click('[data-testid="import-open-notifications"]');
    const dialog = page.locator('[data-testid="import-dialog-notifications"]');
    await dialog.waitFor();

    const template = await downloadWorkbook(page, () =>
      dialog.locator('[data-testid="import-template"]').click(),
    );
    assert.equal(template.name, 'SablonImportNotificari.xlsx');
    assert.equal(template.book.worksheets[1].name, 'Instrucțiuni');
    const good = freshCnp(6);
    const wrong = freshCnp(5);
    fillRows(template.book, [
      notificationRow(good, 'Importescu'),
      notificationRow(wrong, 'Greșelescu', { 'Topografie (ICD-O-3)': 'C99.9' }),
    ]);
    await dialog
      .locator('[data-testid="import-file"]')
      .setInputFiles(await saveBook(template.book, 'notificari.xlsx'));
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="import-file-name"]')?.textContent?.includes('notificari.xlsx'),
    );

    const errors = await downloadWorkbook(page, () => dialog.locator('[data-testid="import-send"]').click());
    assert.equal(errors.name, 'CancerNotificationsImportErrors.xlsx');
    assert.equal(cellOf(errors.book, 2, ERROR_COLUMN), null);
    assert.match(String(cellOf(errors.book, 3, ERROR_COLUMN)), /Topografie \(ICD-O-3\): Cod necunoscut/);
    await dialog.locator('[data-testid="import-errors"]').waitFor();

    // Nothing was written: the good row is not in the list either.
    const reporter = await apiToken(base, 'superadmin@demo.local');
    const list = async (cnp) =>
      (
        await (
          await fetch(`${base}/api/cancer-notification/filter`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${reporter}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({ take: 8, identifier: cnp }),
          })
        ).json()
      ).totalRows;
    assert.equal(await list(good), 0);

    // The user fixes the wrong cell in the file they got back and sends that file again.
    const sheet = errors.book.worksheets[0];
    sheet.getRow(3).getCell(sheet.getRow(1).values.indexOf('Topografie (ICD-O-3)')).value = 'C74.9';
    await dialog
      .locator('[data-testid="import-file"]')
      .setInputFiles(await saveBook(errors.book, 'corectat.xlsx'));
    await dialog.locator('[data-testid="import-send"]').click();
    await dialog.waitFor({ state: 'detached', timeout: 60_000 });
    await page.getByText(/Import încheiat: \d+/).waitFor();
    assert.equal(await list(good), 1);
    assert.equal(await list(wrong), 1);
    await page.fill('[data-testid="toolbar-search"]', 'Greșelescu');
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('[data-testid="list-row"]')];
      return rows.length === 1 && rows[0].textContent.includes('Greșelescu');
    });
  });

  it('a template download that fails is said in a toast, not left as an unhandled rejection', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    const unhandled = [];
    page.on('pageerror', (error) => unhandled.push(error.message));
    await signIn(page, base, 'reviewer@demo.local');
    await page.goto(`${base}/cancer-cases`);
    await page.click('[data-testid="import-open-vitalStatus"]');
    const dialog = page.locator('[data-testid="import-dialog-vitalStatus"]');
    // The network drops the download (the server is not asked).
    await page.route('**/api/cancer-case-status-import/template', (route) => route.abort('failed'));
    await dialog.locator('[data-testid="import-template"]').click();
    await page.getByText('Șablonul nu a putut fi descărcat. Încercați din nou.').waitFor();
    assert.deepEqual(unhandled, []);
    // The dialog stays usable: the next try goes through.
    await page.unroute('**/api/cancer-case-status-import/template');
    const template = await downloadWorkbook(page, () =>
      dialog.locator('[data-testid="import-template"]').click(),
    );
    assert.equal(template.name, 'SablonImportStatusVital.xlsx');
  });

  it('one vital-status upload names every error of a row: the wrong dates and the unknown CNP (issue 23)', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'reviewer@demo.local');
    await page.goto(`${base}/cancer-cases`);
    await page.click('[data-testid="import-open-vitalStatus"]');
    const dialog = page.locator('[data-testid="import-dialog-vitalStatus"]');
    const template = await downloadWorkbook(page, () =>
      dialog.locator('[data-testid="import-template"]').click(),
    );
    fillRows(template.book, [
      {
        // No case has this child: said in the same pass as the two dates.
        'CNP / identificator': freshCnp(6),
        'Status vital': '3',
        'Data decesului': '31.02.2024',
        'Cauza decesului (topografie)': 'C74.9',
        'Data ultimului contact': '01.01.2999',
      },
    ]);
    await dialog
      .locator('[data-testid="import-file"]')
      .setInputFiles(await saveBook(template.book, 'status-gresit.xlsx'));
    await dialog.locator('[data-testid="import-send"]').click();
    const modal = page.locator('[data-testid="import-status-date"]');
    await modal.waitFor();
    const errors = await downloadWorkbook(page, () =>
      modal.locator('[data-testid="import-status-send"]').click(),
    );
    await dialog.locator('[data-testid="import-errors"]').waitFor();
    const cell = String(cellOf(errors.book, 2, ERROR_COLUMN));
    assert.match(cell, /Data decesului: /);
    assert.match(cell, /Data ultimului contact: /);
    assert.match(cell, /CNP \/ identificator: Niciun caz nu are acest identificator/);
  });

  it('a reviewer imports vital statuses with a status date and sees the new version in case evolution', async () => {
    const base = baseUrl();
    const cnp = freshCnp(5);
    await saveNotification(
      base,
      await apiToken(base, 'reporter@demo.local'),
      completeBody(cnp, 'Vlad', 'Vitalescu'),
    );
    const page = await newPage(browser);
    await signIn(page, base, 'reviewer@demo.local');
    await page.goto(`${base}/cancer-cases`);
    await page.click('[data-testid="import-open-vitalStatus"]');
    const dialog = page.locator('[data-testid="import-dialog-vitalStatus"]');
    const template = await downloadWorkbook(page, () =>
      dialog.locator('[data-testid="import-template"]').click(),
    );
    assert.equal(template.name, 'SablonImportStatusVital.xlsx');
    fillRows(template.book, [
      {
        'CNP / identificator': cnp,
        'Status vital': '3',
        // After the record's last contact (2025-06-01): a follow-up reports a new contact.
        'Data decesului': '20.06.2025',
        'Cauza decesului (topografie)': 'C74.9',
        'Data ultimului contact': '20.06.2025',
      },
    ]);
    await dialog
      .locator('[data-testid="import-file"]')
      .setInputFiles(await saveBook(template.book, 'status.xlsx'));
    await dialog.locator('[data-testid="import-send"]').click();
    // The status date modal: today by default, 1990-01-01 … today.
    const modal = page.locator('[data-testid="import-status-date"]');
    await modal.waitFor();
    assert.ok((await modal.locator('input[name="statusDate"]').inputValue()).length > 0);
    await modal.locator('[data-testid="import-status-send"]').click();
    await modal.waitFor({ state: 'detached', timeout: 60_000 });
    await page.getByText(/Import încheiat: \d+/).waitFor();

    await page.fill('[data-testid="toolbar-search"]', cnp);
    await page.waitForFunction((id) => {
      const rows = [...document.querySelectorAll('[data-testid="list-row"]')];
      return (
        rows.length === 1 &&
        rows[0].textContent.includes(id) &&
        rows[0].querySelector('[data-review-state="to-review"]')
      );
    }, cnp);
    await page.locator('[data-testid="list-row"] [data-testid="open-notification"]').click();
    await page.waitForSelector('[data-testid="notification-form"]');
    await page.click('[data-testid="scroll-case-evolution"]');
    await page.waitForSelector('[data-testid="case-evolution"]');
    const dead = '[data-testid="evolution-table"] tr[data-field="overview.isPatientDead"] td';
    assert.deepEqual(await page.locator(dead).allTextContents(), [
      'Da (Modificat față de versiunea anterioară)',
      'Nu',
    ]);
  });
});
