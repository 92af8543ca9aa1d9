import type { Composition, Condition } from '@medplum/fhirtypes';
import { FHIR_ICDO3_SYSTEM, FHIR_MORPHOLOGY_EXTENSION, FHIR_SNOMED_SYSTEM } from '@registry/domain';
import { LinkId, ListId } from '@registry/domain/dictionaries/list-ids';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dictionaryLinks, morphologies, topographies } from '../../db/schema';
import { type Located, resolve } from './fhir-bundle';
import { entryId, textOf } from './fhir-coding';
import type { FhirIssue } from './fhir-outcome';
import type { MappingReport } from './fhir-report';

/** mCODE's primary cancer profile and the IG's, which derives from it under its own URL. */
const PRIMARY_CANCER_PROFILES = [
  'mcode-primary-cancer-condition',
  'central-cancer-registry-primary-cancer-condition',
];
/** SNOMED CT 363346000 (malignant neoplastic disease): the code of the IG's Primary Cancer Condition section. */
const PRIMARY_CANCER_SECTION = '363346000';
const ASSERTED_DATE = 'http://hl7.org/fhir/StructureDefinition/condition-assertedDate';

const isPrimaryCancer = (c: Condition) =>
  c.meta?.profile?.some((p) => PRIMARY_CANCER_PROFILES.some((name) => p.includes(name))) ?? false;

/**
 * The report's tumour: the Condition of a primary cancer profile; else the one the Composition's
 * Primary Cancer Condition section names; else, when the Composition has no such section, the
 * first Condition. A section naming a Condition the bundle does not carry is refused, naming the
 * entry: the IG's bundles also carry problem-list Conditions (diabetes), never to be taken for the tumour.
 */
export function primaryCancerOf(
  entries: Located[],
  composition: Located<Composition>,
  issues: FhirIssue[],
): Located<Condition> | null {
  const conditions = entries.filter((e) => e.resource.resourceType === 'Condition') as Located<Condition>[];
  const profiled = conditions.find((c) => isPrimaryCancer(c.resource));
  if (profiled) return profiled;
  const sections = composition.resource.section ?? [];
  const at = sections.findIndex((s) =>
    s.code?.coding?.some((c) => c.system === FHIR_SNOMED_SYSTEM && c.code === PRIMARY_CANCER_SECTION),
  );
  if (at < 0) return conditions[0] ?? null;
  for (const [i, ref] of (sections[at].entry ?? []).entries()) {
    const found = resolve(entries, ref.reference);
    if (found?.resource.resourceType === 'Condition') return found as Located<Condition>;
    issues.push({
      expression: `${composition.path}.section[${at}].entry[${i}]`,
      key: 'fhir.unresolved',
      params: [ref.reference ?? ''],
      code: 'invalid',
    });
  }
  return null;
}

/** ICD-O-3 topography as hospitals write it (C74.9 or C749) → the dictionary's C74.9. */
const topographyCode = (code: string) =>
  code
    .trim()
    .toUpperCase()
    .replace(/^(C\d\d)(\d)$/, '$1.$2');

/**
 * The tumour location that offers this topography (dictionary link 2, as the form's list), when only
 * one does; several (or none) leave the location to the registrar, as a person typing would choose.
 */
async function onlyLocationOf(db: Db, topographyId: number): Promise<number | null> {
  const rows = await db
    .select({ id: dictionaryLinks.leftId })
    .from(dictionaryLinks)
    .where(
      and(
        eq(dictionaryLinks.linkId, LinkId.tumourLocationTopography),
        eq(dictionaryLinks.rightId, topographyId),
        eq(dictionaryLinks.isActive, true),
      ),
    )
    .limit(2);
  return rows.length === 1 ? rows[0].id : null;
}

/**
 * The diagnosis date: onset, else recorded, else asserted (the IG's examples carry only the last).
 * Answers which extension it came from, so that one is not reported again as not mapped.
 */
function diagnosisDate(c: Condition, path: string, report: MappingReport) {
  const found = (date: string, at: string, extension = -1) => {
    report.mapped(at, date, 'cancerDiagnostic.diagnosticDate');
    return { date: date.slice(0, 10), extension };
  };
  if (c.onsetDateTime) return found(c.onsetDateTime, `${path}.onsetDateTime`);
  if (c.recordedDate) return found(c.recordedDate, `${path}.recordedDate`);
  const i = (c.extension ?? []).findIndex((e) => e.url === ASSERTED_DATE && e.valueDateTime);
  if (i >= 0) return found(c.extension![i].valueDateTime!, `${path}.extension[${i}]`, i);
  return { date: null, extension: -1 };
}

/** The primary cancer Condition → diagnosis date, topography, morphology and behaviour; SNOMED and ICD-10 kept as text. */
export async function mapCondition(db: Db, located: Located<Condition>, report: MappingReport) {
  const { resource: c, path } = located;
  const diagnostic: Record<string, unknown> = {};
  const morphology: Record<string, unknown> = {};
  const date = diagnosisDate(c, path, report);
  diagnostic.diagnosticDate = date.date;
  for (const [i, site] of (c.bodySite ?? []).entries()) {
    const icdo = site.coding?.find((x) => x.system === FHIR_ICDO3_SYSTEM && x.code);
    const found =
      icdo && !diagnostic.topologicCodeId
        ? (
            await db
              .select({ id: topographies.id })
              .from(topographies)
              .where(eq(topographies.code, topographyCode(icdo.code!)))
          )[0]
        : undefined;
    if (found) {
      // The form's location → topography pair: a location chosen later would clear the received code.
      const location = await onlyLocationOf(db, found.id);
      if (location !== null) {
        diagnostic.tumorLocationId = location;
        report.mapped(`${path}.bodySite[${i}]`, textOf(site), 'cancerDiagnostic.tumorLocationId');
      }
      diagnostic.topologicCodeId = found.id;
      report.mapped(`${path}.bodySite[${i}]`, textOf(site), 'cancerDiagnostic.topologicCodeId');
    } else report.notMapped(`${path}.bodySite[${i}]`, textOf(site));
  }
  for (const [i, ext] of (c.extension ?? []).entries()) {
    if (i === date.extension) continue;
    const at = `${path}.extension[${i}]`;
    const icdo =
      ext.url === FHIR_MORPHOLOGY_EXTENSION
        ? ext.valueCodeableConcept?.coding?.find((x) => x.system === FHIR_ICDO3_SYSTEM && x.code)
        : undefined;
    const found = icdo
      ? (
          await db
            .select({ id: morphologies.id, behaviour: morphologies.behaviour })
            .from(morphologies)
            .where(eq(morphologies.code, icdo.code!.trim()))
        )[0]
      : undefined;
    if (found) {
      morphology.morphologyCodeId = found.id;
      morphology.behaviorId = await entryId(db, ListId.behaviour, String(found.behaviour));
      report.mapped(at, textOf(ext.valueCodeableConcept), 'cancerMorphology.morphologyCodeId');
    } else report.notMapped(at, ext.valueCodeableConcept ? textOf(ext.valueCodeableConcept) : ext.url);
  }
  // The registry codes tumours in ICD-O-3; an ICD-10 or SNOMED CT code is shown to the registrar, never converted.
  if (c.code) report.notMapped(`${path}.code`, textOf(c.code));
  // The staging is read from the TNM observations; a summary beside them is shown as received.
  for (const [i, stage] of (c.stage ?? []).entries())
    if (stage.summary) report.notMapped(`${path}.stage[${i}].summary`, textOf(stage.summary));
  return { diagnostic, morphology };
}
