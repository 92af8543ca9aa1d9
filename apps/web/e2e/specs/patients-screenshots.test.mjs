import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { apiSignIn } from '../support/api.mjs';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import { childCnp, confirmHolding, notifyChild, readPatient } from './patients-helpers.mjs';

/**
 * Screenshots of the patient list and edit screen at desktop and phone width, Romanian and English,
 * for a person to look at: `PATIENT_SHOTS=1 node apps/web/e2e/run.mjs patients-screenshots` (into
 * /tmp/shots, or PATIENT_SHOTS_DIR). Skipped otherwise.
 */
const enabled = process.env.PATIENT_SHOTS === '1';
const outDir = process.env.PATIENT_SHOTS_DIR ?? '/tmp/shots';
const sizes = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } };

let browser;
before(async () => {
  if (enabled) browser = await launchBrowser();
});
after(() => browser?.close());

it('screenshots of the patient list and edit screen', { skip: !enabled }, async () => {
  mkdirSync(outDir, { recursive: true });
  const base = baseUrl();
  const serial = Date.now();
  const child = { identifier: childCnp(5, '170611', serial), lastName: 'Dumitrescu', firstName: 'Matei' };
  const id = await notifyChild(base, 'reporter@demo.local', 1, child);
  await notifyChild(base, 'reporter2@demo.local', 2, child);
  await confirmHolding(base, child.identifier);
  for (const [i, [lastName, firstName]] of [
    ['Georgescu', 'Ioana'],
    ['Munteanu', 'Luca'],
    ['Stan', 'Maria'],
  ].entries())
    await notifyChild(base, 'reporter@demo.local', 1, {
      identifier: childCnp(i % 2 ? 5 : 6, `1${i}0${i + 1}0${i + 2}`, serial + i + 1),
      lastName,
      firstName,
    });
  // A full record: contact, care address, social case with both files.
  const stored = await readPatient(base, 'reporter@demo.local', id);
  const { accessToken } = await apiSignIn(base, 'reporter@demo.local');
  // Romania's id in the country list (its ISO code is RO), whatever numbering the database uses.
  const countries = await fetch(`${base}/api/language/lists/2`, {
    headers: { Authorization: `Bearer ${accessToken}`, LanguageId: '1' },
  }).then((r) => r.json());
  const romania = countries.find((c) => c.code === 'RO').id;
  const body = new FormData();
  const fields = {
    ...Object.fromEntries(Object.entries(stored).filter(([, v]) => v !== null && typeof v !== 'object')),
    email: 'parinte.dumitrescu@example.ro',
    phone: '0744 123 456',
    isSocialCase: true,
    careCountryId: romania,
    careCountyId: 127,
    careCityId: 54975,
    careAddress: 'Casa Ronald McDonald, Str. Clinicilor 2',
    numberOfKm: 180,
  };
  for (const [k, v] of Object.entries(fields)) body.set(k, String(v));
  const pdf = new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });
  body.set('agreement', pdf, 'Acord semnat.pdf');
  body.set('socialSurvey', pdf, 'Ancheta sociala.pdf');

  const saved = await fetch(`${base}/api/patient`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}`, LanguageId: '1' },
    body,
  });
  if (saved.status !== 200) throw new Error(`patient save ${saved.status}: ${await saved.text()}`);
  for (const language of ['ro', 'en']) {
    for (const [name, size] of Object.entries(sizes)) {
      const page = await newPage(browser, size);
      const shot = (what, fullPage = false) =>
        page.screenshot({ path: path.join(outDir, `patients-${what}-${name}-${language}.png`), fullPage });
      await signIn(page, base, 'reporter@demo.local');
      if (language === 'en') {
        await page.click('[data-testid="language-switch"]');
        await page.waitForFunction(() => document.documentElement.lang === 'en');
      }
      await page.goto(`${base}/patient`);
      await page.waitForSelector('[data-testid="list-row"], [data-testid="list-card"]');
      await page.waitForTimeout(600);
      await shot('list');
      await page.goto(`${base}/patient/${id}`);
      await page.waitForSelector('[data-testid="shared-warning"]');
      await page.waitForTimeout(600);
      await shot('edit');
      await shot('edit-full', true);
      if (language === 'en') {
        await page.click('[data-testid="language-switch"]');
        await page.waitForFunction(() => document.documentElement.lang === 'ro');
      }
      await page.context().close();
    }
  }
});
