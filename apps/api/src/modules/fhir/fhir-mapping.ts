import type {
  CodeableConcept,
  Composition,
  Observation,
  Organization,
  Patient,
  Reference,
  Resource,
} from '@medplum/fhirtypes';
import { FHIR_REPORTING_UNIT_SYSTEM } from '@registry/domain';
import type { Db } from '../../db/client';
import { type Located, type Report, resolve } from './fhir-bundle';
import { textOf } from './fhir-coding';
import { mapCondition, primaryCancerOf } from './fhir-condition-map';
import { type FhirIssue, FhirRefusal } from './fhir-outcome';
import { mapPatient } from './fhir-patient-map';
import { MappingReport } from './fhir-report';
import { mapStage } from './fhir-stage-map';
import { isTorontoObservation, mapToronto } from './fhir-toronto-map';
import { mapTreatment } from './fhir-treatment-map';

/**
 * Every `subject` must resolve in the bundle: it says whose report each resource is, and the
 * registry reads the child from the bundle alone. Other references (encounter, author, performer,
 * focus, the sections' other entries) name context the registry does not map; they may point
 * outside the bundle, as in the IG's own examples.
 */
function unresolvedSubjects(entries: Located[]): FhirIssue[] {
  return entries.flatMap(({ resource, path }) => {
    const ref = (resource as { subject?: Reference }).subject?.reference;
    return ref && !resolve(entries, ref)
      ? [
          {
            expression: `${path}.subject`,
            key: 'fhir.unresolved' as const,
            params: [ref],
            code: 'invalid' as const,
          },
        ]
      : [];
  });
}

/**
 * The content bundle → a draft notification of the client's unit and the mapping report. Problems
 * found on the way are collected and refused together, before anything is saved.
 */
export async function mapReport(
  db: Db,
  report: Report,
  reportingUnitId: number,
  cnpSystems: readonly string[],
) {
  const mapping = new MappingReport();
  const of = <T extends Resource>(type: T['resourceType']) =>
    report.entries.filter((e) => e.resource.resourceType === type) as Located<T>[];
  const composition = of<Composition>('Composition')[0];
  const issues: FhirIssue[] = unresolvedSubjects(report.entries);
  const patients = of<Patient>('Patient');
  if (patients.length === 0)
    issues.push({ expression: `${report.contentPath}.entry`, key: 'fhir.patientMissing', code: 'required' });
  if (patients.length > 1)
    issues.push({ expression: patients[1].path, key: 'fhir.patientMany', code: 'invalid' });
  const primary = primaryCancerOf(report.entries, composition, issues);
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
  // The patient's own problems (no CNP, identifier systems not accepted) are named with the rest.
  const patient =
    patients.length === 1 ? await mapPatient(db, patients[0], mapping, issues, cnpSystems) : null;
  if (issues.length || !primary || !patient) throw new FhirRefusal(400, issues);

  const { diagnostic, morphology } = await mapCondition(db, primary, mapping);
  const observations = of<Observation>('Observation');
  const toronto = await mapToronto(
    db,
    observations.filter((o) => isTorontoObservation(o.resource)),
    mapping,
  );
  const tnm = await mapStage(
    db,
    observations.filter((o) => !isTorontoObservation(o.resource)),
    mapping,
  );
  const treatment = await mapTreatment(db, report.entries, mapping);
  for (const e of report.entries) {
    const type = e.resource.resourceType;
    if (type === 'Encounter' || (type === 'Condition' && e !== primary))
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
    cancerTorontoStadialization: toronto,
    cancerTnmStadialization: tnm,
    cancerTreatment: treatment,
  };
  mapping.add('(registry)', '', 'diagnosticReportingReasonId');
  return { body, mapping };
}
