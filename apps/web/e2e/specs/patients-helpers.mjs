import assert from 'node:assert/strict';
import { apiSignIn } from '../support/api.mjs';
import { completeBody } from './lists-data.mjs';

const WEIGHTS = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];
/** A valid CNP of a child born on `yymmdd` in 20yy, with a serial that keeps runs apart. */
export function childCnp(sexDigit, yymmdd, serial) {
  const first12 = `${sexDigit}${yymmdd}40${String(serial % 1000).padStart(3, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * WEIGHTS[i];
  const check = sum % 11 === 10 ? 1 : sum % 11;
  return `${first12}${check}`;
}

/**
 * A completed new diagnosis (E112, a neuroblastoma) of `unit` for the child, saved by `email` through the
 * API: the unit then holds the child's record if nobody else does (a draft grants nothing; a second unit
 * waits for `confirmHolding`). Answers the patient id.
 */
export async function notifyChild(base, email, unit, { identifier, lastName, firstName }) {
  const { accessToken } = await apiSignIn(base, email);
  const body = completeBody(identifier, firstName, lastName, unit);
  const response = await fetch(`${base}/api/cancer-notification`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}`, LanguageId: '1', 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, patientDetails: { ...body.patientDetails, address: 'Str. Lungă 1' } }),
  });
  assert.equal(response.status, 200, await response.clone().text());
  return (await response.json()).patientDetails.patientId;
}

/**
 * A reviewer confirms the pending holding request of the child (issue 38): a unit's completed report of a
 * child other units hold grants it the record only once confirmed. Answers how many it confirmed.
 */
export async function confirmHolding(base, identifier) {
  const { accessToken } = await apiSignIn(base, 'reviewer@demo.local');
  const headers = {
    Authorization: `Bearer ${accessToken}`,
    LanguageId: '1',
    'Content-Type': 'application/json',
  };
  const pending = await fetch(`${base}/api/child-holding`, { headers });
  assert.equal(pending.status, 200, await pending.clone().text());
  const mine = (await pending.json()).items.filter((r) => r.identifier === identifier);
  for (const r of mine) {
    const decided = await fetch(`${base}/api/child-holding/${r.id}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ confirm: true }),
    });
    assert.equal(decided.status, 200, await decided.clone().text());
  }
  return mine.length;
}

export async function readPatient(base, email, id) {
  const { accessToken } = await apiSignIn(base, email);
  const response = await fetch(`${base}/api/patient/${id}`, {
    headers: { Authorization: `Bearer ${accessToken}`, LanguageId: '1' },
  });
  assert.equal(response.status, 200);
  return response.json();
}

/** Picks an option of an autocomplete by typing its start (the list filters as you type). */
export async function pickOption(page, name, typed, option = typed) {
  const input = page.locator(`input[name="${name}"]`);
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option, exact: false }).first().click();
}

/** The same by keyboard only: type, arrow down to the first match, Enter. */
export async function pickByKeyboard(page, name, typed) {
  const input = page.locator(`input[name="${name}"]`);
  await input.focus();
  await page.keyboard.type(typed);
  await page.getByRole('option', { name: typed, exact: false }).first().waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}
