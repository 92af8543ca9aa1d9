/**
 * Field dependencies as one entry point: the form calls `applyChange` when a field changes, the
 * server calls `normaliseNotification` before validating, so both hold the same consistent state.
 */

import type { CodedPairLookups } from './coded-pairs';
import { TRACKING_STATUS_DEAD } from './constants';
import {
  onBirthdateChanged,
  onClinicalStartDateChanged,
  onClinicalStartDateUnavailableChanged,
  onCountyChanged,
  onDeadChanged,
  onDeathDateChanged,
  onDeathDateUnavailableChanged,
  onDeathReasonChanged,
  onDiagnosticDateChanged,
  onForeignerChanged,
  onIdentifierChanged,
  onReportingReasonChanged,
  onTopographyChanged,
  onTrackingStatusChanged,
  onTumorLocationChanged,
  refreshIdentity,
} from './dependencies-patient';
import { clearTreatmentDependants, normaliseTreatments } from './dependencies-treatment';
import {
  associationFound,
  deriveImaging,
  type Iccc3Association,
  type ImagingSubcategoryInfo,
  onBehaviourChanged,
  onHistologicTypeChanged,
  onIccc3CategoryChanged,
  onIccc3PrimaryChanged,
  onImagingCategoriesChanged,
  onImagingSubcategoriesChanged,
  onMorphologyChanged,
  onTnmStageTypeChanged,
  onTorontoClassChanged,
  onTorontoLevel1Changed,
} from './dependencies-tumour';
import type { Notification } from './model';
import { setPath } from './paths';

/** What the dependencies need besides the notification; lookups come from the dictionaries. */
export type DependencyContext = {
  today: string;
  /** The case's previous record's last contact, for a follow-up (follow-up.ts). */
  previousContact?: { lastContactDate: string | null } | null;
  /** The ICC3 association of the current morphology/topography pair, when looked up. */
  association?: Iccc3Association | null;
  imagingSubcategories?: readonly ImagingSubcategoryInfo[];
  /** Gradings a histologic type/subtype allows. */
  gradingsOf?: (histologicTypeSubtypeId: number) => readonly number[];
  /** The county a city lies in. */
  countyOfCity?: (cityId: number) => number | null;
  /** The dictionaries' side of the coded pairs: with it the save refuses a pair the form could not make. */
  codedPairs?: CodedPairLookups;
};

const id = (v: unknown) => (typeof v === 'number' ? v : null);
const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const flag = (v: unknown) => v === true;
const ids = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);

type Handler = (n: Notification, value: unknown, ctx: DependencyContext) => Notification;

const handlers: Record<string, Handler> = {
  diagnosticReportingReasonId: (n, v) => onReportingReasonChanged(n, id(v)),
  'notificationOverview.reportingReasonId': (n, v) => onReportingReasonChanged(n, id(v)),
  'patientDetails.identifier': (n, v, c) => onIdentifierChanged(n, text(v), c.today),
  'patientDetails.isForeigner': (n, v, c) => onForeignerChanged(n, flag(v), c.today),
  'patientDetails.birthdate': (n, v, c) => onBirthdateChanged(n, text(v), c.today),
  'patientDetails.countyId': (n, v, c) => onCountyChanged(n, id(v), c.today),
  'notificationOverview.isPatientDead': (n, v, c) => onDeadChanged(n, flag(v), c.today),
  'notificationOverview.trackingStatusId': (n, v, c) => onTrackingStatusChanged(n, id(v), c.today),
  'notificationOverview.isDeathDateUnavailable': (n, v, c) =>
    onDeathDateUnavailableChanged(n, flag(v), c.today),
  'notificationOverview.deathDate': (n, v, c) => onDeathDateChanged(n, text(v), c.today),
  'notificationOverview.deathReasonTopoCodeId': (n, v) => onDeathReasonChanged(n, id(v)),
  'cancerDiagnostic.clinicalStartDate': (n, v) => onClinicalStartDateChanged(n, text(v)),
  'cancerDiagnostic.isClinicalStartDateUnavailable': (n, v) =>
    onClinicalStartDateUnavailableChanged(n, flag(v)),
  'cancerDiagnostic.diagnosticDate': (n, v, c) => onDiagnosticDateChanged(n, text(v), c.today),
  'cancerDiagnostic.tumorLocationId': (n, v) => onTumorLocationChanged(n, id(v)),
  'cancerDiagnostic.topologicCodeId': (n, v) => onTopographyChanged(n, id(v)),
  'cancerMorphology.behaviorId': (n, v) => onBehaviourChanged(n, id(v)),
  'cancerMorphology.morphologyCodeId': (n, v, c) => onMorphologyChanged(n, id(v), c.association ?? null),
  'cancerMorphology.icC3PrimaryId': (n, v) => onIccc3PrimaryChanged(n, id(v)),
  'cancerMorphology.icC3CategoryId': (n, v) => onIccc3CategoryChanged(n, id(v)),
  'cancerTorontoStadialization.diagnosticClassId': (n, v) => onTorontoClassChanged(n, id(v)),
  'cancerTorontoStadialization.torontoLevel1Id': (n, v) => onTorontoLevel1Changed(n, id(v)),
  'cancerTnmStadialization.stageTypeId': (n, v) => onTnmStageTypeChanged(n, id(v)),
  'cancerImagistics.categoryIds': (n, v, c) =>
    onImagingCategoriesChanged(n, ids(v), c.imagingSubcategories ?? null),
  'cancerImagistics.cancerNotificationImaginingSubcategoryIds': (n, v, c) =>
    onImagingSubcategoriesChanged(n, ids(v), c.imagingSubcategories ?? []),
  'tumorGrading.histologicTypeSubtypeId': (n, v, c) => {
    const subtype = id(v);
    return onHistologicTypeChanged(n, subtype, subtype !== null && c.gradingsOf ? c.gradingsOf(subtype) : []);
  },
};

/** Sets the field at `path` and applies what follows from it (spec 02 §4). */
export function applyChange(
  n: Notification,
  path: string,
  value: unknown,
  ctx: DependencyContext,
): Notification {
  const handler = handlers[path];
  if (handler) return handler(n, value, ctx);
  const next = setPath(n, path, value);
  const [section] = path.split('.');
  if (section === 'cancerTreatment' || section === 'subsequentCancerTreatment') {
    return { ...next, [section]: clearTreatmentDependants(next[section]) };
  }
  return next;
}

/** Death fields agree with each other: status 3 and the dead tick go together, a date beats "unavailable". */
function normaliseDeath(n: Notification, today: string): Notification {
  const o = n.notificationOverview;
  const dead = o.isPatientDead || o.trackingStatusId === TRACKING_STATUS_DEAD;
  if (!dead) return onDeadChanged(n, false, today);
  const overview = {
    ...o,
    isPatientDead: true,
    trackingStatusId: TRACKING_STATUS_DEAD,
    isDeathDateUnavailable: o.deathDate === null && o.isDeathDateUnavailable,
  };
  return { ...n, notificationOverview: overview };
}

const nullIfNot = <T>(keep: boolean, value: T | null) => (keep ? value : null);

/** Lower levels without their upper level are orphans of an earlier cascade: drop them. */
function normaliseCascades(n: Notification): Notification {
  const m = n.cancerMorphology;
  const t = n.cancerTorontoStadialization;
  const s = n.cancerTnmStadialization;
  const hasType = s.stageTypeId !== null;
  return {
    ...n,
    cancerMorphology: {
      ...m,
      icC3CategoryId: nullIfNot(m.icC3PrimaryId !== null, m.icC3CategoryId),
      icC3SubcategoryId: nullIfNot(
        m.icC3PrimaryId !== null && m.icC3CategoryId !== null,
        m.icC3SubcategoryId,
      ),
    },
    cancerTorontoStadialization: {
      ...t,
      torontoLevel1Id: nullIfNot(t.diagnosticClassId !== null, t.torontoLevel1Id),
      torontoLevel2Id: nullIfNot(
        t.diagnosticClassId !== null && t.torontoLevel1Id !== null,
        t.torontoLevel2Id,
      ),
    },
    cancerTnmStadialization: {
      stageTypeId: s.stageTypeId,
      stadializationTId: nullIfNot(hasType, s.stadializationTId),
      stadializationNId: nullIfNot(hasType, s.stadializationNId),
      stadializationMId: nullIfNot(hasType, s.stadializationMId),
      stadializationStageId: nullIfNot(hasType, s.stadializationStageId),
      stadializationSimplifiedStageTypeId: nullIfNot(hasType, s.stadializationSimplifiedStageTypeId),
    },
    tumorGrading: { ...n.tumorGrading, morphologyCodeId: m.morphologyCodeId },
    nonStagePrognosticFactor: { ...n.nonStagePrognosticFactor, morphologyCodeId: m.morphologyCodeId },
  };
}

/** Dependencies that need dictionary lookups, applied only when the caller has them. */
function normaliseWithLookups(n: Notification, ctx: DependencyContext): Notification {
  let next = n;
  const { association, imagingSubcategories, gradingsOf, countyOfCity } = ctx;
  if (associationFound(association)) {
    const { icC3PrimaryId, icC3CategoryId, icC3SubcategoryId } = association;
    next = {
      ...next,
      cancerMorphology: { ...next.cancerMorphology, icC3PrimaryId, icC3CategoryId, icC3SubcategoryId },
    };
  }
  if (imagingSubcategories)
    next = { ...next, cancerImagistics: deriveImaging(next.cancerImagistics, imagingSubcategories) };
  const { histologicTypeSubtypeId } = next.tumorGrading;
  if (gradingsOf && histologicTypeSubtypeId !== null) {
    next = onHistologicTypeChanged(next, histologicTypeSubtypeId, gradingsOf(histologicTypeSubtypeId));
  }
  const { countyId, cityId } = next.patientDetails;
  if (countyOfCity && cityId !== null && countyOfCity(cityId) !== countyId) {
    next = { ...next, patientDetails: { ...next.patientDetails, cityId: null } };
  }
  return next;
}

/**
 * The consistent state of a notification: what the form's dependencies would have produced. The
 * server runs it on every save body, so a hand-made request cannot store contradictions; on a
 * consistent notification it changes nothing but the derived values (ages, mirrors).
 */
export function normaliseNotification(n: Notification, ctx: DependencyContext): Notification {
  const reason = n.diagnosticReportingReasonId ?? n.notificationOverview.reportingReasonId;
  let next = onReportingReasonChanged(n, reason);
  next = normaliseDeath(next, ctx.today);
  const d = next.cancerDiagnostic;
  if (d.clinicalStartDate !== null) next = onClinicalStartDateChanged(next, d.clinicalStartDate);
  next = normaliseTreatments(normaliseCascades(next));
  return refreshIdentity(normaliseWithLookups(next, ctx), ctx.today);
}
