/**
 * Codes the standards-facing layouts (ENCR, CONCORD, IICC-3) share, derived from the record as the
 * data calls define them. Each answers in the standard's own words ('yes' | 'no' | 'unknown', a
 * TNM part, a Toronto tier code); each layout codes those as its protocol writes them.
 */
import { ListId } from '../../dictionaries/list-ids';
import { type CancerTreatment, cancerTreatment } from '../../notification/model-treatment';
import type { ExportCase, ExportDictionaries } from '../export-layout';

export { nuts3OfCounty } from '../anonymisation/regions';

export type Answer = 'yes' | 'no' | 'unknown';

/**
 * A Toronto stage as the guideline writes it, from our dictionary key: the list keeps one key per
 * cancer type ("neuroblastoma:L1", "acute-lymphoblastic-leukaemia:CNS1", "wilms-tumour:IV") because
 * the same code means different things in different types; the standard's code is after the colon.
 */
export const torontoStageCode = (key: string) => key.slice(key.indexOf(':') + 1);

/** The Toronto stage of a record: Tier 2 when recorded (the detailed value), else Tier 1. */
export function torontoStageOf(r: ExportCase, d: ExportDictionaries): { tier: 1 | 2; code: string } | null {
  const t = r.data.cancerTorontoStadialization;
  const tier2 = t?.torontoLevel2Id == null ? undefined : d.entry(ListId.torontoLevel2, t.torontoLevel2Id);
  if (tier2) return { tier: 2, code: torontoStageCode(tier2.code) };
  const tier1 = t?.torontoLevel1Id == null ? undefined : d.entry(ListId.torontoLevel1, t.torontoLevel1Id);
  return tier1 ? { tier: 1, code: torontoStageCode(tier1.code) } : null;
}

/**
 * c clinical, p pathological, y post-therapy (TNM 8: ycTNM and ypTNM; our stage type "y" holds
 * both). yTNM is not pTNM: a y value keeps its y wherever it is written.
 */
export type TnmPrefix = 'c' | 'p' | 'y';
export type TnmPart = { prefix: TnmPrefix; axis: 'T' | 'N' | 'M' | null; value: string; code: string };

/** cT2 → c, T, 2; pTis → p, T, is; yN0 → y, N, 0; a stage group cIIA → c, null, IIA. */
export function tnmPart(code: string): TnmPart | null {
  const match = /^([cpy])([TNM])?(.+)$/.exec(code);
  if (!match) return null;
  return {
    prefix: match[1] as TnmPrefix,
    axis: (match[2] as TnmPart['axis']) ?? null,
    value: match[3],
    code,
  };
}

/** The record's TNM: T, N, M and the stage group, each with its prefix (absent values left out). */
export function tnmOf(r: ExportCase, d: ExportDictionaries) {
  const t = r.data.cancerTnmStadialization;
  const part = (list: number, id: number | null | undefined) => {
    const entry = id == null ? undefined : d.entry(list, id);
    return entry ? tnmPart(entry.code) : null;
  };
  return {
    T: part(ListId.tnmT, t?.stadializationTId),
    N: part(ListId.tnmN, t?.stadializationNId),
    M: part(ListId.tnmM, t?.stadializationMId),
    stage: part(ListId.tnmStage, t?.stadializationStageId),
  };
}

/** The diagnosis-date explanation "date of death, cancer found at autopsy" (ENCR order, code 6). */
const FOUND_AT_AUTOPSY = '6';

/**
 * Incidental finding at autopsy: yes when the incidence date is explained as the death date of a
 * cancer found at autopsy; no for any other explanation; unknown when none is recorded.
 */
export function autopsyOf(r: ExportCase, d: ExportDictionaries): Answer {
  const id = r.data.cancerDiagnostic?.diagnosticExplanationId;
  const entry = id == null ? undefined : d.entry(ListId.diagnosticExplanation, id);
  if (!entry) return 'unknown';
  return entry.code === FOUND_AT_AUTOPSY ? 'yes' : 'no';
}

/** A treatment tick: unknown when the panel says so or was not answered; no when answered without it. */
export function treatmentAnswer(t: CancerTreatment | undefined, flag: keyof CancerTreatment): Answer {
  if (!t || t.isUnknown) return 'unknown';
  if (t[flag] === true) return 'yes';
  return treatmentAnswered(t) ? 'no' : 'unknown';
}

/** The panel's ticks (`has…`), listed once from the model: an export asks for several columns of every row. */
const TICKS = Object.keys(cancerTreatment.shape).filter((k) =>
  k.startsWith('has'),
) as (keyof CancerTreatment)[];

const treatmentAnswered = (t: CancerTreatment) => t.isWithoutTreatment || TICKS.some((k) => t[k] === true);

/**
 * Targeted agents by the reference list's drug class (treatment/chemotherapy_agents_draft.csv):
 * small-molecule inhibitors of a named target (tyrosine and multi-kinase, MEK, BRAF, mTOR, JAK,
 * BCL-2), monoclonal antibodies and antibody-drug conjugates. Checkpoint inhibitors, bispecific
 * engagers and CAR-T are immunotherapy (the panel's own tick); topoisomerase and ribonucleotide
 * reductase inhibitors are cytotoxics.
 */
const TARGETED_CLASS =
  /(kinase|MEK|BRAF|mTOR|JAK|BCL-2) inhibitor|monoclonal antibody|antibody-drug conjugate/i;
export const isTargetedDrugClass = (drugClass: string) => TARGETED_CLASS.test(drugClass);

/**
 * Targeted therapy from the record's treatment: yes when one of its agents is targeted; unknown
 * when the panel is unknown, or when an agent's drug class is not known (a registry running on the
 * starter lists, which carry no classes) and none is targeted; otherwise no when the panel is answered.
 */
export function targetedTherapyOf(r: ExportCase, d: ExportDictionaries): Answer {
  const t = r.data.cancerTreatment;
  if (!t || t.isUnknown) return 'unknown';
  const classes = (t.therapeuticAgentsIds ?? []).map((id) => d.entry(ListId.therapeuticAgent, id)?.drugClass);
  if (classes.some((c) => c !== undefined && isTargetedDrugClass(c))) return 'yes';
  if (classes.some((c) => c === undefined)) return 'unknown';
  return treatmentAnswered(t) ? 'no' : 'unknown';
}
