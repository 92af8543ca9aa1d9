/**
 * Basis of diagnosis against the rest of the record (issue 39 item 2; IARC/IACR and ENCR: a
 * death-certificate-only registration is a tumour the registry first learnt of from the death
 * certificate, with no other information, its incidence date the date of death). DCO (code 0) is
 * refused on a complete save for a child who is not dead, or whose record shows the diagnosis was
 * made in life: a histopathology examination, a treatment given, or a diagnosis dated before the
 * death (a survival above zero). The registry check runs the same rules on what is already stored,
 * from the same facts read as columns (`BasisFacts`), so both cannot drift apart.
 */
import { notificationMsg } from './codes';
import { BASIS_DCO_ID } from './constants';
import type { Notification } from './model';
import { hasText } from './model-fields';
import type { CancerTreatment } from './model-treatment';
import { type FieldErrors, isCompleted } from './rules';

/** The ticks of a treatment given (a refusal or an abandon is not one). */
export const GIVEN_TREATMENTS = [
  'hasSurgery',
  'hasChimio',
  'hasRadio',
  'hasHormonoTherapy',
  'hasImunotherapy',
  'hasOtherTreatments',
  'hasTransplant',
  'hasPaliativeTreatment',
] as const satisfies readonly (keyof CancerTreatment)[];

/** What the basis rules read of a record. */
export type BasisFacts = {
  registrationBaseId: number | null;
  isPatientDead: boolean;
  deathDate: string | null;
  diagnosticDate: string | null;
  /** A histopathology examination is recorded: a date, a result or an attached report. */
  hasHistology: boolean;
  /** The first treatment tick given, as `section.field`, or null. */
  treatmentGiven: string | null;
};

export type BasisFinding = { code: string; basisOf: string; fields: readonly string[] };

const BASIS = 'cancerDiagnostic.registrationBaseId';

export const basisFactsOf = (n: Notification): BasisFacts => {
  const h = n.cancerHistopathology;
  const sections = ['cancerTreatment', 'subsequentCancerTreatment'] as const;
  const given = sections.flatMap((s) => GIVEN_TREATMENTS.filter((f) => n[s][f]).map((f) => `${s}.${f}`));
  return {
    registrationBaseId: n.cancerDiagnostic.registrationBaseId,
    isPatientDead: n.notificationOverview.isPatientDead,
    deathDate: n.notificationOverview.deathDate,
    diagnosticDate: n.cancerDiagnostic.diagnosticDate,
    hasHistology:
      h.examinationDate !== null || hasText(h.histoResult) || h.histopathologyAttachments.length > 0,
    treatmentGiven: given[0] ?? null,
  };
};

/**
 * Each DCO rule a record breaks: its message code and the fields it names (the basis and the field
 * that contradicts it). Empty unless the basis is DCO.
 */
export function basisFindings(f: BasisFacts): BasisFinding[] {
  if (f.registrationBaseId !== BASIS_DCO_ID) return [];
  const found: BasisFinding[] = [];
  const add = (code: string, field: string) => found.push({ code, basisOf: BASIS, fields: [BASIS, field] });
  if (!f.isPatientDead) add(notificationMsg.dcoAlive, 'notificationOverview.isPatientDead');
  if (f.hasHistology) add(notificationMsg.dcoWithHistology, 'cancerHistopathology.histoResult');
  if (f.treatmentGiven) add(notificationMsg.dcoWithTreatment, f.treatmentGiven);
  // Survival above zero: the incidence date of a DCO registration is the date of death.
  if (f.isPatientDead && f.deathDate && f.diagnosticDate && f.diagnosticDate < f.deathDate)
    add(notificationMsg.dcoBeforeDeath, 'cancerDiagnostic.diagnosticDate');
  return found;
}

/** The DCO rules as field errors of a complete save (a draft may still be unfinished). */
export function validateBasis(n: Notification): FieldErrors {
  if (!isCompleted(n.status)) return {};
  const errors: FieldErrors = {};
  for (const finding of basisFindings(basisFactsOf(n)))
    for (const field of finding.fields) if (!(field in errors)) errors[field] = finding.code;
  return errors;
}
