import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { waitForMail } from '../support/api.mjs';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import { tinyPdf } from './attachments-helpers.mjs';
import { apiToken, completeBody, freshCnp, saveNotification } from './lists-data.mjs';
import { confirmDialog, reporterPage } from './notification-helpers.mjs';

/**
 * Issue 14, the medical team and recommendations: the case owner of unit 1 adds a colleague of a
 * Central unit to the central team; the colleague signs in and sees the case; the owner removes them
 * and their next action tells them "No more rights on medical case" and leaves the case. Then a
 * recommendation with a PDF is added and viewed, and last the owner transfers the case to the
 * colleague's Central unit, naming them owner there. MEDICAL_TEAM_SHOTS=1 also writes the tabs'
 * screenshots (1366×768 and 390×844, ro and en) into /tmp/shots/medical-team.
 */
const shots = process.env.MEDICAL_TEAM_SHOTS === '1' ? '/tmp/shots/medical-team' : null;
const stamp = Date.now().toString(36);
const colleague = { email: `central.${stamp}@demo.local`, password: 'Central#2026' };

async function call(base, token, method, path, body) {
  const headers = { Authorization: `Bearer ${token}`, LanguageId: '1' };
  if (body && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  assert.ok(res.ok, `${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A Central unit with one confirmed employee of its own (nobody else's units change). */
async function centralColleague(base) {
  const admin = await apiToken(base, 'superadmin@demo.local');
  const unit = await call(base, admin, 'POST', '/api/reporting-unit', {
    name: `Centrul Național de Oncopediatrie ${stamp}`,
    typeId: 1,
    countryId: 642,
    countyId: 127,
    cityId: 54975,
    phone: '0264 111 333',
  });
  const form = new FormData();
  for (const [k, v] of Object.entries({
    id: 0,
    reportingUnitId: unit.id,
    firstName: 'Sorin',
    lastName: 'Munteanu',
    email: colleague.email,
    phone: '0722 333 444',
    // Case owner and reporter of the Central unit: the last step names them owner by a transfer.
    permissionIds: '2,3',
    professionalRoleIds: '1',
  }))
    form.set(k, String(v));
  await call(base, admin, 'POST', '/api/employee', form);
  const mail = await waitForMail(base, colleague.email);
  const token = new URL(mail.text.match(/https?:\/\/\S+\/login\?\S+/)[0]).searchParams.get('token');
  const res = await fetch(`${base}/api/identity/confirm-account`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', LanguageId: '1' },
    body: JSON.stringify({
      email: colleague.email,
      password: colleague.password,
      token,
      termsAccepted: true,
    }),
  });
  assert.equal(res.status, 200, await res.text());
}

async function setLanguage(page, language) {
  await page
    .context()
    .addCookies([{ name: 'LanguageId', value: language === 'en' ? '2' : '1', url: baseUrl() }]);
}

describe('medical team and recommendations', () => {
  let browser;
  let medicalCaseId;
  before(async () => {
    const base = baseUrl();
    await centralColleague(base);
    const reporter = await apiToken(base, 'reporter@demo.local');
    const notification = await saveNotification(base, reporter, completeBody(freshCnp(6), 'Ilinca', 'Rusu'));
    const owner = await apiToken(base, 'unitadmin@demo.local');
    medicalCaseId = (await call(base, owner, 'POST', `/api/medical-case/from-case/${notification.caseId}`))
      .id;
    browser = await launchBrowser();
    if (shots) mkdirSync(shots, { recursive: true });
  });
  after(() => browser?.close());

  it('the owner adds a Central colleague, who sees the case until removed and is then told so', async () => {
    const base = baseUrl();
    const owner = await reporterPage(browser, 'unitadmin@demo.local');
    await owner.goto(`${base}/medical-case/${medicalCaseId}?tab=team`);
    await owner.waitForSelector('[data-testid="medical-team"]');
    assert.match(await owner.textContent('[data-testid="team-owner"]'), /Elena Popescu/);

    await owner.click('[data-testid="team-add-central"]');
    await owner.fill('[data-testid="employee-search"]', 'Munteanu');
    await owner.locator('[data-testid="employee-option"]', { hasText: 'Sorin Munteanu' }).click();
    await owner.click('[data-testid="add-member-save"]');
    await owner.waitForSelector(
      '[data-testid="team-central"] [data-testid="team-member"]:has-text("Sorin Munteanu")',
    );
    assert.match(await owner.textContent('[data-testid="team-central"]'), /Centrală/);

    // The picker no longer offers a member already on the team.
    await owner.click('[data-testid="team-add-central"]');
    await owner.fill('[data-testid="employee-search"]', 'Munteanu');
    await owner.waitForSelector('text=Niciun angajat găsit');
    await owner.keyboard.press('Escape');
    await owner.keyboard.press('Escape');

    // Adding one whom another case owner added meanwhile is refused with the spec's message.
    const unhandled = [];
    owner.on('pageerror', (error) => unhandled.push(error.message));
    await owner.click('[data-testid="team-add-local"]');
    await owner.fill('[data-testid="employee-search"]', 'Ionescu');
    await owner.locator('[data-testid="employee-option"]', { hasText: 'Andrei Ionescu' }).click();
    const ownerToken = await apiToken(base, 'unitadmin@demo.local');
    const [andrei] = (
      await call(
        base,
        ownerToken,
        'GET',
        `/api/medical-case/${medicalCaseId}/team/candidates?teamKind=2&search=Ionescu`,
      )
    ).items;
    const asAdded = { employeeId: andrei.employeeId, teamKind: 2, reportingUnitId: 1 };
    await call(base, ownerToken, 'POST', `/api/medical-case/${medicalCaseId}/team`, asAdded);
    await owner.click('[data-testid="add-member-save"]');
    await owner.waitForSelector('[data-testid="server-error-dialog"] >> text=Echipa are deja acest membru');
    await owner.locator('[data-testid="server-error-dialog"] button').click();
    await owner.waitForSelector(
      '[data-testid="team-local"] [data-testid="team-member"]:has-text("Andrei Ionescu")',
    );

    // Removing one whom another case owner removed meanwhile says why and reads the team again.
    await call(
      base,
      ownerToken,
      'DELETE',
      `/api/medical-case/${medicalCaseId}/team/${andrei.employeeId}?reportingUnitId=1`,
    );
    await owner.locator('[data-testid="team-local"] [data-testid="team-member-remove"]').click();
    await confirmDialog(owner);
    await owner.waitForSelector('[data-testid="server-error-dialog"] >> text=Nu am găsit nicio resursă');
    await owner.locator('[data-testid="server-error-dialog"] button').click();
    await owner.waitForSelector('[data-testid="team-local"] >> text=Nimeni încă.');
    assert.deepEqual(unhandled, []);

    // The colleague finds the case in their own list of medical cases and opens it from there.
    const page = await newPage(browser);
    await signIn(page, base, colleague.email, colleague.password);
    await page.waitForSelector('[data-testid="greeting"]');
    await page.goto(`${base}/medical-case`);
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('[data-testid="list-row"]')];
      return rows.length === 1 && rows[0].textContent.includes('Rusu');
    });
    await page.click('[data-testid="list-row"] [data-action="open"]');
    await page.waitForURL(new RegExp(`/medical-case/${medicalCaseId}(\\?|$)`));
    assert.match(await page.textContent('[data-testid="medical-case-patient"]'), /Rusu Ilinca/);
    await page.click('[data-tab="team"]');
    await page.waitForSelector('[data-testid="medical-team"]');

    await owner.locator('[data-testid="team-central"] [data-testid="team-member-remove"]').click();
    await confirmDialog(owner);
    await owner.waitForSelector('[data-testid="team-central"] >> text=Nimeni încă.');

    // The colleague's next action is refused with the reason, and the case is left.
    await page.click('[data-tab="recommendations"]');
    await page.waitForSelector('text=Nu mai aveți drepturi asupra cazului medical');
    await page.waitForURL(`${base}/medical-case`);
    await page.context().close();
    await owner.context().close();
  });

  it('a recommendation with a PDF document is added and viewed', async () => {
    const base = baseUrl();
    const owner = await reporterPage(browser, 'unitadmin@demo.local');
    await owner.goto(`${base}/medical-case/${medicalCaseId}?tab=recommendations`);
    await owner.waitForSelector('[data-testid="recommendations"]');
    await owner.click('[data-testid="recommendation-add"]');
    await owner.click('[data-testid="recommendation-save"]');
    await owner.waitForSelector('[data-testid="recommendation-dialog"] .Mui-error');
    await owner.fill('[data-testid="recommendation-hospital"]', 'Unitatea demo 2');
    await owner.locator('[role="option"]', { hasText: 'Institutul Oncologic' }).click();
    await owner.fill(
      '[data-testid="recommendation-text"]',
      'Radioterapie 25 de ședințe, apoi control la 3 luni.',
    );
    await owner.setInputFiles('[data-testid="recommendation-file"]', {
      name: 'Plan radioterapie.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf('Plan radioterapie'),
    });
    await owner.click('[data-testid="recommendation-save"]');
    await owner.waitForSelector('[data-testid="recommendation"]:has-text("Radioterapie 25 de ședințe")');
    assert.match(await owner.textContent('[data-testid="recommendation"]'), /Institutul Oncologic/);

    await owner.click('[data-testid="recommendation-document"]');
    await owner.waitForSelector('[data-testid="attachment-viewer"] [data-testid="attachment-pdf"] canvas');
    assert.match(await owner.textContent('#attachment-viewer-title'), /Plan radioterapie\.pdf/);
    await owner.click('[data-testid="attachment-viewer-close"]');
    await owner.context().close();
  });

  it('screenshots of both tabs (MEDICAL_TEAM_SHOTS=1)', { skip: !shots }, async () => {
    const base = baseUrl();
    const owner = await apiToken(base, 'unitadmin@demo.local');
    const local = await call(
      base,
      owner,
      'GET',
      `/api/medical-case/${medicalCaseId}/team/candidates?teamKind=2&search=Ionescu`,
    );
    await call(base, owner, 'POST', `/api/medical-case/${medicalCaseId}/team`, {
      employeeId: local.items[0].employeeId,
      teamKind: 2,
      reportingUnitId: 1,
    });
    for (const [size, viewport] of Object.entries({
      desktop: { width: 1366, height: 768 },
      phone: { width: 390, height: 844 },
    }))
      for (const language of ['ro', 'en']) {
        const page = await newPage(browser, viewport);
        page.on('dialog', (d) => d.accept());
        await signIn(page, base, 'unitadmin@demo.local');
        await page.waitForSelector('[data-testid="greeting"]');
        // The account's language applies at sign-in; the cookie set afterwards picks the one to shoot.
        await setLanguage(page, language);
        for (const tab of ['team', 'recommendations']) {
          await page.goto(`${base}/medical-case/${medicalCaseId}?tab=${tab}`);
          await page.waitForSelector(
            tab === 'team' ? '[data-testid="medical-team"]' : '[data-testid="recommendation"]',
          );
          await page.waitForTimeout(400);
          await page.screenshot({ path: `${shots}/${tab}-${size}-${language}.png`, fullPage: true });
        }
        await page.goto(`${base}/medical-case/${medicalCaseId}?tab=team`);
        await page.click('[data-testid="team-add-central"]');
        await page.fill('[data-testid="employee-search"]', 'Munteanu');
        await page.waitForSelector('[data-testid="employee-option"]');
        await page.screenshot({ path: `${shots}/add-member-${size}-${language}.png` });
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');
        await page.click('[data-testid="team-transfer"]');
        await page.waitForSelector('[data-testid="transfer-dialog"]');
        await page.keyboard.press('ArrowDown');
        await page.locator('[role="option"]', { hasText: 'Unitatea demo 2' }).click();
        await page.waitForSelector('[data-testid="transfer-dialog"] [role="alert"]');
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${shots}/transfer-${size}-${language}.png` });
        await page.keyboard.press('Escape');
        await page.goto(`${base}/medical-case/${medicalCaseId}?tab=recommendations`);
        await page.waitForSelector('[data-testid="recommendation"]');
        await page.click('[data-testid="recommendation-edit"]');
        await page.waitForSelector('[data-testid="recommendation-dialog"]');
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${shots}/recommendation-dialog-${size}-${language}.png` });
        await page.context().close();
      }
  });

  it('the owner transfers the case to the Central unit, naming its case owner; then it is theirs', async () => {
    const base = baseUrl();
    const owner = await reporterPage(browser, 'unitadmin@demo.local');
    await owner.goto(`${base}/medical-case/${medicalCaseId}?tab=team`);
    await owner.click('[data-testid="team-transfer"]');
    await owner.waitForSelector('[data-testid="transfer-dialog"]');
    await owner.keyboard.type(`Oncopediatrie ${stamp}`);
    await owner.locator('[role="option"]', { hasText: `Oncopediatrie ${stamp}` }).click();
    await owner.fill('[data-testid="employee-search"]', 'Munteanu');
    await owner.locator('[data-testid="employee-option"]', { hasText: 'Sorin Munteanu' }).click();
    await owner.click('[data-testid="transfer-save"]');
    // The former owner keeps nothing of a case moved to another unit, and is told so.
    await owner.waitForSelector('text=Nu mai aveți drepturi asupra cazului medical');
    await owner.waitForURL(`${base}/medical-case`);
    await owner.context().close();

    const page = await newPage(browser);
    await signIn(page, base, colleague.email, colleague.password);
    await page.waitForSelector('[data-testid="greeting"]');
    await page.goto(`${base}/medical-case/${medicalCaseId}?tab=team`);
    await page.waitForSelector('[data-testid="medical-team"]');
    assert.match(await page.textContent('[data-testid="team-owner"]'), /Sorin Munteanu/);
    assert.match(await page.textContent('[data-testid="medical-team"]'), /Oncopediatrie/);
    assert.equal(await page.locator('[data-testid="team-transfer"]').count(), 1);
    await page.context().close();
  });
});
