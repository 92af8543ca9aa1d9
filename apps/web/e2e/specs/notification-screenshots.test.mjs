import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import {
  confirmDialog,
  openPanel,
  openSelector,
  PANELS,
  selectDiagnostic,
  tick,
} from './notification-helpers.mjs';

/**
 * Screenshots of the selector, the top of the edit page and every whole panel (an element shot,
 * however tall) at desktop and phone width, for a person to look at: `NOTIFICATION_SHOTS=1 node apps/web/e2e/run.mjs notification-screenshots`
 * (into /tmp/shots, or NOTIFICATION_SHOTS_DIR). Skipped otherwise.
 */
const enabled = process.env.NOTIFICATION_SHOTS === '1';
const outDir = process.env.NOTIFICATION_SHOTS_DIR ?? '/tmp/shots';
const viewports = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } };

let browser;
before(async () => {
  if (enabled) browser = await launchBrowser();
});
after(() => browser?.close());

it('screenshots of the notification screens', { skip: !enabled }, async () => {
  mkdirSync(outDir, { recursive: true });
  for (const [size, viewport] of Object.entries(viewports)) {
    const page = await newPage(browser, viewport);
    page.on('dialog', (d) => d.accept());
    await signIn(page, baseUrl(), 'reporter@demo.local');
    await page.goto(`${baseUrl()}/cancer-notification`);
    await openSelector(page);
    await page.fill('input[name="identifier"]', '5150101400011');
    await page.waitForTimeout(900);
    await page.screenshot({ path: path.join(outDir, `notification-selector-${size}.png`) });
    // A typed identifier is dropped only when the user says so (issue 23 item 12).
    await page.keyboard.press('Escape');
    await confirmDialog(page);
    await selectDiagnostic(page, baseUrl(), {
      identifier: '5150101400011',
      morphology: 'Diagnostic nou',
      reason: 'E112',
    });
    await page.screenshot({ path: path.join(outDir, `notification-page-${size}.png`) });
    // The sticky action bar would be painted across tall panel shots; it is in the page shot above.
    await page.addStyleTag({ content: '[data-testid="action-bar"] { position: static !important; }' });
    for (const panel of PANELS) {
      // One panel open at a time, scrolled to its top.
      await page.$$eval('[data-panel] .MuiAccordionSummary-root[aria-expanded="true"]', (els) =>
        els.forEach((e) => {
          e.click();
        }),
      );
      await page.waitForTimeout(250);
      const root = await openPanel(page, panel);
      // The treatments show their dependent fields once a therapy is ticked.
      if (panel === 'cancerTreatment') await tick(page, 'cancerTreatment.hasChimio');
      await root.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.waitForTimeout(350);
      await root.screenshot({ path: path.join(outDir, `notification-${panel}-${size}.png`) });
    }
    await page.context().close();
  }
});
