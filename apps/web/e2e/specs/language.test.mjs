import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';

const lang = (page) => page.evaluate(() => document.documentElement.lang);
const cookie = async (page) => (await page.context().cookies()).find((c) => c.name === 'LanguageId')?.value;

describe('language', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('the choice is kept in the LanguageId cookie, sent to the server, and the profile language applies after sign-in', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    const headers = [];
    page.on('request', (r) => r.url().includes('/api/') && headers.push(r.headers().languageid));
    await signIn(page, base, 'unitadmin@demo.local');
    assert.equal(await lang(page), 'ro');

    await page.click('[data-testid="language-switch"]');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    assert.equal(await cookie(page), '2');
    assert.match(await page.textContent('[data-menu-entry="units"]'), /Medical units/);
    assert.match(await page.title(), /^Paediatric Cancer Registry – Dashboard$/);

    // Signed out, the sign-in page is switched back to Romanian; the profile (now English) wins at sign-in.
    await page.click('[data-testid="profile-menu"]');
    await page.click('[data-testid="sign-out"]');
    await page.waitForURL(`${base}/login`);
    await page.click('[data-testid="language-switch"]');
    await page.waitForFunction(() => document.documentElement.lang === 'ro');
    await signIn(page, base, 'unitadmin@demo.local');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    assert.equal(await cookie(page), '2');
    assert.ok(headers.includes('1') && headers.includes('2'), 'every call carries LanguageId');
    assert.ok(
      headers.every((h) => h === '1' || h === '2'),
      'no call goes without LanguageId',
    );
    // Put the demo profile back in Romanian for the specs that follow.
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/language/1'));
    await page.click('[data-testid="language-switch"]');
    assert.equal((await saved).status(), 204);
    await page.context().close();
  });
});
