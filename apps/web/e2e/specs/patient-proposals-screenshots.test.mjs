import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import { viewports } from '../support/shots.mjs';
import { reportChild, reportOtherTumour } from './patient-proposals-helpers.mjs';

/**
 * Screenshots of a pending proposal (issue 22) on the patient page and in the case evolution, in
 * Romanian and English at desktop and phone width, for a person to look at:
 * `PROPOSAL_SHOTS=1 node apps/web/e2e/run.mjs patient-proposals-screenshots` (into /tmp/shots, or
 * PROPOSAL_SHOTS_DIR).
 */
const enabled = process.env.PROPOSAL_SHOTS === '1';
const outDir = process.env.PROPOSAL_SHOTS_DIR ?? '/tmp/shots';

let browser;
let child;
let otherId = 0;
before(async () => {
  if (!enabled) return;
  child = await reportChild(baseUrl());
  otherId = (await reportOtherTumour(baseUrl(), child.identifier, { complete: true })).id;
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

it('screenshots of a proposal on the patient page and in the case evolution', {
  skip: !enabled,
}, async () => {
  mkdirSync(outDir, { recursive: true });
  const shot = (page, name) => page.screenshot({ path: path.join(outDir, `${name}.png`) });
  for (const [size, viewport] of Object.entries(viewports)) {
    for (const language of ['ro', 'en']) {
      const admin = await asUser('unitadmin@demo.local', viewport, language);
      await admin.goto(`${baseUrl()}/patient/${child.patientId}`);
      await admin.waitForSelector('[data-testid="proposal-accept"]');
      await admin.waitForTimeout(500);
      await shot(admin, `proposal-patient-${size}-${language}`);
      // By keyboard: the buttons take the focus in order, with a visible ring.
      await admin.locator('[data-testid="proposal-refuse"]').focus();
      await admin.keyboard.press('Tab');
      await admin.waitForTimeout(200);
      await shot(admin, `proposal-patient-focus-${size}-${language}`);
      await done(admin, language);

      const reviewer = await asUser('reviewer@demo.local', viewport, language);
      await reviewer.goto(`${baseUrl()}/cancer-notification/${otherId}`);
      await reviewer.waitForSelector('[data-testid="notification-form"]');
      await reviewer.click('[data-testid="scroll-case-evolution"]');
      const section = reviewer.locator('[data-testid="evolution-patient-changes"]');
      await section.waitFor();
      await section.scrollIntoViewIfNeeded();
      await reviewer.waitForTimeout(800);
      await shot(reviewer, `proposal-evolution-${size}-${language}`);
      await done(reviewer, language);
    }
  }
});
