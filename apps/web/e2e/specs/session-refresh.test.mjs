import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  baseUrl,
  DEMO_PASSWORD,
  launchBrowser,
  newPage,
  readStoredAuth,
  signIn,
} from '../support/browser.mjs';

/** Runs against the server whose access tokens live 8 seconds (refresh fires 4 s before expiry). */
const shortBase = () => {
  const url = process.env.E2E_SHORT_TTL_BASE_URL;
  if (!url) throw new Error('E2E_SHORT_TTL_BASE_URL is not set: run through apps/web/e2e/run.mjs');
  return url;
};
const claimsOf = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

describe('session refresh', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('the access token is renewed silently and calls still work after the first one expired', async () => {
    const base = shortBase();
    const page = await newPage(browser);
    const refreshes = [];
    page.on('request', (r) => r.url().endsWith('/api/identity/refresh-token') && refreshes.push(r));
    await signIn(page, base, 'superadmin@demo.local', DEMO_PASSWORD);
    const first = await readStoredAuth(page);
    const firstExpiry = claimsOf(first.accessToken).exp * 1000;

    await sleep(Math.max(0, firstExpiry - Date.now()) + 1500);
    assert.ok(refreshes.length >= 1, 'a refresh call was made');
    assert.equal(page.url(), `${base}/`, 'still signed in');
    const now = await readStoredAuth(page);
    assert.notEqual(now.accessToken, first.accessToken);
    assert.notEqual(now.refreshToken, first.refreshToken, 'the refresh token rotated');
    assert.ok(claimsOf(now.accessToken).exp * 1000 > Date.now(), 'the stored token is live');

    // An authenticated call from the page with what the app holds now succeeds.
    const status = await page.evaluate(async () => {
      const { accessToken } = JSON.parse(localStorage.getItem('registry.auth'));
      const r = await fetch('/api/dev/outbox?to=nobody@demo.local', {
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      return r.status;
    });
    assert.equal(status, 200);
    // And the app still navigates as a signed-in user.
    await page.click('[data-menu-entry="users"]');
    await page.waitForURL(`${base}/users`);
    await page.context().close();
  });

  it('an access token the server refuses before it expires is renewed once and the call repeated', async () => {
    // The server refuses a live token when the user's role or units changed (issue 17 item 3); a token
    // with a broken signature draws the same 401, whatever the reason.
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'superadmin@demo.local', DEMO_PASSWORD);
    const signedIn = await readStoredAuth(page);
    const [header, payload] = signedIn.accessToken.split('.');
    await page.evaluate((auth) => localStorage.setItem('registry.auth', JSON.stringify(auth)), {
      ...signedIn,
      accessToken: `${header}.${payload}.${'A'.repeat(43)}`,
    });
    const statuses = [];
    page.on('response', (r) => r.url().endsWith('/api/identity/filter') && statuses.push(r.status()));
    await page.goto(`${base}/users`);
    await page.waitForSelector('text=superadmin@demo.local');
    assert.deepEqual(statuses, [401, 200], 'refused once, then repeated with the renewed token');
    assert.equal(page.url(), `${base}/users`);
    const renewed = await readStoredAuth(page);
    assert.notEqual(renewed.refreshToken, signedIn.refreshToken, 'renewed through the refresh token');
    await page.context().close();
  });

  it('a session ended elsewhere: the next call is refused, the refresh too, and the app goes to /login', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'superadmin@demo.local', DEMO_PASSWORD);
    const { refreshToken } = await readStoredAuth(page);
    // Signed out from another place (or the session revoked): the access token dies at once.
    const out = await fetch(`${base}/api/identity/logout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: refreshToken }),
    });
    assert.equal(out.status, 204);
    await page.click('[data-menu-entry="users"]');
    await page.waitForURL(`${base}/login`);
    await page.waitForSelector('[data-testid="session-expired"]');
    assert.equal(await page.evaluate(() => localStorage.getItem('registry.auth')), null);
    await page.context().close();
  });

  it('a refused refresh signs out: storage cleared, back to /login', async () => {
    const base = shortBase();
    const page = await newPage(browser);
    await signIn(page, base, 'reviewer@demo.local', DEMO_PASSWORD);
    await page.evaluate(() => {
      const auth = JSON.parse(localStorage.getItem('registry.auth'));
      localStorage.setItem('registry.auth', JSON.stringify({ ...auth, refreshToken: 'revoked-or-forged' }));
    });
    await page.waitForURL(`${base}/login`, { timeout: 12_000 });
    await page.waitForSelector('[data-testid="session-expired"]');
    assert.equal(await page.evaluate(() => localStorage.getItem('registry.auth')), null);
    await page.context().close();
  });
});
