import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser } from '../support/browser.mjs';
import { freshCnp } from './lists-data.mjs';
import { ADD_BUTTON, reporterPage } from './notification-helpers.mjs';

/**
 * Issue 18 items 3 and 4: the diagnostic selector is completed with the keyboard alone — Tab,
 * arrows and Enter in the natural order — and a CNP with a wrong check digit is said on the field.
 */
describe('the diagnostic selector by keyboard', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  const focused = (page) =>
    page.evaluate(() => {
      const el = document.activeElement;
      return {
        name: el?.getAttribute('name') ?? null,
        role: el?.getAttribute('role') ?? null,
        testid: el?.getAttribute('data-testid') ?? null,
      };
    });

  it('a wrong check digit is said on the identifier as soon as 13 digits are typed', async () => {
    const page = await reporterPage(browser);
    await page.goto(`${baseUrl()}/cancer-notification`);
    await page.locator(ADD_BUTTON).first().focus();
    await page.keyboard.press('Enter');
    const identifier = page.locator('input[name="identifier"]');
    await identifier.waitFor();
    const good = freshCnp(5);
    const wrong = `${good.slice(0, 12)}${(Number(good[12]) + 1) % 10}`;
    await page.keyboard.type(wrong.slice(0, 12));
    assert.equal(await identifier.getAttribute('aria-invalid'), 'false', '12 digits: not judged yet');
    await page.keyboard.type(wrong.slice(12));
    assert.equal(await identifier.getAttribute('aria-invalid'), 'true');
    const help = await page.locator(`#${await identifier.getAttribute('aria-describedby')}`).textContent();
    assert.match(help ?? '', /CNP-ul nu este valid/);
    // Correcting the last digit clears it.
    await page.keyboard.press('Backspace');
    await page.keyboard.type(good[12]);
    assert.equal(await identifier.getAttribute('aria-invalid'), 'false');
    await page.context().close();
  });

  it('Tab, arrows and Enter lead from the identifier to the edit page; Enter never cancels', async () => {
    const page = await reporterPage(browser);
    await page.goto(`${baseUrl()}/cancer-notification`);
    await page.locator(ADD_BUTTON).first().focus();
    await page.keyboard.press('Enter');
    await page.locator('input[name="identifier"]').waitFor();
    assert.equal((await focused(page)).name, 'identifier', 'the identifier has the focus on open');
    const cnp = freshCnp(6);
    await page.keyboard.type(cnp);
    // Wait for the look-up (500 ms after typing stops), as a person reads the "not in the registry" hint.
    await page.getByText('Pacientul nu este încă în registru').waitFor();

    // Enter in the identifier goes on to the tumour (whose list opens with its first option highlighted).
    await page.keyboard.press('Enter');
    assert.equal((await focused(page)).name, 'morphoCodeId');
    await page.locator('li[role="option"].Mui-focused', { hasText: 'Diagnostic nou' }).waitFor();
    // One Enter picks it, and the reason takes the focus.
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
    assert.notEqual((await focused(page)).name, 'morphoCodeId');
    // Arrow down opens the reasons; Enter picks; the Select button takes the focus.
    await page.keyboard.press('ArrowDown');
    await page.locator('li[role="option"]', { hasText: 'E112' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent?.includes('E112'));
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'selector-select',
    );
    // Enter selects: the edit page opens with the typed CNP.
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="notification-form"]');
    assert.match(page.url(), new RegExp(`identifier=${cnp}`));
    assert.equal(await page.locator('[data-field="patientDetails.identifier"]').inputValue(), cnp);
    await page.context().close();
  });

  it('Tab from the tumour goes to the reason, not to Cancel', async () => {
    const page = await reporterPage(browser);
    await page.goto(`${baseUrl()}/cancer-notification`);
    await page.locator(ADD_BUTTON).first().focus();
    await page.keyboard.press('Enter');
    await page.locator('input[name="identifier"]').waitFor();
    await page.keyboard.type(freshCnp(5));
    await page.getByText('Pacientul nu este încă în registru').waitFor();
    await page.keyboard.press('Tab'); // the "foreign patient" tick
    await page.keyboard.press('Tab'); // the tumour: its list opens, first option highlighted
    assert.equal((await focused(page)).name, 'morphoCodeId');
    await page.locator('li[role="option"].Mui-focused', { hasText: 'Diagnostic nou' }).waitFor();
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
    const now = await focused(page);
    assert.notEqual(now.name, 'morphoCodeId');
    assert.notEqual(now.testid, 'selector-select');
    assert.equal(await page.locator('[data-testid="diagnostic-selector"]').isVisible(), true);
    await page.context().close();
  });

  it('after Enter picks the tumour the reason is next; a habitual Tab and Enter on Cancel only ask (issue 23)', async () => {
    const page = await reporterPage(browser);
    await page.goto(`${baseUrl()}/cancer-notification`);
    await page.locator(ADD_BUTTON).first().focus();
    await page.keyboard.press('Enter');
    const identifier = page.locator('input[name="identifier"]');
    await identifier.waitFor();
    const cnp = freshCnp(5);
    await page.keyboard.type(cnp);
    await page.getByText('Pacientul nu este încă în registru').waitFor();
    await page.keyboard.press('Enter');
    await page.locator('li[role="option"].Mui-focused', { hasText: 'Diagnostic nou' }).waitFor();
    await page.keyboard.press('Enter');
    // The next field in reading order, not one further: the reason's own combobox.
    await page.waitForFunction(
      () =>
        document.activeElement?.getAttribute('role') === 'combobox' &&
        document.activeElement.parentElement?.querySelector('[data-testid="selector-reason"]') !== null,
    );
    // The habitual Tab goes on to Cancel (Select waits for a reason); its Enter asks, starting on No.
    await page.keyboard.press('Tab');
    assert.equal((await focused(page)).testid, 'selector-cancel');
    await page.keyboard.press('Enter');
    const question = page.locator('[aria-labelledby="message-dialog-title"]');
    await question.waitFor();
    assert.match(await question.textContent(), /Renunțați la selecție/);
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Nu');
    await page.keyboard.press('Enter');
    await question.waitFor({ state: 'detached' });
    // Nothing was dropped: the dialog is open with the identifier and the tumour chosen.
    const selector = page.locator('[data-testid="diagnostic-selector"]');
    assert.equal(await selector.isVisible(), true);
    assert.equal(await identifier.inputValue(), cnp);
    assert.equal(await page.inputValue('input[name="morphoCodeId"]'), 'Diagnostic nou');
    // Esc asks too; Yes drops the choices and closes.
    await page.keyboard.press('Escape');
    await question.waitFor();
    await question.locator('button.MuiButton-contained').click();
    await selector.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
