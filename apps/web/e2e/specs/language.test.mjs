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

  it('the choice is kept in the LanguageId cookie, sent to the server, the sign-in page choice wins and is saved, else the profile language applies', async () => {
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

    assert.ok(headers.includes('1') && headers.includes('2'), 'every call carries LanguageId');
    assert.ok(
      headers.every((h) => h === '1' || h === '2'),
      'no call goes without LanguageId',
    );

    // Issue 18: signed out, the sign-in page is switched back to Romanian; that choice wins over the
    // profile's English at sign-in and becomes the profile's language.
    await page.click('[data-testid="profile-menu"]');
    await page.click('[data-testid="sign-out"]');
    await page.waitForURL(`${base}/login`);
    await page.click('[data-testid="language-switch"]');
    await page.waitForFunction(() => document.documentElement.lang === 'ro');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/language/1'));
    await signIn(page, base, 'unitadmin@demo.local');
    assert.equal((await saved).status(), 204);
    assert.equal(await lang(page), 'ro');
    assert.equal(await cookie(page), '1');
    assert.match(await page.textContent('[data-menu-entry="units"]'), /Unități medicale/);
    await page.context().close();

    // Without a choice on the sign-in page the profile's language applies, even over an old cookie.
    const other = await newPage(browser);
    await other.context().addCookies([{ name: 'LanguageId', value: '2', url: base }]);
    await other.goto(`${base}/login`);
    assert.equal(await lang(other), 'en');
    await signIn(other, base, 'unitadmin@demo.local');
    await other.waitForFunction(() => document.documentElement.lang === 'ro');
    assert.equal(await cookie(other), '1');
    await other.context().close();
  });
});
