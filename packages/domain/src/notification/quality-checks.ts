/**
 * Data quality on save (issue 16): the IARC/IACR consistency checks of the coding engine, run on the
 * notification's edit model. The notification holds dictionary ids, so the caller passes `codeOf`
 * (the form reads it from its loaded lists, the server from the dictionaries). The same function
 * runs in the browser as the user types and on the server at every save; the server's answer decides.
 */
import { z } from 'zod';
import { type Morphology, parseMorphology } from '../coding/codes';
import { runConsistencyChecks } from '../coding/consistency-checks';
import type {
  CheckSeverity,
  ConsistencyCheckInput,
  ConsistencyCheckName,
  ConsistencyCheckResult,
  Sex,
} from '../coding/consistency-checks-types';
import type { SiteHistologyValidity } from '../coding/site-histology-validity';
import type { Notification } from './model';
import { isCompleted } from './rules';

/** The lists whose codes the checks read. */
export type QualityCodeList =
  | 'topography'
  | 'morphology'
  | 'gender'
  | 'behaviour'
  | 'grade'
  | 'basisOfDiagnosis';
export type QualityContext = {
  /** "Today" in Europe/Bucharest, ISO. */
  today: string;
  /** The code of a dictionary entry ('C64.9', '8960/3', 'F', '3' …), null when unknown. */
  codeOf: (list: QualityCodeList, id: number) => string | null;
  siteHistologyValidity?: SiteHistologyValidity;
  /**
   * The parsed morphology of a dictionary id, when the caller keeps them parsed (the whole-registry
   * check parses each code once per run instead of once per record); otherwise parsed from `codeOf`.
   */
  morphologyOf?: (id: number) => Morphology | null;
};

const P = {
  birthdate: 'patientDetails.birthdate',
  gender: 'patientDetails.genderId',
  diagnosticDate: 'cancerDiagnostic.diagnosticDate',
  topography: 'cancerDiagnostic.topologicCodeId',
  basis: 'cancerDiagnostic.registrationBaseId',
  morphology: 'cancerMorphology.morphologyCodeId',
  behaviour: 'cancerMorphology.behaviorId',
  grade: 'cancerMorphology.degreeId',
  lastContact: 'notificationOverview.lastContactDate',
} as const;

/** The fields each check reads: where the form shows it, and what a confirmation is bound to. */
export const QUALITY_CHECK_FIELDS: Record<ConsistencyCheckName, readonly string[]> = {
  'age-incidence-birth-date': [P.birthdate, P.diagnosticDate],
  'age-morphology': [P.birthdate, P.diagnosticDate, P.morphology],
  'age-topography': [P.birthdate, P.diagnosticDate, P.topography],
  'age-topography-morphology': [P.birthdate, P.diagnosticDate, P.topography, P.morphology],
  'basis-morphology': [P.basis, P.morphology, P.topography],
  'grade-behaviour-morphology': [P.grade, P.behaviour, P.morphology],
  'sex-topography': [P.gender, P.topography],
  'sex-morphology': [P.gender, P.morphology],
  'topography-behaviour': [P.topography, P.behaviour],
  'topography-morphology': [P.topography, P.morphology],
  'date-of-last-contact': [P.lastContact, P.diagnosticDate],
};

export const qualityCheckIds = Object.keys(QUALITY_CHECK_FIELDS) as ConsistencyCheckName[];
export const qualityCheckId = z.enum(qualityCheckIds as [ConsistencyCheckName, ...ConsistencyCheckName[]]);

export const qualityConfirmation = z.object({
  confirmedBy: z.number().int(),
  confirmedByName: z.string(),
  confirmedAt: z.string(),
});
export type QualityConfirmation = z.infer<typeof qualityConfirmation>;

/** One check's result as stored and answered. */
export const qualityCheck = z.object({
  checkId: qualityCheckId,
  severity: z.enum(['OK', 'Query', 'Rare', 'Missing', 'Invalid']),
  messageKey: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  fields: z.array(z.string()),
  /** The values of `fields` when checked: a confirmation holds while they stay the same. */
  fingerprint: z.string(),
  confirmation: qualityConfirmation.nullable(),
});
export type QualityCheck = z.infer<typeof qualityCheck>;

function valueAt(n: Notification, path: string): unknown {
  const [section, field] = path.split('.');
  const panel = (n as unknown as Record<string, Record<string, unknown> | undefined>)[section];
  return panel?.[field] ?? null;
}

const number = (code: string | null) => (code !== null && /^\d+$/.test(code) ? Number(code) : null);
const sexOf = (code: string | null): Sex | null => (code === 'M' ? 'male' : code === 'F' ? 'female' : null);

/**
 * The fields of a record the consistency checks read: dictionary ids and ISO dates. The save takes them
 * from the edit model; the whole-registry check reads them as columns (sex and birth date from the
 * patient), so both build the checks' input with `consistencyInputOf` and cannot drift apart.
 */
export type QualityFields = {
  genderId: number | null;
  birthdate: string | null;
  diagnosticDate: string | null;
  topologicCodeId: number | null;
  registrationBaseId: number | null;
  morphologyCodeId: number | null;
  behaviorId: number | null;
  degreeId: number | null;
  lastContactDate: string | null;
};

export const qualityFieldsOf = (n: Notification): QualityFields => ({
  genderId: n.patientDetails.genderId,
  birthdate: n.patientDetails.birthdate,
  diagnosticDate: n.cancerDiagnostic.diagnosticDate,
  topologicCodeId: n.cancerDiagnostic.topologicCodeId,
  registrationBaseId: n.cancerDiagnostic.registrationBaseId,
  morphologyCodeId: n.cancerMorphology.morphologyCodeId,
  behaviorId: n.cancerMorphology.behaviorId,
  degreeId: n.cancerMorphology.degreeId,
  lastContactDate: n.notificationOverview.lastContactDate,
});

/** The checks' input: dictionary ids turned into the codes the IARC/IACR rules read. */
export function consistencyInputOf(f: QualityFields, ctx: QualityContext): ConsistencyCheckInput {
  const code = (list: QualityCodeList, id: number | null) => (id === null ? null : ctx.codeOf(list, id));
  const morphology = ctx.morphologyOf
    ? f.morphologyCodeId === null
      ? null
      : ctx.morphologyOf(f.morphologyCodeId)
    : parseMorphology(code('morphology', f.morphologyCodeId));
  return {
    sex: sexOf(code('gender', f.genderId)),
    birthDate: f.birthdate,
    incidenceDate: f.diagnosticDate,
    // The age is derived from the dates (dependencies-patient.ts), never typed: no stated age.
    topography: code('topography', f.topologicCodeId),
    histology: morphology?.histology ?? null,
    behaviour: morphology?.behaviour ?? number(code('behaviour', f.behaviorId)),
    grade: number(code('grade', f.degreeId)),
    basisOfDiagnosis: number(code('basisOfDiagnosis', f.registrationBaseId)),
    lastContactDate: f.lastContactDate,
    today: ctx.today,
  };
}

/** Every consistency check of a record's fields, without the form's extras (fields, fingerprint). */
export const consistencyChecksOf = (f: QualityFields, ctx: QualityContext): ConsistencyCheckResult[] =>
  runConsistencyChecks(consistencyInputOf(f, ctx), { siteHistologyValidity: ctx.siteHistologyValidity });

/** Runs every consistency check on a notification; confirmations are not yet applied. */
export function qualityChecksOf(n: Notification, ctx: QualityContext): QualityCheck[] {
  const results = consistencyChecksOf(qualityFieldsOf(n), ctx);
  return results.map((r: ConsistencyCheckResult) => {
    const fields = [...QUALITY_CHECK_FIELDS[r.check]];
    return {
      checkId: r.check,
      severity: r.severity,
      messageKey: r.messageKey,
      params: r.params ?? {},
      fields,
      fingerprint: JSON.stringify(fields.map((f) => valueAt(n, f))),
      confirmation: null,
    };
  });
}

/** Query and Rare are possible but unusual: a registrar or reviewer may confirm them as verified. */
export const isConfirmable = (severity: CheckSeverity) => severity === 'Query' || severity === 'Rare';

export type StoredConfirmation = QualityConfirmation & { checkId: string; fingerprint: string };

/**
 * The confirmation rule: a confirmation holds for its check while the fields the check reads keep
 * the values they had when it was confirmed (same fingerprint) and the check still warns. Change one
 * of those fields and it lapses, so the new combination is looked at again.
 */
export function applyConfirmations(
  checks: readonly QualityCheck[],
  confirmations: readonly StoredConfirmation[],
): QualityCheck[] {
  return checks.map((check) => {
    const found = isConfirmable(check.severity)
      ? confirmations.find((c) => c.checkId === check.checkId && c.fingerprint === check.fingerprint)
      : undefined;
    if (!found) return { ...check, confirmation: null };
    const { confirmedBy, confirmedByName, confirmedAt } = found;
    return { ...check, confirmation: { confirmedBy, confirmedByName, confirmedAt } };
  });
}

/** A result that still asks for attention: an unconfirmed Query/Rare, or an Invalid. */
export const isUnresolved = (check: QualityCheck) =>
  check.severity === 'Invalid' || (isConfirmable(check.severity) && check.confirmation === null);

export type QualitySaveEffect = {
  /** The save is refused: a completed notification with an Invalid combination. */
  blocking: QualityCheck[];
  /** Shown with the save's answer; the save proceeds. */
  warnings: QualityCheck[];
  /** Stored as the list filter "has unresolved quality warnings". */
  hasUnresolved: boolean;
};

/**
 * What the checks do to a save: Invalid refuses a completed notification (a draft may be saved
 * unfinished, and then warns); unconfirmed Query and Rare warn; Missing is left to the required-field
 * rules; OK and confirmed results say nothing.
 */
export function qualitySaveEffect(checks: readonly QualityCheck[], status: number): QualitySaveEffect {
  const invalid = checks.filter((c) => c.severity === 'Invalid');
  const blocking = isCompleted(status) ? invalid : [];
  const warnings = checks.filter((c) => isUnresolved(c) && !blocking.includes(c));
  return { blocking, warnings, hasUnresolved: checks.some(isUnresolved) };
}
