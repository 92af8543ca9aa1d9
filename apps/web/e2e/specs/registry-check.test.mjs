import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { apiSignIn } from '../support/api.mjs';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';

/** A boy born 2015-01-01 with a valid CNP, one per serial, so that this spec has its own patient. */
function boy(serial) {
  const body = `5150101400${String(serial).padStart(2, '0')}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * Number('279146358279'[i]), 0);
  return `${body}${sum % 11 === 10 ? 1 : sum % 11}`;
}
const CNP = boy(61);

/** A completed cystic nephroma of the kidney on a clinical basis only: basis–morphology answers Query. */
async function completedWithQuery() {
  const { accessToken } = await apiSignIn(baseUrl(), 'reporter@demo.local');
  const response = await fetch(`${baseUrl()}/api/cancer-notification/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json', LanguageId: '1' },
    body: JSON.stringify({
      id: 0,
      version: 0,
      status: 2,
      diagnosticReportingReasonId: 1,
      patientDetails: {
        identifier: CNP,
        firstName: 'Ion',
        lastName: 'Verificat',
        countyId: 127,
        cityId: 54975,
      },
      notificationOverview: { reportingUnitId: 1, lastContactDate: '2025-06-01', lastDoctor: 'Dr. Pop' },
      cancerDiagnostic: {
        diagnosticDate: '2024-03-10',
        clinicalStartDate: '2024-02-01',
        diagnosticExplanationId: 1,
        registrationBaseId: 2,
        tumorLocationId: 12, // kidney and urinary tract, where C64.9 belongs
        topologicCodeId: 1649,
      },
      cancerMorphology: { behaviorId: 4, morphologyCodeId: 89593 },
      cancerTreatment: {
        hasChimio: true,
        chimioDate: '2024-03-20',
        therapeuticAgentsIds: [11],
        therapeuticProtocolId: 3,
        transplantRecommendation: false,
        systemicTherapyRoleId: 1,
      },
    }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`save: ${response.status} ${JSON.stringify(body)}`);
  return body.id;
}

const COUNT = '[data-testid="count-basis-morphology-Query"]';

async function runCheck(page) {
  const when = await page
    .locator('[data-testid="registry-check-when"]')
    .textContent()
    .catch(() => null);
  await page
    .getByRole('button', { name: /Pornește verificarea|Verifică din nou|Run the check|Run again/ })
    .click();
  // The report is replaced once the new run has finished (its time differs from the previous one).
  await page.waitForFunction(
    (before) => {
      const el = document.querySelector('[data-testid="registry-check-when"]');
      return (
        el && el.textContent !== before && !document.querySelector('[data-testid="registry-check-progress"]')
      );
    },
    when,
    { timeout: 30_000 },
  );
}

describe('whole-registry check (issue 16)', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('a reviewer runs the check and opens a record from the report', async () => {
    const notificationId = await completedWithQuery();
    const page = await newPage(browser);
    await signIn(page, baseUrl(), 'reviewer@demo.local');
    await page.click('[data-menu-entry="registryCheck"]');
    await page.waitForURL(/\/registry-check$/);
    await page.locator('[data-testid="registry-check"] h1').waitFor();
    await runCheck(page);
    assert.match(
      await page.locator('[data-testid="registry-check-when"]').textContent(),
      /Verificat la .* de /,
    );

    const count = page.locator(COUNT);
    assert.ok(Number(await count.textContent()) >= 1);
    // By keyboard: the count is a button that lists its records.
    await count.focus();
    await page.keyboard.press('Enter');
    const link = page.getByRole('link', { name: `Deschide notificarea ${notificationId}` });
    await link.waitFor();
    const row = page.locator('tr', { has: link });
    assert.match(await row.textContent(), new RegExp(CNP));
    assert.match(await row.textContent(), /8959\/3/);
    await link.click();
    await page.waitForURL(new RegExp(`/cancer-notification/${notificationId}$`));
    await page.context().close();
  });

  it('screenshots of the report for a person to look at', {
    skip: process.env.REGISTRY_CHECK_SHOTS !== '1',
  }, async () => {
    const outDir = process.env.REGISTRY_CHECK_SHOTS_DIR ?? '/tmp/shots';
    mkdirSync(outDir, { recursive: true });
    const viewports = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } };
    for (const [size, viewport] of Object.entries(viewports)) {
      for (const language of ['ro', 'en']) {
        const page = await newPage(browser, viewport);
        await signIn(page, baseUrl(), 'reviewer@demo.local');
        if (language === 'en') {
          await page.click('[data-testid="language-switch"]');
          await page.waitForFunction(() => document.documentElement.lang === 'en');
        }
        await page.goto(`${baseUrl()}/registry-check`);
        await page.locator(COUNT).waitFor();
        await page.waitForTimeout(400);
        await page.screenshot({ path: path.join(outDir, `registry-check-${language}-${size}.png`) });
        await page.locator(COUNT).click();
        await page.locator('[data-testid="list-registry-check-records"]').waitFor();
        await page.waitForTimeout(600);
        await page.screenshot({
          path: path.join(outDir, `registry-check-records-${language}-${size}.png`),
          fullPage: true,
        });
        if (language === 'en') {
          await page.click('[data-testid="language-switch"]');
          await page.waitForFunction(() => document.documentElement.lang === 'ro');
        }
        await page.context().close();
      }
    }
  });
});
