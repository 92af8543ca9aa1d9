/**
 * Type 4: the variables of a CONCORD survival study, one row per tumour. The CONCORD protocol is
 * not public (its documents are for participating registries only); the ENCR–JRC Call for Data 2015
 * v1.1 was written to serve CONCORD and EUROCARE and is the nearest public definition
 * (shared/data/standards/SOURCE.md, S1; encr-qcs-variables.csv's 2015 columns). So: the 2015 call's
 * variable names and codings, its missing codes, and its day / month / year date fields. Names and
 * codes never depend on the interface language: an analysis script reads the same file from any
 * registrar. Where the 2015 call has no variable (tumour sequence, geography, Toronto stage) the
 * name and coding are ours, taken from the nearest public standard; each decision is written beside
 * its column and in docs/exports/concord.md.
 */
import { ListId } from '../../dictionaries/list-ids';
import type { Coding, ExportCase, ExportColumn, ExportDictionaries, ExportLayout } from '../export-layout';
import {
  type Answer,
  autopsyOf,
  causeOfDeathIcd10,
  nuts3OfCounty,
  targetedTherapyOf,
  tnmOf,
  torontoStageCode,
  treatmentAnswer,
} from '../standards';
import {
  ageAtIncidence,
  daysBetween,
  icdo,
  lastKnownDate,
  type VitalStatus,
  vitalStatusOf,
} from './case-facts';
import type { IarcCase } from './iarc-facts';

/** A variable: its header is its name, in every language. */
const variable = (
  key: string,
  take: ExportColumn['take'],
  coding: Coding = { kind: 'raw' },
): ExportColumn => ({
  key,
  header: { ro: key, en: key },
  take,
  coding,
});

/** A day, month and year (2015: Day_DoB … Year_FU) from an ISO date; 99 / 99 / 9999 when unknown. */
function dateFields(
  suffix: string,
  date: (r: ExportCase, d: ExportDictionaries) => string | null | undefined,
) {
  const part = (from: number, to: number, missing: number) => (r: ExportCase, d: ExportDictionaries) => {
    const iso = date(r, d);
    return iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? Number(iso.slice(from, to)) : missing;
  };
  return [
    variable(`Day_${suffix}`, part(8, 10, 99)),
    variable(`Month_${suffix}`, part(5, 7, 99)),
    variable(`Year_${suffix}`, part(0, 4, 9999)),
  ];
}

const diagnosis = (r: ExportCase) => r.data.cancerDiagnostic?.diagnosticDate ?? null;

/** 2015 codes for the treatment items and autopsy's answer. */
const TREATMENT: Record<Answer, number> = { yes: 1, no: 2, unknown: 9 };
const AUTOPSY: Record<Answer, number> = { yes: 1, no: 0, unknown: 9 };
const VITAL_STATUS = { alive: 1, dead: 2, unknown: 9 } as const;

/** Systemic therapy (2015: one item): chemotherapy, immuno-, hormone or targeted therapy. */
function systemicTherapy(r: ExportCase, d: ExportDictionaries): Answer {
  const t = r.data.cancerTreatment;
  const answers = [
    treatmentAnswer(t, 'hasChimio'),
    treatmentAnswer(t, 'hasImunotherapy'),
    treatmentAnswer(t, 'hasHormonoTherapy'),
    targetedTherapyOf(r, d),
  ];
  if (answers.includes('yes')) return 'yes';
  return answers.every((a) => a === 'no') ? 'no' : 'unknown';
}

/**
 * What several columns of a row read — TNM (nine columns), vital status, its date, the cause of
 * death, the treatment answers — derived once per row: renderRow codes a row's columns one after
 * another, so the last row's facts are kept (one slot: cheaper than a map at 100,000 rows).
 */
type RowFacts = {
  tnm: ReturnType<typeof tnmOf>;
  status: VitalStatus;
  lastKnown: string | null;
  cause: string | null;
  treatment: Record<'surgery' | 'radiotherapy' | 'systemic' | 'transplant', Answer>;
};
let lastRow: { r: ExportCase; d: ExportDictionaries; facts: RowFacts } | null = null;
function factsOf(r: ExportCase, d: ExportDictionaries): RowFacts {
  if (lastRow?.r === r && lastRow.d === d) return lastRow.facts;
  const status = vitalStatusOf(r, d);
  const t = r.data.cancerTreatment;
  const facts: RowFacts = {
    tnm: tnmOf(r, d),
    status,
    lastKnown: lastKnownDate(r, d),
    cause: causeOfDeathIcd10(r, d, status === 'dead'),
    treatment: {
      surgery: treatmentAnswer(t, 'hasSurgery'),
      radiotherapy: treatmentAnswer(t, 'hasRadio'),
      systemic: systemicTherapy(r, d),
      transplant: treatmentAnswer(t, 'hasTransplant'),
    },
  };
  lastRow = { r, d, facts };
  return facts;
}

/**
 * TNM as the 2015 call writes it: cT … pM carry the value without prefix and axis letter (cT2 → 2),
 * 9 when not recorded; a post-therapy value (our stage type y holds ycTNM and ypTNM alike) goes to
 * the pathological columns with TNM_prefix "y", so y is never read as p.
 */
function tnmColumn(prefix: 'c' | 'p', axis: 'T' | 'N' | 'M') {
  return variable(`${prefix}${axis}`, (r, d) => {
    const part = factsOf(r, d).tnm[axis];
    if (!part) return '9';
    const column = part.prefix === 'c' ? 'c' : 'p';
    return column === prefix ? part.value : '9';
  });
}
const hasTnm = (r: ExportCase, d: ExportDictionaries) => Object.values(factsOf(r, d).tnm).some(Boolean);
const tnmPrefixOf = (r: ExportCase, d: ExportDictionaries) => {
  const parts = Object.values(factsOf(r, d).tnm).filter((p) => p !== null);
  if (parts.some((p) => p.prefix === 'y')) return 'y';
  // 2015: "a" = determined at autopsy.
  return parts.length && autopsyOf(r, d) === 'yes' ? 'a' : null;
};

const torontoTier = (tier: 1 | 2) =>
  variable(`Toronto_tier${tier}`, (r, d) => {
    const t = r.data.cancerTorontoStadialization;
    const id = tier === 1 ? t?.torontoLevel1Id : t?.torontoLevel2Id;
    const entry =
      id == null ? undefined : d.entry(tier === 1 ? ListId.torontoLevel1 : ListId.torontoLevel2, id);
    return entry ? torontoStageCode(entry.code) : '9';
  });

/**
 * Sites of paired organs (SEER Program Coding and Staging Manual, "Laterality": the paired organ sites
 * table): elsewhere laterality is 0, "not a paired site" (2015 call var. 23); at these sites a
 * laterality not recorded is 9 unknown.
 */
const PAIRED_SITES =
  /^C(07\.9|08\.[01]|09\.[0189]|30\.[01]|31\.[02]|34\.\d|38\.4|40\.[0-3]|41\.[34]|44\.[1-7]|47\.[12]|49\.[12]|50\.\d|56\.9|57\.0|62\.\d|63\.[01]|64\.9|65\.9|66\.9|69\.\d|70\.0|71\.[0-4]|72\.[2-5]|74\.\d|75\.4)$/;

function laterality(r: ExportCase, d: ExportDictionaries): number {
  const id = r.data.cancerDiagnostic?.lateralityId;
  const code = id == null ? undefined : d.entry(ListId.laterality, id)?.code;
  if (code && /^[0-4]$/.test(code)) return Number(code);
  const topography = r.data.cancerDiagnostic?.topologicCodeId;
  const site = topography == null ? undefined : d.entry('topography', topography)?.code;
  return site && !PAIRED_SITES.test(site) ? 0 : 9;
}

/**
 * The 2015 call's variables in its order (var. 2 … 56: Patient_ID, Tumour_ID, the date of birth, Sex,
 * the date of incidence, Age, BoD … Survival, Laterality, Cause_death, ICD_edition, TNM_prefix, pT … cM,
 * Stage, TNM_edition, Surgery, Systemic_th, Radiotherapy, BMtransp), then the four that are not the
 * call's (Tumour_seq, Geo_Code, Toronto_tier1, Toronto_tier2), so a script written for the call reads
 * its columns where the call puts them.
 */
export const concordColumns: ExportColumn[] = [
  variable('Patient_ID', (r) => String(r.patientId)),
  variable('Tumour_ID', (r) => String(r.caseId)),
  ...dateFields('DoB', (r) => r.birthdate),
  variable('Sex', (r, d) => {
    const code = d.entry(ListId.gender, r.genderId ?? -1)?.code;
    return code === 'M' ? 1 : code === 'F' ? 2 : 9;
  }),
  ...dateFields('DoI', diagnosis),
  variable('Age', (r) => ageAtIncidence(r) ?? 999),
  variable('BoD', (r, d) => {
    const id = r.data.cancerDiagnostic?.registrationBaseId;
    const code = id == null ? undefined : d.entry(ListId.basisOfDiagnosis, id)?.code;
    return code && /^\d$/.test(code) ? Number(code) : 9;
  }),
  variable('Topo', (r) => r.data.cancerDiagnostic?.topologicCodeId, icdo.site),
  variable('Morpho', (r) => r.data.cancerMorphology?.morphologyCodeId, icdo.histology),
  variable('Beh', (r) => r.data.cancerMorphology?.morphologyCodeId, icdo.behaviour),
  variable('Grade', (r, d) => {
    const id = r.data.cancerMorphology?.degreeId;
    const code = id == null ? undefined : d.entry(ListId.grade, id)?.code;
    return code && /^\d$/.test(code) ? Number(code) : 9;
  }),
  variable('Autopsy', (r, d) => AUTOPSY[autopsyOf(r, d)]),
  // The child's (issue 39): the same on every tumour of the child, survival from this tumour's incidence.
  variable('Vital_status', (r, d) => VITAL_STATUS[factsOf(r, d).status]),
  ...dateFields('FU', (r, d) => factsOf(r, d).lastKnown),
  variable('Survival', (r, d) => daysBetween(diagnosis(r), factsOf(r, d).lastKnown) ?? 99999),
  // Our laterality list's codes are the 2015 call's (0 not paired … 4 bilateral, 9 unknown).
  variable('Laterality', laterality),
  variable('Cause_death', (r, d) => factsOf(r, d).cause ?? '99999'),
  variable('ICD_edition', (r, d) => (factsOf(r, d).cause ? 10 : 99)),
  variable('TNM_prefix', (r, d) => tnmPrefixOf(r, d) ?? ''),
  tnmColumn('p', 'T'),
  tnmColumn('p', 'N'),
  tnmColumn('p', 'M'),
  tnmColumn('c', 'T'),
  tnmColumn('c', 'N'),
  tnmColumn('c', 'M'),
  variable('Stage', (r, d) => factsOf(r, d).tnm.stage?.value ?? '9'),
  // Our TNM lists are TNM 8's generic values (UICC 2017).
  variable('TNM_edition', (r, d) => (hasTnm(r, d) ? 8 : 99)),
  variable('Surgery', (r, d) => TREATMENT[factsOf(r, d).treatment.surgery]),
  variable('Systemic_th', (r, d) => TREATMENT[factsOf(r, d).treatment.systemic]),
  variable('Radiotherapy', (r, d) => TREATMENT[factsOf(r, d).treatment.radiotherapy]),
  variable('BMtransp', (r, d) => TREATMENT[factsOf(r, d).treatment.transplant]),
  // Not the 2015 call's. IICC-3's sequence number of a primary: 00 the patient's only tumour, 01 the
  // first of several by incidence date, 02 the second …
  variable('Tumour_seq', (r) => {
    const t = (r as IarcCase).tumour;
    if (!t) return '99';
    return t.patientTumours === 1 ? '00' : String(t.tumourOrder).padStart(2, '0');
  }),
  // Residence at diagnosis as NUTS 3 (the patient's county; Cluj RO113); 99999 (the call's
  // alphanumeric missing code) for no Romanian county — a patient living abroad.
  variable('Geo_Code', (r, d) => {
    const ins = r.countyId == null ? undefined : d.entry('county', r.countyId)?.code;
    return (ins && nuts3OfCounty(Number(ins))) || '99999';
  }),
  torontoTier(1),
  torontoTier(2),
];

export const concordLayout: ExportLayout = {
  id: 'concord',
  fileName: 'CancerCasesConcordExport.xlsx',
  sheet: { ro: 'CONCORD', en: 'CONCORD' },
  columns: concordColumns,
  tumourFacts: true,
};
