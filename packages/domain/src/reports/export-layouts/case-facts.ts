/** Facts the data-call layouts derive from the current record: vital status, its date, survival. */
import { ListId } from '../../dictionaries/list-ids';
import { TRACKING_STATUS_ALIVE } from '../../notification/constants';
import type { Notification } from '../../notification/model';
import type { CancerTreatment } from '../../notification/model-treatment';
import {
  type Cell,
  type ChildFollowUp,
  type Coding,
  type ExportCase,
  type ExportDictionaries,
  exportDay,
} from '../export-layout';
import { treatmentAnswer } from '../standards/codes';

export type VitalStatus = ChildFollowUp['vitalStatus'];

/**
 * The child's follow-up (issue 39): vital status, last known date, death date and cause of death are
 * the child's, whichever of her tumours they were reported on. The API reads them per row from the
 * child's facts the database keeps (migration 0053; `childFollowUpSource` in export-sources.ts), the
 * one place they are computed. A row built without the database (the layouts' unit tests: one record,
 * one child) falls back to its own record by the same rule.
 */
export function followUpOf(r: ExportCase, dictionaries: ExportDictionaries): ChildFollowUp {
  return r.followUp ?? recordFollowUp(r, dictionaries);
}

/**
 * One record's own follow-up, the rule migration 0053's report_record_dead and 0033's
 * report_known_alive apply to each of the child's records: dead when the record says so (patient dead,
 * a death date, or tracking status dead); alive when a day known alive is recorded; unknown otherwise.
 */
function recordFollowUp(r: ExportCase, dictionaries: ExportDictionaries): ChildFollowUp {
  const o = r.data.notificationOverview;
  const trackingCode =
    o?.trackingStatusId == null
      ? undefined
      : dictionaries.entry(ListId.trackingStatus, o.trackingStatusId)?.code;
  const dead = Boolean(o?.isPatientDead || o?.deathDate || trackingCode === 'dead');
  const alive = knownAliveDate(o);
  return {
    vitalStatus: dead ? 'dead' : alive ? 'alive' : 'unknown',
    lastKnownDate: dead ? (o?.deathDate ?? null) : alive,
    deathDate: dead ? (o?.deathDate ?? null) : null,
    deathReasonTopoCodeId: dead ? (o?.deathReasonTopoCodeId ?? null) : null,
    deathTumour: null,
  };
}

export const vitalStatusOf = (r: ExportCase, d: ExportDictionaries): VitalStatus =>
  followUpOf(r, d).vitalStatus;

/** The date the vital status was last known: the child's death, else the last day she was known alive. */
export const lastKnownDate = (r: ExportCase, d: ExportDictionaries): string | null =>
  followUpOf(r, d).lastKnownDate;

/**
 * The last day the child was known alive (CONCORD and SEER practice): the last contact, or the
 * vital-status update when the status it set says alive — an update to "unknown" (tracking status 4)
 * is not news of the child and never moves the date. Migration 0033 fills report_case_facts'
 * last_alive_date by the same rule.
 */
export function knownAliveDate(
  o:
    | Pick<
        Notification['notificationOverview'],
        'lastContactDate' | 'vitalStatusUpdateDate' | 'trackingStatusId'
      >
    | undefined,
): string | null {
  const update =
    o?.trackingStatusId != null && TRACKING_STATUS_ALIVE.includes(o.trackingStatusId)
      ? o.vitalStatusUpdateDate
      : null;
  const dates = [update, o?.lastContactDate].filter((d): d is string => Boolean(d));
  return dates.sort().at(-1) ?? null;
}

/** Completed years at incidence: the stated age, else from birth to incidence (age at the last birthday). */
export function ageAtIncidence(r: ExportCase): number | null {
  const stated = r.data.cancerDiagnostic?.ageAtDiagnostic;
  if (typeof stated === 'number') return stated;
  const birth = exportDay(r.birthdate);
  const incidence = exportDay(r.data.cancerDiagnostic?.diagnosticDate);
  if (!birth || !incidence || incidence < birth) return null;
  const years = Number(incidence.slice(0, 4)) - Number(birth.slice(0, 4));
  return incidence.slice(5) < birth.slice(5) ? years - 1 : years;
}

export function daysBetween(from: string | null | undefined, to: string | null | undefined): number | null {
  if (!from || !to) return null;
  const ms = Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`);
  return Number.isFinite(ms) ? Math.round(ms / 86_400_000) : null;
}

/** Treatment flag as the anonymised export codes it: 1 given, 0 not given, 9 unknown (the panel's "unknown" tick or no panel). */
export function treatmentFlag(t: CancerTreatment | undefined, flag: keyof CancerTreatment): Cell {
  return { yes: 1, no: 0, unknown: 9 }[treatmentAnswer(t, flag)];
}

/** Codings derived from the ICD-O-3 codes of the reference tables. */
export const icdo = {
  /** C71.9 → C719 (ENCR/IARC write the subsite without the dot). */
  site: { kind: 'fromCode', source: 'topography', derive: (c) => c.replace('.', '') } as Coding,
  /** 9500/3 → 9500 */
  histology: { kind: 'fromCode', source: 'morphology', derive: (c) => Number(c.slice(0, 4)) } as Coding,
  /** 9500/3 → 3 */
  behaviour: { kind: 'fromCode', source: 'morphology', derive: (c) => Number(c.slice(5, 6)) } as Coding,
  /** Our grade and basis codes are the ICD-O-3 / IARC digits already. */
  grade: { kind: 'fromCode', source: ListId.grade, derive: (c) => Number(c) } as Coding,
  basis: { kind: 'fromCode', source: ListId.basisOfDiagnosis, derive: (c) => Number(c) } as Coding,
  /** Sex: 1 male, 2 female; 9 unknown (the dictionary's M and F). */
  sex: { kind: 'recode', source: ListId.gender, map: { M: 1, F: 2 }, missing: 9 } as Coding,
};
