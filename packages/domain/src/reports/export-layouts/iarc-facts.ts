/**
 * What the IARC files (IICC-3, IARCcrgTools) derive from a case beyond its record: its ICD-O-3 codes
 * as parts, age at incidence, residence, ICCC-3 group and compact dates.
 */
import { classifyIccc3, type Iccc3Classification } from '../../coding/iccc3';
import { ListId } from '../../dictionaries/list-ids';
import { ROMANIA_COUNTRY_ID } from '../../units/contracts';
import { type ExportCase, type ExportDictionaries, exportDay } from '../export-layout';

/** Read with the case for the IARC files only (the case pages' `tumour` option). */
export type TumourFacts = {
  /** When the case was first recorded in the registry (the case row's creation). */
  registeredAt: Date | string | null;
  /** The patient's registered tumours (cases not deleted) and this one's rank among them by incidence date, then case id (1 = first). */
  patientTumours: number;
  tumourOrder: number;
  /** The patient's home country when recorded on the patient screen (a county means Romania). */
  homeCountryId: number | null;
};
export type IarcCase = ExportCase & { tumour?: TumourFacts };

export type IcdoParts = { site: string; histology: number; behaviour: number } | null;

/** C74.9 + 9500/3 → { site 'C74.9', histology 9500, behaviour 3 }; null when either is unknown. */
export function icdoOf(r: ExportCase, d: ExportDictionaries): IcdoParts {
  const topo = r.data.cancerDiagnostic?.topologicCodeId;
  const morpho = r.data.cancerMorphology?.morphologyCodeId;
  const site = topo == null ? undefined : d.entry('topography', topo)?.code;
  const morphology = morpho == null ? undefined : d.entry('morphology', morpho)?.code;
  if (!site || !morphology) return null;
  return { site, histology: Number(morphology.slice(0, 4)), behaviour: Number(morphology.slice(5, 6)) };
}

export const siteOf = (r: ExportCase, d: ExportDictionaries) => {
  const topo = r.data.cancerDiagnostic?.topologicCodeId;
  return (topo == null ? undefined : d.entry('topography', topo)?.code) ?? null;
};

export const morphologyOf = (r: ExportCase, d: ExportDictionaries) => {
  const morpho = r.data.cancerMorphology?.morphologyCodeId;
  return (morpho == null ? undefined : d.entry('morphology', morpho)?.code) ?? null;
};

/** A dictionary entry's code as its digit (grade, basis: our codes are the ICD-O-3 / IARC digits). */
export function digitOf(d: ExportDictionaries, list: number, id: number | null | undefined): number | null {
  const code = id == null ? undefined : d.entry(list, id)?.code;
  return code !== undefined && /^\d$/.test(code) ? Number(code) : null;
}

export const gradeOf = (r: ExportCase, d: ExportDictionaries) =>
  digitOf(d, ListId.grade, r.data.cancerMorphology?.degreeId) ?? 9;
export const basisOf = (r: ExportCase, d: ExportDictionaries) =>
  digitOf(d, ListId.basisOfDiagnosis, r.data.cancerDiagnostic?.registrationBaseId) ?? 9;

/** Sex 1 male, 2 female, 9 unknown (the gender dictionary's M and F). */
export function sexOf(r: ExportCase, d: ExportDictionaries): 1 | 2 | 9 {
  const code = r.genderId == null ? undefined : d.entry(ListId.gender, r.genderId)?.code;
  return code === 'M' ? 1 : code === 'F' ? 2 : 9;
}

export { ageAtIncidence } from './case-facts';

/** Romania when the patient has a county (or Romania as home country), abroad when another country is recorded. */
export function residenceOf(r: IarcCase): 'romania' | 'abroad' | 'unknown' {
  if (r.countyId != null) return 'romania';
  const home = r.tumour?.homeCountryId;
  if (home == null) return 'unknown';
  return home === ROMANIA_COUNTRY_ID ? 'romania' : 'abroad';
}

/** yyyymmdd (IARCcrgTools, ISO basic order) or yyyyddmm (as the IICC call prints it); null when unknown. */
export function compactDate(value: unknown, order: 'ymd' | 'ydm'): string | null {
  const day = exportDay(value);
  if (!day) return null;
  const [y, m, d] = [day.slice(0, 4), day.slice(5, 7), day.slice(8, 10)];
  return order === 'ymd' ? `${y}${m}${d}` : `${y}${d}${m}`;
}

// One classification per (topography, morphology) pair: a few thousand pairs in a whole registry.
const iccc3ByPair = new Map<string, Iccc3Classification>();

/**
 * The ICCC-3 group of the tumour by the registry's own classifier (the rules of the association
 * call, IARC 2017 update), from the current record's codes; null when a code is missing.
 */
export function iccc3Of(r: ExportCase, d: ExportDictionaries): Iccc3Classification | null {
  const icdo = icdoOf(r, d);
  if (!icdo) return null;
  const key = `${icdo.site}|${icdo.histology}/${icdo.behaviour}`;
  let found = iccc3ByPair.get(key);
  if (!found) {
    if (iccc3ByPair.size >= 50_000) iccc3ByPair.clear();
    found = classifyIccc3({ topography: icdo.site, histology: icdo.histology, behaviour: icdo.behaviour });
    iccc3ByPair.set(key, found);
  }
  return found;
}
