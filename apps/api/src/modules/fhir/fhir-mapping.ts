import type {
  CodeableConcept,
  Composition,
  Condition,
  Observation,
  Organization,
  Patient,
  Resource,
} from '@medplum/fhirtypes';
import { FHIR_ICDO3_SYSTEM, FHIR_MORPHOLOGY_EXTENSION, FHIR_REPORTING_UNIT_SYSTEM } from '@registry/domain';
import { ListId } from '@registry/domain/dictionaries/list-ids';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dictionaryEntries, morphologies, topographies } from '../../db/schema';
import { type Located, type Report, resolve } from './fhir-bundle';
import { type FhirIssue, FhirRefusal } from './fhir-outcome';
import { mapPatient } from './fhir-patient-map';
import { MappingReport } from './fhir-report';

/** mCODE's TNM observations by LOINC code → the registry's TNM list and stage type (1 clinical, 2 pathological). */
const TNM_LOINC: Record<string, { list: number; field: string; stageType: 1 | 2 }> = {
  '21905-5': { list: ListId.tnmT, field: 'stadializationTId', stageType: 1 },
  '21906-3': { list: ListId.tnmN, field: 'stadializationNId', stageType: 1 },
  '21907-1': { list: ListId.tnmM, field: 'stadializationMId', stageType: 1 },
  '21908-9': { list: ListId.tnmStage, field: 'stadializationStageId', stageType: 1 },
  '21899-0': { list: ListId.tnmT, field: 'stadializationTId', stageType: 2 },
  '21900-6': { list: ListId.tnmN, field: 'stadializationNId', stageType: 2 },
  '21901-4': { list: ListId.tnmM, field: 'stadializationMId', stageType: 2 },
  '21902-2': { list: ListId.tnmStage, field: 'stadializationStageId', stageType: 2 },
};
const STAGE_PREFIX = { 1: 'c', 2: 'p' } as const;

const textOf = (c: CodeableConcept | undefined) =>
  c?.text ??
  c?.coding?.map((x) => `${x.system ?? ''}|${x.code ?? ''}${x.display ? ` ${x.display}` : ''}`).join('; ') ??
  '';

/** ICD-O-3 topography as hospitals write it (C74.9 or C749) → the dictionary's C74.9. */
const topographyCode = (code: string) =>
  code
    .trim()
    .toUpperCase()
    .replace(/^(C\d\d)(\d)$/, '$1.$2');

async function entryId(db: Db, list: number, code: string) {
  const [row] = await db
    .select({ id: dictionaryEntries.id })
    .from(dictionaryEntries)
    .where(and(eq(dictionaryEntries.listId, list), eq(dictionaryEntries.code, code)));
  return row?.id ?? null;
}

/** The primary cancer Condition → diagnosis date, topography, morphology and behaviour; SNOMED and ICD-10 kept as text. */
async function mapCondition(db: Db, located: Located<Condition>, report: MappingReport) {
  const { resource: c, path } = located;
  const diagnostic: Record<string, unknown> = {};
  const morphology: Record<string, unknown> = {};
  const date = c.onsetDateTime ?? c.recordedDate;
  if (date)
    report.mapped(
      `${path}.${c.onsetDateTime ? 'onsetDateTime' : 'recordedDate'}`,
      date,
      'cancerDiagnostic.diagnosticDate',
    );
  diagnostic.diagnosticDate = date?.slice(0, 10) ?? null;
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
      diagnostic.topologicCodeId = found.id;
      report.mapped(`${path}.bodySite[${i}]`, textOf(site), 'cancerDiagnostic.topologicCodeId');
    } else report.notMapped(`${path}.bodySite[${i}]`, textOf(site));
  }
  for (const [i, ext] of (c.extension ?? []).entries()) {
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
  return { diagnostic, morphology };
}

/** TNM observations whose value is a code of the registry's TNM lists (cT2, pN0, III …) of one stage type. */
async function mapStage(db: Db, observations: Located<Observation>[], report: MappingReport) {
  const tnm: Record<string, unknown> = {};
  for (const { resource: o, path } of observations) {
    const loinc = o.code?.coding?.find((x) => x.system === 'http://loinc.org' && x.code && TNM_LOINC[x.code]);
    const target = loinc ? TNM_LOINC[loinc.code!] : undefined;
    const value = o.valueCodeableConcept?.coding?.find((x) => x.code)?.code?.trim();
    if (!target || !value || (tnm.stageTypeId && tnm.stageTypeId !== target.stageType) || tnm[target.field]) {
      report.notMapped(path, `${textOf(o.code)} = ${textOf(o.valueCodeableConcept)}`);
      continue;
    }
    const prefix = STAGE_PREFIX[target.stageType];
    const bare = value.replace(/^(yc|yp|c|p)(?=[TNM0IV])/, '');
    const id = await entryId(db, target.list, `${prefix}${bare}`);
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

const isPrimaryCancer = (c: Condition) =>
  c.meta?.profile?.some((p) => p.includes('mcode-primary-cancer-condition')) ?? false;

/**
 * The content bundle → a draft notification of the client's unit and the mapping report. Problems
 * found on the way are collected and refused together, before anything is saved.
 */
export async function mapReport(db: Db, report: Report, reportingUnitId: number) {
  const mapping = new MappingReport();
  const issues: FhirIssue[] = [];
  const of = <T extends Resource>(type: T['resourceType']) =>
    report.entries.filter((e) => e.resource.resourceType === type) as Located<T>[];
  const composition = of<Composition>('Composition')[0];
  const subject = composition.resource.subject?.reference;
  if (subject && !resolve(report.entries, subject))
    issues.push({
      expression: `${composition.path}.subject`,
      key: 'fhir.unresolved',
      params: [subject],
      code: 'invalid',
    });
  for (const c of of<Condition>('Condition')) {
    const ref = c.resource.subject?.reference;
    if (ref && !resolve(report.entries, ref))
      issues.push({
        expression: `${c.path}.subject`,
        key: 'fhir.unresolved',
        params: [ref],
        code: 'invalid',
      });
  }
  const patients = of<Patient>('Patient');
  if (patients.length === 0)
    issues.push({ expression: `${report.contentPath}.entry`, key: 'fhir.patientMissing', code: 'required' });
  if (patients.length > 1)
    issues.push({ expression: patients[1].path, key: 'fhir.patientMany', code: 'invalid' });
  const conditions = of<Condition>('Condition');
  const primary = conditions.find((c) => isPrimaryCancer(c.resource)) ?? conditions[0];
  if (!primary)
    issues.push({
      expression: `${report.contentPath}.entry`,
      key: 'fhir.conditionMissing',
      code: 'required',
    });
  // The reporting unit is the client's own: a report naming another unit is refused, never moved.
  for (const org of of<Organization>('Organization')) {
    const named = org.resource.identifier?.find((i) => i.system === FHIR_REPORTING_UNIT_SYSTEM);
    if (named && named.value !== String(reportingUnitId))
      issues.push({
        expression: `${org.path}.identifier`,
        key: 'fhir.otherUnit',
        params: [named.value ?? ''],
        code: 'forbidden',
      });
    else
      mapping.add(
        org.path,
        org.resource.name ?? '',
        named ? 'notificationOverview.reportingUnitId' : 'not mapped',
      );
  }
  if (issues.length || !primary) throw new FhirRefusal(400, issues);

  const patient = await mapPatient(db, patients[0], mapping, issues);
  if (issues.length) throw new FhirRefusal(400, issues);
  const { diagnostic, morphology } = await mapCondition(db, primary, mapping);
  const tnm = await mapStage(db, of<Observation>('Observation'), mapping);
  for (const e of report.entries) {
    const type = e.resource.resourceType;
    if (
      ['Procedure', 'MedicationAdministration', 'MedicationRequest', 'Encounter'].includes(type) ||
      (type === 'Condition' && e !== primary)
    )
      mapping.notMapped(e.path, `${type} ${textOf((e.resource as { code?: CodeableConcept }).code)}`.trim());
  }
  const body = {
    id: 0,
    version: 0,
    status: 1,
    // The report does not say why the unit reports; a new diagnosis until the registrar says otherwise.
    diagnosticReportingReasonId: 1,
    patientDetails: patient.patientDetails,
    notificationOverview: { reportingUnitId, ...patient.overview },
    cancerDiagnostic: diagnostic,
    cancerMorphology: morphology,
    cancerTnmStadialization: tnm,
  };
  mapping.add('(registry)', '', 'diagnosticReportingReasonId');
  return { body, mapping };
}
