import {
  BASIS_OF_DIAGNOSIS_CHECK,
  type BasisFacts,
  basisFindings,
  type CaseFollowUp,
  consistencyChecksOf,
  FOLLOW_UP_CHECK,
  followUpFinding,
  MULTIPLE_PRIMARIES_CHECK,
  multiplePrimaryFindings,
  type PatientTumour,
  type QualityContext,
  type QualityFields,
  REGISTRY_CHECK_SEVERITIES,
  type RegistryCheckCount,
  type RegistryCheckMessage,
  type RegistryCheckSeverity,
} from '@registry/domain';

/** One case's current record as the run reads it: the checked fields as columns, in patient order. */
export type CaseRow = QualityFields &
  Omit<BasisFacts, 'registrationBaseId' | 'diagnosticDate'> &
  CaseFollowUp & { caseId: number; patientId: number; notificationId: number };

type Params = Record<string, string | number>;

/**
 * What a case's record answered, as stored: the numbers of its findings other than OK (each number
 * names one check, severity and message of the run) and the parameters of those that have any.
 * Measured on the generated registry, a row per finding was ~4 million rows a run and its writing set
 * the pace (~0.6 s per 1000 cases); one row per case is ~8 times fewer rows.
 */
export type CaseResult = {
  notificationId: number;
  caseId: number;
  messages: number[];
  params: Record<string, Params> | null;
};

const SEVERITY_INDEX = new Map(REGISTRY_CHECK_SEVERITIES.map((s, i) => [s, i]));

/** A run's counts per check × severity and its numbered messages, raised page after page. */
export class RunTally {
  private readonly perCheck = new Map<string, number[]>();
  readonly messages: RegistryCheckMessage[] = [];
  /** By message key, then severity: a key names its check ('coding.checks.sexTopography.…'). */
  private readonly numbers = new Map<string, Map<RegistryCheckSeverity, number>>();

  add(
    found: CaseResult,
    checkId: string,
    severity: RegistryCheckSeverity,
    messageKey: string,
    params?: Params,
  ) {
    let counts = this.perCheck.get(checkId);
    if (!counts) {
      counts = REGISTRY_CHECK_SEVERITIES.map(() => 0);
      this.perCheck.set(checkId, counts);
    }
    counts[SEVERITY_INDEX.get(severity) ?? 0]++;
    if (severity === 'OK') return;
    found.messages.push(this.numberOf(checkId, severity, messageKey));
    if (params && Object.keys(params).length) found.params = { ...found.params, [checkId]: params };
  }

  /** The number of a check's message at a severity: 1, 2, … in the order they first occur. */
  private numberOf(checkId: string, severity: RegistryCheckSeverity, messageKey: string) {
    let bySeverity = this.numbers.get(messageKey);
    if (!bySeverity) {
      bySeverity = new Map();
      this.numbers.set(messageKey, bySeverity);
    }
    let no = bySeverity.get(severity);
    if (no === undefined) {
      no = this.messages.length + 1;
      this.messages.push({ no, checkId, severity, messageKey });
      bySeverity.set(severity, no);
    }
    return no;
  }

  counts(): RegistryCheckCount[] {
    return [...this.perCheck].flatMap(([checkId, counts]) =>
      REGISTRY_CHECK_SEVERITIES.flatMap((severity, i) =>
        counts[i] ? [{ checkId, severity, count: counts[i] }] : [],
      ),
    );
  }
}

/**
 * The findings of one page (ordered by patient): every consistency check of each record (the save's
 * input builder, `consistencyChecksOf`), the save's basis-of-diagnosis rules (`basisFindings`), the
 * child's follow-up (`followUpFinding`) and the multiple-primary pass across each patient's cases.
 * Cases whose every check is OK need no row.
 */
export function checkPage(rows: readonly CaseRow[], ctx: QualityContext, tally: RunTally): CaseResult[] {
  const out: CaseResult[] = [];
  for (let first = 0; first < rows.length; ) {
    let end = first + 1;
    while (end < rows.length && rows[end].patientId === rows[first].patientId) end++;
    const found: CaseResult[] = [];
    const tumours: PatientTumour[] = [];
    for (let i = first; i < end; i++) {
      const row = rows[i];
      const result: CaseResult = {
        notificationId: row.notificationId,
        caseId: row.caseId,
        messages: [],
        params: null,
      };
      for (const r of consistencyChecksOf(row, ctx))
        tally.add(result, r.check, r.severity, r.messageKey, r.params);
      // The save's DCO rules over what is stored: an older version accepted DCO for a living child.
      const basis = basisFindings(row);
      if (basis.length) tally.add(result, BASIS_OF_DIAGNOSIS_CHECK, 'Invalid', basis[0].code);
      else tally.add(result, BASIS_OF_DIAGNOSIS_CHECK, 'OK', 'ok');
      const followUp = followUpFinding(row);
      tally.add(
        result,
        FOLLOW_UP_CHECK,
        followUp.severity,
        `followUp.${followUp.messageKey}`,
        followUp.params,
      );
      found.push(result);
      const topography = row.topologicCodeId === null ? null : ctx.codeOf('topography', row.topologicCodeId);
      const morphology =
        row.morphologyCodeId === null ? null : (ctx.morphologyOf?.(row.morphologyCodeId) ?? null);
      if (topography && morphology)
        tumours.push({ caseId: row.caseId, topography, histology: morphology.histology });
    }
    const verdicts = new Map(multiplePrimaryFindings(tumours).map((f) => [f.caseId, f]));
    for (const result of found) {
      const f = verdicts.get(result.caseId);
      const other = f?.otherCaseId == null ? undefined : found.find((r) => r.caseId === f.otherCaseId);
      const params = other ? { otherNotificationId: other.notificationId } : undefined;
      if (f)
        tally.add(result, MULTIPLE_PRIMARIES_CHECK, f.severity, `multiplePrimaries.${f.messageKey}`, params);
      else tally.add(result, MULTIPLE_PRIMARIES_CHECK, 'Missing', 'multiplePrimaries.noCodes');
      if (result.messages.length) out.push(result);
    }
    first = end;
  }
  return out;
}
