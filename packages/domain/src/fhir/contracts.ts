import { z } from 'zod';

/** The only scope a reporting unit's system client may ask for: writing its unit's reports (issue 43). */
export const FHIR_SCOPE = 'system/Bundle.write';
/** SMART Backend Services: the assertion's algorithms we accept (the SMART spec's RS384 and ES384). */
export const FHIR_ASSERTION_ALGORITHMS = ['RS384', 'ES384'] as const;
/** Seconds an intake access token lives; an assertion may not claim to live longer either. */
export const FHIR_TOKEN_SECONDS = 300;

/**
 * The identifier systems a Patient's CNP is accepted under. The registry's own OID-style system
 * first, then the plain-URL spellings hospital systems use; anything else is refused, never guessed.
 */
export const CNP_IDENTIFIER_SYSTEMS = [
  'urn:oid:1.2.642.1.1',
  'http://cnp.ro',
  'https://registru-cancer-pediatric.ro/fhir/NamingSystem/cnp',
] as const;

/**
 * A foreigner's passport as HL7 names it: `identifier.type` v2-0203 `PPN` under
 * `http://hl7.org/fhir/sid/passport-XXX`, XXX the issuing country's ISO 3166 alpha-3 code.
 */
export const FHIR_PASSPORT_SYSTEM = /^http:\/\/hl7\.org\/fhir\/sid\/passport-([A-Z]{3})$/;
export const FHIR_PASSPORT_SYSTEM_NAME = 'http://hl7.org/fhir/sid/passport-XXX (type v2-0203 PPN)';
export const FHIR_IDENTIFIER_TYPE_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v2-0203';

/**
 * The registry's own Toronto staging code system: `toronto-stage` names the observation, and its
 * value is a Toronto level as the registry's dictionaries code it (`neuroblastoma:L1`).
 */
export const FHIR_TORONTO_SYSTEM = 'https://registru-cancer-pediatric.ro/fhir/CodeSystem/toronto';
export const FHIR_TORONTO_STAGE = 'toronto-stage';
/** The registry's code systems for what HL7 has none for (documented in docs/fhir.md). */
export const FHIR_ICDO3_SYSTEM = 'http://terminology.hl7.org/CodeSystem/icd-o-3';
export const FHIR_ICD10_SYSTEMS = ['http://hl7.org/fhir/sid/icd-10', 'http://hl7.org/fhir/sid/icd-10-cm'];
export const FHIR_SNOMED_SYSTEM = 'http://snomed.info/sct';
export const FHIR_MORPHOLOGY_EXTENSION =
  'http://hl7.org/fhir/us/mcode/StructureDefinition/mcode-histology-morphology-behavior';
/** Organization.identifier naming a registry reporting unit by its id (the client's unit only). */
export const FHIR_REPORTING_UNIT_SYSTEM =
  'https://registru-cancer-pediatric.ro/fhir/NamingSystem/reporting-unit';

/** A client's public keys as a JWK Set: only public members are kept (the private ones refused). */
const jwk = z
  .object({ kty: z.enum(['RSA', 'EC']), kid: z.string().max(200).optional() })
  .catchall(z.unknown())
  .refine((k) => !('d' in k), { message: 'fhir.jwksInvalid' });
export const fhirJwks = z.object({ keys: z.array(jwk).min(1).max(10) });

export const fhirClientCreate = z.object({
  reportingUnitId: z.number().int().min(1).max(2147483647),
  name: z.string().trim().min(1).max(200),
  jwks: fhirJwks,
});
export type FhirClientCreate = z.infer<typeof fhirClientCreate>;

export const fhirClient = z.object({
  /** The client id: iss and sub of its assertions. */
  clientId: z.string(),
  reportingUnitId: z.number().int(),
  name: z.string(),
  jwks: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }),
  createdAt: z.string(),
  createdBy: z.number().int(),
  revokedAt: z.string().nullable(),
  revokedBy: z.number().int().nullable(),
});
export type FhirClient = z.infer<typeof fhirClient>;
export const fhirClients = z.object({ items: z.array(fhirClient) });

/** One received element and what it became: a notification field, or 'not mapped' with its text. */
export const fhirMappingEntry = z.object({
  path: z.string(),
  received: z.string(),
  became: z.string(),
});
export type FhirMappingEntry = z.infer<typeof fhirMappingEntry>;
export const FHIR_NOT_MAPPED = 'not mapped';

/** GET …/:id/fhir-intake: the bundle as received beside what it became. */
export const fhirIntake = z.object({
  notificationId: z.number().int(),
  clientId: z.string(),
  clientName: z.string(),
  bundleIdentifier: z.string().nullable(),
  messageHeaderId: z.string().nullable(),
  receivedAt: z.string(),
  updatedAt: z.string(),
  timesReceived: z.number().int(),
  bundle: z.record(z.string(), z.unknown()),
  mapping: z.array(fhirMappingEntry),
});
export type FhirIntake = z.infer<typeof fhirIntake>;
