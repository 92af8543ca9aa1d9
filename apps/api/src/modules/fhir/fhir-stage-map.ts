import type { CodeableConcept, Observation } from '@medplum/fhirtypes';
import { FHIR_SNOMED_SYSTEM } from '@registry/domain';
import { ListId } from '@registry/domain/dictionaries/list-ids';
import type { Db } from '../../db/client';
import { AJCC_SNOMED_VALUES } from './fhir-ajcc-values';
import type { Located } from './fhir-bundle';
import { entryId, textOf } from './fhir-coding';
import type { MappingReport } from './fhir-report';

type TnmTarget = { list: number; field: string; stageType: 1 | 2 };
const T = { list: ListId.tnmT, field: 'stadializationTId' } as const;
const N = { list: ListId.tnmN, field: 'stadializationNId' } as const;
const M = { list: ListId.tnmM, field: 'stadializationMId' } as const;
const STAGE = { list: ListId.tnmStage, field: 'stadializationStageId' } as const;

/**
 * mCODE's TNM observations by their code → the registry's TNM list and stage type (1 clinical,
 * 2 pathological). mCODE names them by LOINC; mCODE 3 and the IG's examples by SNOMED CT, whose
 * observable entities are those of mCODE's CancerStageTypeVS.
 */
const TNM_OBSERVATIONS: Record<string, TnmTarget> = {
  'http://loinc.org|21905-5': { ...T, stageType: 1 },
  'http://loinc.org|21906-3': { ...N, stageType: 1 },
  'http://loinc.org|21907-1': { ...M, stageType: 1 },
  'http://loinc.org|21908-9': { ...STAGE, stageType: 1 },
  'http://loinc.org|21899-0': { ...T, stageType: 2 },
  'http://loinc.org|21900-6': { ...N, stageType: 2 },
  'http://loinc.org|21901-4': { ...M, stageType: 2 },
  'http://loinc.org|21902-2': { ...STAGE, stageType: 2 },
  [`${FHIR_SNOMED_SYSTEM}|399504009`]: { ...T, stageType: 1 }, // cT category
  [`${FHIR_SNOMED_SYSTEM}|399534004`]: { ...N, stageType: 1 }, // cN category
  [`${FHIR_SNOMED_SYSTEM}|399387003`]: { ...M, stageType: 1 }, // cM category
  [`${FHIR_SNOMED_SYSTEM}|399537006`]: { ...STAGE, stageType: 1 }, // clinical TNM stage grouping
  [`${FHIR_SNOMED_SYSTEM}|384625004`]: { ...T, stageType: 2 }, // pT category
  [`${FHIR_SNOMED_SYSTEM}|371494008`]: { ...N, stageType: 2 }, // pN category
  [`${FHIR_SNOMED_SYSTEM}|371497001`]: { ...M, stageType: 2 }, // pM category
  [`${FHIR_SNOMED_SYSTEM}|399588009`]: { ...STAGE, stageType: 2 }, // pathological TNM stage grouping
};
const STAGE_PREFIX = { 1: 'c', 2: 'p' } as const;

const targetOf = (code: CodeableConcept | undefined) =>
  code?.coding
    ?.map((x) => TNM_OBSERVATIONS[`${x.system ?? ''}|${x.code ?? ''}`])
    .find((t): t is TnmTarget => t !== undefined);

/**
 * The registry's code of a TNM value (`cT2`, `pN0`, `cII`). A SNOMED CT value only through the AJCC
 * table, and only when of the observation's stage type (a value of another axis names no entry of
 * the observation's list); an AJCC staging code (cancerstaging.org: `cT2`, `T2`, `III`) as written,
 * under the observation's stage type.
 */
function registryCodeOf(value: CodeableConcept | undefined, target: TnmTarget): string | null {
  const prefix = STAGE_PREFIX[target.stageType];
  for (const coding of value?.coding ?? []) {
    const code = coding.code?.trim();
    if (!code) continue;
    if (coding.system === FHIR_SNOMED_SYSTEM) {
      const ajcc = AJCC_SNOMED_VALUES.get(code);
      if (ajcc && (ajcc.prefix === null || ajcc.prefix === prefix)) return `${prefix}${ajcc.value}`;
      continue;
    }
    return `${prefix}${code.replace(/^(yc|yp|c|p)(?=[TNM0IV])/, '')}`;
  }
  return null;
}

/** TNM observations whose value the registry's TNM lists hold, of one stage type (the first one's). */
export async function mapStage(db: Db, observations: Located<Observation>[], report: MappingReport) {
  const tnm: Record<string, unknown> = {};
  for (const { resource: o, path } of observations) {
    const target = targetOf(o.code);
    if (
      !target ||
      !o.valueCodeableConcept ||
      (tnm.stageTypeId && tnm.stageTypeId !== target.stageType) ||
      tnm[target.field]
    ) {
      report.notMapped(path, `${textOf(o.code)} = ${textOf(o.valueCodeableConcept)}`);
      continue;
    }
    const code = registryCodeOf(o.valueCodeableConcept, target);
    const id = code ? await entryId(db, target.list, code) : null;
    if (!id) {
      report.notMapped(`${path}.valueCodeableConcept`, textOf(o.valueCodeableConcept));
      continue;
    }
    tnm.stageTypeId = target.stageType;
    tnm[target.field] = id;
    report.mapped(
      `${path}.valueCodeableConcept`,
      textOf(o.valueCodeableConcept),
      `cancerTnmStadialization.${target.field}`,
    );
  }
  return tnm;
}
