/**
 * Notifications made through the real API for the list, case and audit specs (payloads as in
 * apps/api/test/notification-fixtures.ts, with the starter dictionaries' real ids). Each run uses
 * fresh national ids, so the specs do not depend on what other specs saved before them.
 */
import { apiSignIn } from '../support/api.mjs';

const ids = {
  cluj: { countyId: 127, cityId: 54975 },
  topographyAdrenal: 1749, // C74.9
  neuroblastoma: 95003, // 9500/3
  behaviourMalignant: 4,
  basisHistologyPrimary: 8,
};
export const NEUROBLASTOMA = ids.neuroblastoma;

/** A valid CNP of a child born on 2015-MM-DD (county 40, a random serial), with its check digit. */
export function freshCnp(sex = 5) {
  const serial = String(Math.floor(Math.random() * 900) + 100);
  const month = String(Math.floor(Math.random() * 12) + 1).padStart(2, '0');
  const day = String(Math.floor(Math.random() * 28) + 1).padStart(2, '0');
  const body = `${sex}15${month}${day}40${serial}`;
  const sum = [...'279146358279'].reduce((acc, w, i) => acc + Number(w) * Number(body[i]), 0);
  const check = sum % 11 === 10 ? 1 : sum % 11;
  return `${body}${check}`;
}

/**
 * Another valid CNP of the same sex and birth date (another serial number, its own check digit): the
 * second record of a pair the check at entry queues (as possible twins). Two valid CNPs of other birth
 * dates are two people's codes and are not proposed (docs/duplicates.md, other-valid-cnp).
 */
export function sameBirthCnp(cnp) {
  const serial = String(((Number(cnp.slice(9, 12)) - 100 + 7) % 900) + 100);
  const body = `${cnp.slice(0, 9)}${serial}`;
  const sum = [...'279146358279'].reduce((acc, w, i) => acc + Number(w) * Number(body[i]), 0);
  return `${body}${sum % 11 === 10 ? 1 : sum % 11}`;
}

export async function apiToken(base, email) {
  return (await apiSignIn(base, email)).accessToken;
}

export async function api(base, token, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, LanguageId: '1', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

export function draftBody(identifier, firstName, lastName, unitId = 1) {
  return {
    id: 0,
    version: 0,
    status: 1,
    diagnosticReportingReasonId: 1,
    patientDetails: { identifier, firstName, lastName, ...ids.cluj },
    notificationOverview: { reportingUnitId: unitId },
  };
}

/** A completed new diagnosis (E112) of a neuroblastoma of the adrenal gland. */
export function completeBody(identifier, firstName, lastName, unitId = 1) {
  return {
    ...draftBody(identifier, firstName, lastName, unitId),
    status: 2,
    notificationOverview: { reportingUnitId: unitId, lastContactDate: '2025-06-01', lastDoctor: 'Dr. Pop' },
    cancerDiagnostic: {
      diagnosticDate: '2024-03-10',
      clinicalStartDate: '2024-02-01',
      diagnosticExplanationId: 1,
      registrationBaseId: ids.basisHistologyPrimary,
      tumorLocationId: 15, // endocrine glands, where C74.9 belongs
      topologicCodeId: ids.topographyAdrenal,
    },
    cancerMorphology: { behaviorId: ids.behaviourMalignant, morphologyCodeId: ids.neuroblastoma },
    cancerTreatment: {
      hasChimio: true,
      chimioDate: '2024-03-20',
      therapeuticAgentsIds: [11],
      therapeuticProtocolId: 3,
      transplantRecommendation: false,
      systemicTherapyRoleId: 1,
    },
  };
}

export const saveNotification = (base, token, body) =>
  api(base, token, 'POST', '/api/cancer-notification/', body);

/** The death of a known patient reported (reason 8): a second version of the case. */
export async function reportDeath(base, token, identifier) {
  const prefill = await api(
    base,
    token,
    'GET',
    `/api/cancer-notification/${identifier}/${ids.neuroblastoma}`,
  );
  return saveNotification(base, token, {
    ...prefill,
    status: 2,
    diagnosticReportingReasonId: 8,
    notificationOverview: {
      ...prefill.notificationOverview,
      isPatientDead: true,
      trackingStatusId: 3,
      deathDate: '2025-07-01',
      deathReasonTopoCodeId: 999998,
      // After the case's previous contact (2025-06-01): a follow-up reports a new one.
      lastContactDate: '2025-07-01',
      lastDoctor: 'Dr. Pop',
    },
  });
}

export const todayIso = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
