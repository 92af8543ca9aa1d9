import type { Identifier, Patient } from '@medplum/fhirtypes';
import {
  FHIR_IDENTIFIER_TYPE_SYSTEM,
  FHIR_NOT_MAPPED,
  FHIR_PASSPORT_SYSTEM,
  FHIR_PASSPORT_SYSTEM_NAME,
  isValidCnp,
} from '@registry/domain';
import type { Located } from './fhir-bundle';
import type { FhirIssue } from './fhir-outcome';
import type { MappingReport } from './fhir-report';

/** HL7's passport: both its naming (`passport-XXX`) and its type (v2-0203 PPN), never one alone. */
const isPassport = (id: Identifier) =>
  FHIR_PASSPORT_SYSTEM.test(id.system ?? '') &&
  (id.type?.coding?.some((c) => c.system === FHIR_IDENTIFIER_TYPE_SYSTEM && c.code === 'PPN') ?? false);

export type Identity = { identifier: string | null; isForeigner: boolean };

/**
 * The child's identity: a CNP under an accepted system; else, as the form takes a foreigner, a
 * passport's number. A CNP wins when both are sent (the passport stays as received text). Without
 * either, the refusal names each identifier system received that the registry does not accept.
 * `cnpSystems`: the accepted CNP systems (FHIR_CNP_SYSTEMS, default CNP_IDENTIFIER_SYSTEMS).
 */
export function identityOf(
  located: Located<Patient>,
  report: MappingReport,
  issues: FhirIssue[],
  cnpSystems: readonly string[],
): Identity {
  const { resource: p, path } = located;
  const ids = p.identifier ?? [];
  const cnpAt = ids.findIndex((id) => id.system && cnpSystems.includes(id.system) && id.value);
  const passportAt = cnpAt < 0 ? ids.findIndex((id) => isPassport(id) && id.value?.trim()) : -1;
  const chosen = cnpAt >= 0 ? cnpAt : passportAt;
  const others: FhirIssue[] = [];
  ids.forEach((id, i) => {
    const at = `${path}.identifier[${i}]`;
    if (i !== chosen) {
      others.push({
        expression: `${at}.system`,
        key: 'fhir.identifierSystem',
        params: [id.system ?? '', [...cnpSystems, FHIR_PASSPORT_SYSTEM_NAME].join(', ')],
        code: 'not-supported',
      });
      report.add(at, `${id.system ?? ''}|${id.value ?? ''}`, FHIR_NOT_MAPPED);
      return;
    }
    const value = id.value!.trim();
    report.mapped(at, value, 'patientDetails.identifier');
    if (i === cnpAt && !isValidCnp(value))
      issues.push({ expression: `${at}.value`, key: 'fhir.cnpInvalid', params: [value], code: 'value' });
    // The notification has no country: a foreigner's lives on the child's record (the patient screen).
    if (i === passportAt) report.notMapped(`${at}.system`, id.system!);
  });
  if (chosen < 0) {
    issues.push({ expression: `${path}.identifier`, key: 'fhir.cnpMissing', code: 'required' }, ...others);
    return { identifier: null, isForeigner: false };
  }
  return { identifier: ids[chosen].value!.trim(), isForeigner: chosen === passportAt };
}
