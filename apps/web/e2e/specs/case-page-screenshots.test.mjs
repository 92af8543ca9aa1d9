import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import { viewports } from '../support/shots.mjs';
import {
  apiToken,
  completeBody,
  freshCnp,
  NEUROBLASTOMA,
  reportDeath,
  saveNotification,
} from './lists-data.mjs';

/**
 * Screenshots of what issue 18 changed around a case (the case page opened from Cases with its
 * review action, the case evolution jump, the shared-patient warning, the user form's name order),
 * in Romanian and English at desktop and phone width, for a person to look at:
 * `CASE_SHOTS=1 node apps/web/e2e/run.mjs case-page-screenshots` (into /tmp/shots, or CASE_SHOTS_DIR).
 */
const enabled = process.env.CASE_SHOTS === '1';
const outDir = process.env.CASE_SHOTS_DIR ?? '/tmp/shots';
const cnp = freshCnp(6);

let browser;
before(async () => {
  if (!enabled) return;
  const reporter = await apiToken(baseUrl(), 'reporter@demo.local');
  await saveNotification(baseUrl(), reporter, completeBody(cnp, 'Elena', 'Vrânceanu'));
  await reportDeath(baseUrl(), reporter, cnp);
  browser = await launchBrowser();
});
after(() => browser?.close());

async function asUser(email, viewport, language) {
  const page = await newPage(browser, viewport);
  page.on('dialog', (d) => d.accept());
  await signIn(page, baseUrl(), email);
  if (language === 'en') {
    await page.click('[data-testid="language-switch"]');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
  }
  return page;
}

async function done(page, language) {
  if (language === 'en') {
    await page.click('[data-testid="language-switch"]');
    await page.waitForFunction(() => document.documentElement.lang === 'ro');
  }
  await page.context().close();
}

it('screenshots of the case page, the shared-patient warning and the user form', {
  skip: !enabled,
}, async () => {
  mkdirSync(outDir, { recursive: true });
  const shot = (page, name) => page.screenshot({ path: path.join(outDir, `${name}.png`) });
  for (const [size, viewport] of Object.entries(viewports)) {
    for (const language of ['ro', 'en']) {
      const reviewer = await asUser('reviewer@demo.local', viewport, language);
      await reviewer.goto(`${baseUrl()}/cancer-cases`);
      await reviewer.fill('[data-testid="toolbar-search"]', cnp);
      await reviewer.waitForFunction(
        () => document.querySelectorAll('[data-testid="list-card"], [data-testid="list-row"]').length === 1,
      );
      await reviewer.locator('[data-testid="open-notification"]').first().click();
      await reviewer.waitForSelector('[data-testid="case-review"]');
      await reviewer.waitForTimeout(300);
      await shot(reviewer, `case-page-${size}-${language}`);
      if (size === 'desktop') {
        await reviewer.click('[data-testid="scroll-case-evolution"]');
        await reviewer.waitForSelector('[data-testid="evolution-table"]');
        await reviewer.waitForTimeout(800);
        await shot(reviewer, `case-evolution-${size}-${language}`);
      }
      await done(reviewer, language);

      const other = await asUser('reporter2@demo.local', viewport, language);
      await other.goto(
        `${baseUrl()}/cancer-notification/0?identifier=${cnp}&morphoCodeId=${NEUROBLASTOMA}&isForeigner=0&reason=4`,
      );
      await other.waitForSelector('[data-testid="shared-patient-alert"]');
      await other.waitForTimeout(300);
      await shot(other, `shared-patient-${size}-${language}`);
      await done(other, language);

      const admin = await asUser('superadmin@demo.local', viewport, language);
      await admin.goto(`${baseUrl()}/users/user/0`);
      await admin.waitForSelector('input[name="lastName"]');
      await admin.waitForTimeout(300);
      await shot(admin, `user-form-${size}-${language}`);
      await done(admin, language);
    }
  }
});
