import { type MedicalCaseDetails, medicalCaseSections } from '@registry/domain/clinical/medical-case-model';
import { asNotification, type MedicalCaseFacts } from '@registry/domain/clinical/medical-case-rules';
import type { Notification } from '@registry/domain/notification/model';

/**
 * The details form holds a notification (so the notification's panels, dependencies and rules work
 * on it unchanged) plus the medical case's own sections beside it.
 */
export type MedicalCaseFormValues = Notification &
  Pick<MedicalCaseDetails, 'clinicalDiagnosis' | 'care' | 'death'>;

export function formValuesOf(details: MedicalCaseDetails, facts: MedicalCaseFacts): MedicalCaseFormValues {
  return {
    ...asNotification(details, facts),
    clinicalDiagnosis: details.clinicalDiagnosis,
    care: details.care,
    death: details.death,
  };
}

/** The details a save sends: the medical case's sections of the form, nothing of the notification's rest. */
export function detailsOf(values: MedicalCaseFormValues): MedicalCaseDetails {
  return Object.fromEntries(
    medicalCaseSections.map((section) => [section, structuredClone(values[section])]),
  ) as MedicalCaseDetails;
}

/** The panel a field path belongs to: its section (the panels are named after the sections). */
export const panelOfPath = (path: string) => path.split('.')[0];
