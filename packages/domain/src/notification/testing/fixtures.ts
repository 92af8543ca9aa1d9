/** Test notifications: a complete one that passes every rule, changed per case through overrides. */
import { normaliseNotification } from '../dependencies';
import { emptyNotification, type Notification } from '../model';
import type { CancerTreatment } from '../model-treatment';

export const TODAY = '2025-06-15';
/** A boy born 2015-01-01 (valid check digit). */
export const BOY_CNP = '5150101400011';
/** A girl born 2015-05-24. */
export const GIRL_CNP = '6150524400023';

type Overrides = {
  [K in keyof Notification]?: Notification[K] extends readonly unknown[] | null
    ? Notification[K]
    : Notification[K] extends object
      ? Partial<Notification[K]>
      : Notification[K];
};

/** Applies overrides section by section, keeping the fields they do not name. */
export function withOverrides(base: Notification, overrides: Overrides = {}): Notification {
  const next: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = next[key];
    const merge = typeof current === 'object' && current !== null && !Array.isArray(current);
    next[key] = merge ? { ...current, ...(value as object) } : value;
  }
  return next as Notification;
}

export const primaryTreatment: Partial<CancerTreatment> = {
  hasChimio: true,
  chimioDate: '2024-03-20',
  therapeuticAgentsIds: [11],
  therapeuticProtocolId: 3,
  transplantRecommendation: false,
  systemicTherapyRoleId: 1,
};

/** A completed E112 notification with every required field filled and every date in order. */
export function completeNotification(overrides: Overrides = {}): Notification {
  const base = emptyNotification({
    id: 0,
    status: 2,
    diagnosticReportingReasonId: 1,
    patientDetails: { identifier: BOY_CNP, firstName: 'Ion', lastName: 'Popescu', countyId: 1, cityId: 2 },
    notificationOverview: { reportingUnitId: 5, lastContactDate: '2025-06-01', lastDoctor: 'Dr. Pop' },
    cancerDiagnostic: {
      diagnosticDate: '2024-03-10',
      clinicalStartDate: '2024-02-01',
      diagnosticExplanationId: 1,
      registrationBaseId: 7,
      tumorLocationId: 3,
      topologicCodeId: 100,
    },
    cancerMorphology: { behaviorId: 4, morphologyCodeId: 200 },
    cancerTreatment: primaryTreatment,
  });
  return withOverrides(normaliseNotification(base, { today: TODAY }), overrides);
}

/** The same notification as a draft. */
export const draftNotification = (overrides: Overrides = {}) =>
  completeNotification({ status: 1, ...overrides });
