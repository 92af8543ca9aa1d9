/**
 * Every screen of the web router (apps/web/src/app/routes.tsx), with the account that reaches it and
 * the state worth checking open (issue 28 item 1). `ready` is what shows once the screen has loaded;
 * `open` puts it in the state checked; `close` puts back what would outlive it (a list's view); `only`
 * limits a state to one viewport (the phone's drawer).
 */
import { neuroblastomaBundle, registerClient, sendBundle } from './fhir-intake-helpers.mjs';
import { ownedMedicalCase, planIntervention, plannedDayInWeek } from './interventions-helpers.mjs';
import {
  api,
  apiToken,
  completeBody,
  draftBody,
  freshCnp,
  sameBirthCnp,
  saveNotification,
} from './lists-data.mjs';

/** The records the screens open, made through the API (the spec may run first, on the seed alone). */
export async function makeRecords(base) {
  const owner = await apiToken(base, 'unitadmin@demo.local');
  const complete = await saveNotification(base, owner, completeBody(freshCnp(5), 'Sorina', 'Accesibil'));
  const draft = await saveNotification(base, owner, draftBody(freshCnp(6), 'Tudora', 'Accesibil'));
  const mc = await ownedMedicalCase(base, 'Matei', 'Accesibil');
  const visit = await planIntervention(base, mc.owner, {
    medicalCaseId: mc.id,
    type: 9,
    plannedDate: plannedDayInWeek(),
    startTime: '10:00',
    unitId: mc.unitId,
    significant: true,
    detail: {},
  });
  // One child reported by two units under two CNPs of the same birth date: the check at entry puts
  // the pair in the reviewers' queue, whose pair page the gate opens.
  const first = freshCnp(6);
  await saveNotification(base, owner, completeBody(first, 'Dorina', 'Accesibilescu'));
  const second = sameBirthCnp(first);
  const unit2 = await apiToken(base, 'reporter2@demo.local');
  await saveNotification(base, unit2, completeBody(second, 'Dorina', 'Accesibilescu', 2));
  const reviewer = await apiToken(base, 'reviewer@demo.local');
  const queue = await api(base, reviewer, 'POST', '/api/duplicates/filter', { take: 100 });
  const pair = queue.items.find((p) => p.patientA.lastName === 'Accesibilescu');
  // A recommendation, so the Recommendations tab is checked with a row, not its empty state.
  const form = new FormData();
  form.set('hospitalName', 'Spitalul de Urgență pentru Copii');
  form.set('text', 'Control la 3 luni');
  const recommended = await fetch(`${base}/api/medical-case/${mc.id}/recommendations`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${mc.owner}`, LanguageId: '1' },
    body: form,
  });
  if (!recommended.ok) throw new Error(`recommendation: ${recommended.status} ${await recommended.text()}`);
  // A draft received from a hospital's system (issue 43): the form's received panel.
  const his = await registerClient(base, owner, 1, 'HIS Accesibil');
  const receivedId = await sendBundle(
    base,
    await his.token(),
    neuroblastomaBundle({ id: crypto.randomUUID(), cnp: freshCnp(5), given: 'Radu', family: 'Accesibil' }),
  );
  const admin = await apiToken(base, 'superadmin@demo.local');
  const employees = await api(base, admin, 'POST', '/api/employee/filter', {
    reportingUnitId: 1,
    take: 1,
  });
  return {
    notificationId: complete.id,
    patientId: complete.patientDetails.patientId,
    draftId: draft.id,
    receivedId,
    medicalCaseId: mc.id,
    interventionId: visit.id,
    employeeId: employees.items[0].id,
    pairId: pair?.id ?? 0,
  };
}

/** An `open` that clicks through `clicks` in order, then waits for `shown`. */
const opening = (clicks, shown) => async (page) => {
  for (const selector of clicks) await page.click(selector);
  await page.waitForSelector(shown);
};

const LIST = '[data-testid="list-row"], [data-testid="list-no-data"], [data-testid="list-card"]';

export function screensFor(r) {
  return {
    anonymous: [
      { name: 'login', path: '/login', ready: '[data-testid="login-form"]' },
      {
        name: 'login-errors',
        path: '/login',
        ready: '[data-testid="login-form"]',
        open: async (page) => {
          await page.press('input[name="password"]', 'Enter');
          await page.waitForSelector('[aria-invalid="true"]');
        },
      },
      {
        name: 'password-reset-request',
        path: '/login',
        ready: '[data-testid="login-form"]',
        open: opening(['[data-testid="login-form"] .MuiLink-button'], '[data-testid="reset-request-form"]'),
      },
      {
        name: 'password-reset-code',
        path: '/login',
        ready: '[data-testid="login-form"]',
        open: opening(
          [
            '[data-testid="login-form"] .MuiLink-button',
            '[data-testid="reset-request-form"] .MuiLink-button',
          ],
          '[data-testid="reset-code-form"]',
        ),
      },
      // The invitation's link: the form shows for any token (the server checks it on submit).
      { name: 'invitation', path: '/login?token=axe-check', ready: '[data-testid="confirm-form"]' },
      { name: 'accessibility', path: '/accessibility', ready: '[data-testid="accessibility-statement"]' },
      { name: 'page-not-found', path: '/page-not-found', ready: 'h1' },
      { name: 'invalid-request', path: '/invalid-request', ready: 'h1' },
      { name: 'access-denied', path: '/access-denied', ready: 'h1' },
      { name: 'document-view', path: '/document/view/1', ready: '[data-testid="viewer-page"]' },
    ],
    'superadmin@demo.local': [
      { name: 'dashboard', path: '/', ready: '[data-menu-entry]' },
      {
        name: 'menu-drawer',
        path: '/',
        ready: '[data-testid="menu-toggle"]',
        only: 'phone',
        open: opening(['[data-testid="menu-toggle"]'], '.MuiDrawer-modal [data-menu-entry]'),
      },
      {
        name: 'profile-menu',
        path: '/',
        ready: '[data-testid="profile-menu"]',
        open: opening(['[data-testid="profile-menu"]'], '[data-testid="sign-out"]'),
      },
      {
        name: 'profile-dialog',
        path: '/',
        ready: '[data-testid="profile-menu"]',
        open: opening(
          ['[data-testid="profile-menu"]', '[role="menuitem"]:not([data-testid="sign-out"])'],
          '[data-testid="profile-dialog"] input[name="firstName"]',
        ),
      },
      { name: 'units', path: '/reporting-unit', ready: LIST },
      {
        name: 'units-filters',
        path: '/reporting-unit',
        ready: LIST,
        open: opening(['[data-testid="open-filters"]'], '[data-testid="filter-drawer"]'),
      },
      {
        name: 'units-add-dialog',
        path: '/reporting-unit',
        ready: LIST,
        open: opening(['[data-testid="list-add"]'], '[role="dialog"]'),
      },
      { name: 'employees', path: '/reporting-unit/1/employee', ready: LIST },
      {
        name: 'employee-edit',
        path: `/reporting-unit/1/employee/${r.employeeId}`,
        ready: '[data-testid="employee-edit"]',
      },
      { name: 'users', path: '/users', ready: LIST },
      { name: 'user-edit', path: '/users/user/2', ready: '[data-testid="user-edit"]' },
      { name: 'documents', path: '/documents', ready: LIST },
      { name: 'notifications', path: '/cancer-notification', ready: LIST },
      {
        name: 'notifications-import-dialog',
        path: '/cancer-notification',
        ready: LIST,
        open: opening(
          ['[data-testid="import-open-notifications"]'],
          '[data-testid="import-dialog-notifications"]',
        ),
      },
      { name: 'patients', path: '/patient', ready: LIST },
      { name: 'patient-edit', path: `/patient/${r.patientId}`, ready: '[data-testid="patient-edit"]' },
      { name: 'audit-trail', path: '/audit-trail', ready: LIST },
      { name: 'registry-check', path: '/registry-check', ready: '[data-testid="registry-check"]' },
      { name: 'reports-incidence', path: '/reports', ready: '[data-testid="table-incidence"]' },
      { name: 'reports-quality', path: '/reports?tab=quality', ready: '[data-testid="table-quality"]' },
      { name: 'reports-survival', path: '/reports?tab=survival', ready: '[data-testid="table-survival"]' },
      {
        // The e-mail action is on the units' cards; `close` puts the table view back for the next pass.
        name: 'email-dialog',
        path: '/reporting-unit',
        ready: LIST,
        open: opening(
          ['[data-testid="view-grid"]', '[data-testid="list-card"] [data-action="email"]'],
          '[data-testid="email-dialog"]',
        ),
        close: (page) => page.click('[data-testid="view-table"]'),
      },
    ],
    'reviewer@demo.local': [
      { name: 'cases', path: '/cancer-cases', ready: LIST },
      {
        name: 'cases-export-dialog',
        path: '/cancer-cases',
        ready: LIST,
        open: opening(['[data-testid="cases-export"]'], '[role="dialog"] [data-testid="export-start"]'),
      },
      { name: 'audit', path: '/cancer-audit', ready: '[data-testid="audit-summary"]' },
      { name: 'duplicates', path: '/duplicates', ready: LIST },
      { name: 'duplicate-pair', path: `/duplicates/${r.pairId}`, ready: '[data-testid="pair-reasons"]' },
      { name: 'merges', path: '/duplicates/merges', ready: LIST },
    ],
    'executive@demo.local': [{ name: 'dashboard-executive', path: '/', ready: '[data-menu-entry]' }],
    'unitadmin@demo.local': [
      {
        name: 'notification-edit',
        path: `/cancer-notification/${r.notificationId}`,
        ready: '[data-testid="notification-form"]',
      },
      {
        name: 'notification-errors',
        path: `/cancer-notification/${r.draftId}`,
        ready: '[data-testid="notification-form"]',
        open: opening(['[data-testid="save-complete"]'], '[data-panel][data-invalid="true"]'),
      },
      // The received panel open on its table, with the raw bundle shown.
      {
        name: 'notification-received',
        path: `/cancer-notification/${r.receivedId}`,
        ready: '[data-testid="fhir-intake-rows"]',
        open: opening(['[data-testid="fhir-intake-bundle-toggle"]'], '[data-testid="fhir-intake-bundle"]'),
      },
      { name: 'medical-cases', path: '/medical-case', ready: LIST },
      {
        name: 'medical-case',
        path: `/medical-case/${r.medicalCaseId}`,
        ready: '[data-testid="medical-case-page"]',
      },
      {
        name: 'medical-team',
        path: `/medical-case/${r.medicalCaseId}`,
        ready: '[data-testid="medical-case-page"]',
        open: opening(['[data-tab="team"]'], '[data-testid="medical-team"]'),
      },
      // Every other tab, each with its data: the history's versions, the planned visit on the
      // timeline (the card whose name once hid its unit), the recommendation made above.
      {
        name: 'medical-case-history',
        path: `/medical-case/${r.medicalCaseId}?tab=history`,
        ready: '[data-testid="medical-case-page"] [role="tabpanel"]',
      },
      {
        name: 'medical-case-timeline',
        path: `/medical-case/${r.medicalCaseId}?tab=timeline`,
        ready: '[data-testid="timeline-item"]',
      },
      {
        name: 'medical-case-recommendations',
        path: `/medical-case/${r.medicalCaseId}?tab=recommendations`,
        ready: '[data-testid="medical-case-page"] [role="tabpanel"]',
      },
      {
        name: 'intervention-new',
        path: `/medical-case/${r.medicalCaseId}/lab-test/new`,
        ready: '[data-testid="intervention-page"]',
      },
      {
        name: 'intervention',
        path: `/medical-case/${r.medicalCaseId}/clinic-visit/${r.interventionId}`,
        ready: '[data-testid="intervention-page"]',
      },
      { name: 'calendar', path: '/calendar', ready: '[data-testid="calendar-page"] .fc' },
    ],
  };
}
