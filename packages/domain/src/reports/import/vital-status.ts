/**
 * The vital-status import (spec 02 §7 `api/cancer-case-status-import/`): a reviewer's file of
 * follow-up facts — who, alive or dead, when and of what they died, when they were last seen — as
 * of one status date. Each matching case gets a new completed notification copied from its current
 * record with only these fields changed, so case evolution shows exactly what the import changed.
 */
import { DeathReasonTopographyId, ReportingReason, TRACKING_STATUS_DEAD } from '../../notification/constants';
import type { Notification, NotificationInput } from '../../notification/model';
import { type CellValue, cellText, readDate } from './cells';
import { importMsg } from './messages';
import type { CodeResolver } from './notification-row';

export type VitalStatusColumn = { key: string; ro: string; en: string; helpRo: string; helpEn: string };

export const VITAL_STATUS_COLUMNS: readonly VitalStatusColumn[] = [
  {
    key: 'identifier',
    ro: 'CNP / identificator',
    en: 'CNP / identifier',
    helpRo: 'CNP-ul sau identificatorul de străin al pacientului',
    helpEn: "The patient's CNP or foreign identifier",
  },
  {
    key: 'morphology',
    ro: 'Morfologie (ICD-O-3)',
    en: 'Morphology (ICD-O-3)',
    helpRo: 'Doar când pacientul are mai multe cazuri: codul de morfologie al cazului (ex. 9500/3)',
    helpEn: 'Only when the patient has several cases: the case’s morphology code (e.g. 9500/3)',
  },
  {
    key: 'vitalStatus',
    ro: 'Status vital',
    en: 'Vital status',
    helpRo: '1 în viață fără boală, 2 în viață cu boală, 3 decedat, 4 necunoscut',
    helpEn: '1 alive disease-free, 2 alive with disease, 3 dead, 4 unknown',
  },
  {
    key: 'deathDate',
    ro: 'Data decesului',
    en: 'Date of death',
    helpRo: 'Pentru status 3: ZZ.LL.AAAA; goală = dată indisponibilă',
    helpEn: 'For status 3: DD.MM.YYYY; empty = date unavailable',
  },
  {
    key: 'deathReason',
    ro: 'Cauza decesului (topografie)',
    en: 'Cause of death (topography)',
    helpRo:
      'Pentru status 3: cod ICD-O-3 de topografie (ex. C71.9), 999999 altă cauză, 999998 cauză indisponibilă',
    helpEn:
      'For status 3: ICD-O-3 topography code (e.g. C71.9), 999999 other cause, 999998 cause unavailable',
  },
  {
    key: 'deathReason2',
    ro: 'Altă cauză a decesului',
    en: 'Other cause of death',
    helpRo: 'Text, obligatoriu pentru 999999',
    helpEn: 'Text, required with 999999',
  },
  {
    key: 'lastContactDate',
    ro: 'Data ultimului contact',
    en: 'Date of last contact',
    helpRo: 'ZZ.LL.AAAA, cel târziu data statusului',
    helpEn: 'DD.MM.YYYY, at the latest the status date',
  },
];

export type VitalStatusChange = {
  identifier: string;
  morphologyCode: string | null;
  trackingStatusId: number;
  deathDate: string | null;
  deathReasonTopoCodeId: number | null;
  deathReason2: string | null;
  lastContactDate: string;
};

/**
 * What a row names whether or not its other cells read: enough to find its case and check the death
 * against the diagnosis, so a row's errors all come in one pass (issue 23) — an unknown CNP is not
 * hidden behind a wrong date until the file is uploaded again.
 */
export type VitalStatusRowCase = Pick<VitalStatusChange, 'identifier' | 'morphologyCode' | 'deathDate'>;

export type VitalStatusReading =
  | { ok: true; change: VitalStatusChange; errors?: undefined; names: VitalStatusRowCase }
  | { ok: false; errors: Record<string, string>; names: VitalStatusRowCase };

const required = 'validation.required';
const invalid = 'validation.invalid';

/** A row's own rules: what it says must read and hold together, whatever case it finds. */
export function readVitalStatusRow(
  cellOf: (key: string) => CellValue,
  resolve: CodeResolver,
  statusDate: string,
): VitalStatusReading {
  const errors: Record<string, string> = {};
  const identifier = cellText(cellOf('identifier'));
  if (!identifier) errors.identifier = required;
  const statusText = cellText(cellOf('vitalStatus'));
  const trackingStatusId = statusText ? resolve('trackingStatus', statusText) : undefined;
  if (!statusText) errors.vitalStatus = required;
  else if (trackingStatusId === undefined) errors.vitalStatus = importMsg.unknownCode;
  const dead = trackingStatusId === TRACKING_STATUS_DEAD;

  const death = readDate(cellOf('deathDate'));
  if (death.error) errors.deathDate = death.error;
  const reasonText = cellText(cellOf('deathReason'));
  const deathReasonTopoCodeId = reasonText ? resolve('deathReason', reasonText) : undefined;
  if (reasonText && deathReasonTopoCodeId === undefined) errors.deathReason = importMsg.unknownCode;
  const deathReason2 = cellText(cellOf('deathReason2')) || null;
  if (dead) {
    if (!reasonText) errors.deathReason = required;
    if (deathReasonTopoCodeId === DeathReasonTopographyId.Other && !deathReason2)
      errors.deathReason2 = required;
    if (death.value && death.value > statusDate) errors.deathDate = importMsg.deathAfterStatusDate;
  } else if (trackingStatusId !== undefined) {
    // A living patient with a date or cause of death is a contradiction, not something to guess at.
    if (death.value) errors.deathDate = invalid;
    if (reasonText) errors.deathReason ??= invalid;
  }

  const contact = readDate(cellOf('lastContactDate'));
  if (contact.error) errors.lastContactDate = contact.error;
  else if (!contact.value) errors.lastContactDate = required;
  else if (contact.value > statusDate) errors.lastContactDate = importMsg.contactAfterStatusDate;

  const names: VitalStatusRowCase = {
    identifier,
    morphologyCode: cellText(cellOf('morphology')) || null,
    deathDate: death.value ?? null,
  };
  if (Object.keys(errors).length) return { ok: false, errors, names };
  return {
    ok: true,
    names,
    change: {
      identifier,
      morphologyCode: names.morphologyCode,
      trackingStatusId: trackingStatusId!,
      deathDate: dead ? (death.value ?? null) : null,
      deathReasonTopoCodeId: dead ? deathReasonTopoCodeId! : null,
      deathReason2: dead && deathReasonTopoCodeId === DeathReasonTopographyId.Other ? deathReason2 : null,
      lastContactDate: contact.value!,
    },
  };
}

/** The rules that need the case: the death may not come before the diagnosis. */
export function vitalStatusCaseErrors(
  change: Pick<VitalStatusChange, 'deathDate'>,
  diagnosticDate: string | null,
) {
  const errors: Record<string, string> = {};
  if (change.deathDate && diagnosticDate && change.deathDate < diagnosticDate)
    errors.deathDate = importMsg.deathBeforeDiagnosis;
  return errors;
}

/**
 * The follow-up notification: the case's current record with the vital-status fields changed. A
 * death is reported with reason 8 (the rules accept no other for a dead patient); anything else
 * with reason 2, "other resources", the reason the spec keeps always available.
 */
export function followUpNotification(
  current: Notification,
  change: VitalStatusChange,
  statusDate: string,
): NotificationInput {
  const dead = change.trackingStatusId === TRACKING_STATUS_DEAD;
  const reason = dead ? ReportingReason.Death : ReportingReason.OtherResources;
  return {
    ...current,
    id: 0,
    status: 2,
    isCancerCase: false,
    diagnosticReportingReasonId: reason,
    previousNotificationId: current.id,
    referenceCancerNotification: current.id,
    attachments: [],
    cancerHistopathology: { ...current.cancerHistopathology, histopathologyAttachments: [] },
    cancerImagistics: { ...current.cancerImagistics, imagisticsAttachments: [] },
    cancerEpicrisis: { epicrisisAttachments: [] },
    notificationOverview: {
      ...current.notificationOverview,
      reportingReasonId: reason,
      trackingStatusId: change.trackingStatusId,
      isPatientDead: dead,
      deathDate: change.deathDate,
      isDeathDateUnavailable: dead && !change.deathDate,
      deathReasonTopoCodeId: change.deathReasonTopoCodeId,
      deathReason2: change.deathReason2,
      lastContactDate: change.lastContactDate,
      vitalStatusUpdateDate: statusDate,
    },
  };
}

/** A yyyy-mm-dd that names a day of the calendar (2024-02-29, not 2024-02-30 or 2023-02-29). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const day = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === date;
}

/** Spec 02 §5/§9: the status date is a real day between 1990-01-01 and today (Europe/Bucharest). */
export function isStatusDateInRange(date: string, today: string): boolean {
  return isCalendarDate(date) && date >= '1990-01-01' && date <= today;
}
