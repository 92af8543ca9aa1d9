import { apiSignIn } from '../support/api.mjs';

/** What the e-mail dialog's journey and its screenshots share. */

export async function call(base, token, method, url, body) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      LanguageId: '1',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.text() };
}

/** Sends from `email`'s account until the server answers 429 (the limit is EMAIL_MESSAGE_LIMIT, 20 by default). */
export async function exhaustLimit(base, email) {
  const { accessToken } = await apiSignIn(base, email);
  for (let i = 0; i < 100; i++) {
    const sent = await call(base, accessToken, 'POST', '/api/email/send', {
      email: 'unitate2@demo.local',
      message: 'Mesaj de umplutură',
    });
    if (sent.status === 429) return;
  }
  throw new Error('the limit never answered 429');
}

/** Opens the e-mail dialog of the unit card named `unitName` in the grid. */
export async function openDialog(page, base, unitName) {
  await page.goto(`${base}/reporting-unit`);
  await page.waitForSelector('[data-testid="list-row"], [data-testid="list-card"]');
  if (await page.isVisible('[data-testid="view-grid"]')) await page.click('[data-testid="view-grid"]');
  await page.fill('[data-testid="toolbar-search"]', unitName);
  const card = page.locator('[data-testid="list-card"]', { hasText: unitName });
  await page.waitForFunction(
    (n) =>
      [...document.querySelectorAll('[data-testid="list-card"]')].every((c) => c.textContent.includes(n)),
    unitName,
  );
  await card.locator('[data-action="email"]').click();
  await page.waitForSelector('[data-testid="email-dialog"]');
}
