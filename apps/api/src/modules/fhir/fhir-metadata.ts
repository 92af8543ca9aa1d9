import { FHIR_SCOPE } from '@registry/domain';

/** The CapabilityStatement at /fhir/R4/metadata: what a hospital's system may send, and how to sign in. */
export function capabilityStatement(baseUrl: string) {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: '2026-12-03',
    kind: 'instance',
    publisher: 'Registrul Național al Cancerului Pediatric',
    description: 'FHIR R4 intake of cancer reports into draft notifications (docs/fhir.md).',
    implementation: {
      description: 'Registrul Cancerului Pediatric — recepție FHIR',
      url: `${baseUrl}/fhir/R4`,
    },
    fhirVersion: '4.0.1',
    format: ['application/fhir+json'],
    implementationGuide: [
      'http://hl7.org/fhir/us/central-cancer-registry-reporting/ImplementationGuide/hl7.fhir.us.central-cancer-registry-reporting',
    ],
    rest: [
      {
        mode: 'server',
        security: {
          service: [
            {
              coding: [
                {
                  system: 'http://terminology.hl7.org/CodeSystem/restful-security-service',
                  code: 'SMART-on-FHIR',
                },
              ],
            },
          ],
          description: `SMART Backend Services: client_credentials with a signed JWT assertion (RS384 or ES384), scope ${FHIR_SCOPE}.`,
          extension: [
            {
              url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris',
              extension: [{ url: 'token', valueUri: `${baseUrl}/fhir/R4/auth/token` }],
            },
          ],
        },
        resource: [{ type: 'Bundle', interaction: [{ code: 'create' }] }],
        operation: [
          {
            name: 'process-message',
            definition: 'http://hl7.org/fhir/OperationDefinition/MessageHeader-process-message',
          },
        ],
      },
    ],
  };
}
