/** Helpers of the interventions and calendar specs: a medical case to plan on, dates, form fields. */
import { api, apiToken, completeBody, freshCnp, saveNotification, todayIso } from './lists-data.mjs';

/** A case of unit 1 whose medical case the unit's case owner (unitadmin) has opened. */
export async function ownedMedicalCase(base, firstName, lastName) {
  const reporter = await apiToken(base, 'reporter@demo.local');
  const owner = await apiToken(base, 'unitadmin@demo.local');
  const saved = await saveNotification(base, reporter, completeBody(freshCnp(5), firstName, lastName));
  const { id } = await api(base, owner, 'POST', `/api/medical-case/from-case/${saved.caseId}`, {});
  const read = await api(base, owner, 'GET', `/api/medical-case/${id}`);
  return { id, owner, unit: read.reportingUnit, unitId: read.reportingUnitId };
}

export const addDays = (iso, days) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
export const ddmmyyyy = (iso) => iso.split('-').reverse().join('-');

/**
 * A day D such that D and D + 1 are both in the past or today and in the same Monday-first week
 * (the calendar's week view): yesterday, or last Saturday when today is a Monday.
 */
export function plannedDayInWeek() {
  const today = todayIso();
  const monday = new Date(`${today}T00:00:00Z`).getUTCDay() === 1;
  return addDays(today, monday ? -2 : -1);
}

/** Picks an option of an autocomplete field (units, counties, dictionary lists) by typing part of it. */
export async function pickOption(page, name, typed, text = typed) {
  const input = page.locator(`input[data-field="${name}"]`);
  await input.click();
  await input.fill(typed);
  await page.locator('li[role="option"]', { hasText: text }).first().click();
}

/** A select of an enumeration (MUI select): opens it and picks the option with this text. */
export async function pickEnum(page, name, text) {
  await page.locator(`input[data-field="${name}"]`).locator('xpath=..').locator('[role="combobox"]').click();
  await page.locator('li[role="option"]', { hasText: text }).first().click();
  await page.locator('li[role="option"]').first().waitFor({ state: 'detached' });
}

/** An HH:MM time in the app's own time field: its sections (hours, minutes) take the digits in order. */
export async function typeTime(page, name, hhmm) {
  await page.locator(`[data-time-field="${name}"] [role="spinbutton"]`).first().click();
  await page.keyboard.type(hhmm.replace(':', ''));
}

export const fill = (page, name, text) => page.locator(`[data-field="${name}"]`).fill(text);

/** Creates an intervention through the API (the calendar spec's own data). */
export async function planIntervention(base, token, body) {
  return api(base, token, 'POST', '/api/intervention', body);
}
