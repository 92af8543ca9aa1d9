import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { apiSignIn } from '../support/api.mjs';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';

/**
 * Issue 26: a save whose answer is lost after the registry wrote it (its server died; the proxy
 * answered 502) is sent again by the web with the same Idempotency-Key, and the registry answers the
 * repeat with the first answer instead of writing twice. Here the first answer is taken away on its
 * way to the browser and replaced by a 502: the user sees the save done, and the unit was changed once
 * (its version moved by one; a second write would have been refused as stale).
 */
let browser;
let token;
let unitId;
const unit = async () =>
  (
    await fetch(`${baseUrl()}/api/reporting-unit/${unitId}`, {
      headers: { Authorization: `Bearer ${token}`, LanguageId: '1' },
    })
  ).json();

before(async () => {
  token = (await apiSignIn(baseUrl(), 'superadmin@demo.local')).accessToken;
  const created = await fetch(`${baseUrl()}/api/reporting-unit`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, LanguageId: '1', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Unitatea repetării',
      typeId: 2,
      countryId: 642,
      countyId: 127,
      cityId: 54975,
      phone: '0264 111 222',
    }),
  });
  assert.equal(created.status, 200);
  unitId = (await created.json()).id;
  browser = await launchBrowser();
});
after(() => browser?.close());

it('a save whose answer was lost is repeated with its key, written once and shown as saved', async () => {
  const page = await newPage(browser);
  await signIn(page, baseUrl(), 'superadmin@demo.local');
  const sent = [];
  await page.route('**/api/reporting-unit', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    sent.push(request.headers()['idempotency-key']);
    const answer = await route.fetch();
    if (sent.length === 1) {
      // The registry wrote it; its answer is lost on the way, as when a server dies behind the proxy.
      assert.equal(answer.status(), 200);
      return route.fulfill({ status: 502, body: 'Bad Gateway' });
    }
    assert.equal(answer.headers()['idempotent-replayed'], 'true');
    return route.fulfill({ response: answer });
  });
  const before = await unit();
  await page.goto(`${baseUrl()}/reporting-unit`);
  const row = page.locator('[data-testid="list-row"]').filter({ hasText: 'Unitatea repetării' });
  await row.locator('[data-action="edit"]').click();
  await page.waitForSelector('[data-testid="unit-dialog"]');
  await page.waitForFunction(() => document.querySelector('input[name="cityId"]')?.value !== '');
  await page.fill('input[name="phone"]', '0264 333 444');
  await page.click('[data-testid="unit-save"]');
  await page.waitForSelector('[data-testid="unit-dialog"]', { state: 'detached' });
  assert.equal(sent.length, 2);
  assert.match(sent[0], /^[0-9a-f-]{36}$/);
  assert.equal(sent[1], sent[0]);
  const after = await unit();
  assert.equal(after.phone, '0264 333 444');
  assert.equal(after.version, before.version + 1);
  await page.context().close();
});
