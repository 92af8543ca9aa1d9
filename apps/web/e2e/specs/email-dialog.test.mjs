import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiSignIn, readOutbox } from '../support/api.mjs';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import { call, exhaustLimit, openDialog } from './email-helpers.mjs';

/**
 * The e-mail dialog of the unit grid (spec 01 §2.10; issue 22 finding 9): it sends, and when the
 * server refuses the recipient (400) or the sender is over the limit (429) it says so in the dialog
 * and keeps the message. Screenshots: `node apps/web/e2e/screenshots-email.mjs`.
 */

const counter = (page) => page.textContent('[data-testid="email-counter"]');

describe('the e-mail dialog', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('an executive writes to a unit from the grid: the counter, then the toast', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'executive@demo.local');
    await openDialog(page, base, 'Unitatea demo 1');
    assert.equal(
      await page.inputValue('[data-testid="email-dialog"] input[readonly]'),
      'unitate1@demo.local',
    );
    assert.equal(await counter(page), '0 / 4000 caractere');
    await page.fill('[data-testid="email-dialog"] textarea[name="message"]', 'Bună ziua, o întrebare.');
    assert.equal(await counter(page), '23 / 4000 caractere');
    // A slow answer: the send button stays disabled until it comes, so one click sends one message.
    await page.route('**/api/email/send', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.click('[data-testid="email-send"]');
    assert.equal(await page.isDisabled('[data-testid="email-send"]'), true);
    await page.waitForSelector('[data-testid="toast"]:has-text("Mesajul a fost trimis")');
    await page.waitForSelector('[data-testid="email-dialog"]', { state: 'detached' });
    const mails = (await readOutbox(base, 'unitate1@demo.local')).filter((m) =>
      m.text.includes('o întrebare'),
    );
    assert.equal(mails.length, 1);
    assert.match(mails[0].text, /Mihai Director <executive@demo\.local>/);
    await page.context().close();
  });

  it('says in the dialog that the recipient was refused, then that the limit is reached, keeping the message', async () => {
    const base = baseUrl();
    const { accessToken: admin } = await apiSignIn(base, 'superadmin@demo.local');
    const name = `Unitate care se închide ${Date.now()}`;
    const created = await call(base, admin, 'POST', '/api/reporting-unit', {
      name,
      typeId: 4,
      countryId: 276,
      city: 'Berlin',
      email: `inchisa.${Date.now()}@demo.local`,
    });
    assert.equal(created.status, 200, created.body);
    const page = await newPage(browser);
    await signIn(page, base, 'auditor@demo.local');
    await openDialog(page, base, name);
    await page.fill('[data-testid="email-dialog"] textarea[name="message"]', 'Mesaj păstrat');
    // The unit closes while the dialog is open: its address is no longer one the auditor may write to.
    assert.equal(
      (await call(base, admin, 'DELETE', `/api/reporting-unit/${JSON.parse(created.body).id}`)).status,
      204,
    );
    await page.click('[data-testid="email-send"]');
    const refused = await page.waitForSelector('[data-testid="email-error"]');
    assert.match(await refused.textContent(), /^Mesajul nu poate fi trimis acestui destinatar/);
    assert.equal(
      await page.inputValue('[data-testid="email-dialog"] textarea[name="message"]'),
      'Mesaj păstrat',
    );
    assert.equal(await page.isEnabled('[data-testid="email-send"]'), true);

    await exhaustLimit(base, 'auditor@demo.local');
    await page.click('[data-testid="email-send"]');
    await page.waitForSelector('[data-testid="email-error"]:has-text("Ați trimis prea multe mesaje")');
    assert.match(await page.textContent('[data-testid="email-error"]'), /Încercați din nou peste 60 min\./);
    assert.equal(
      await page.inputValue('[data-testid="email-dialog"] textarea[name="message"]'),
      'Mesaj păstrat',
    );
    await page.context().close();
  });
});
