/**
 * A hospital's system as the FHIR intake meets it (issue 43, docs/fhir.md §2–§3), over real HTTP:
 * a client registered by the unit's administrator with a freshly generated key, its SMART Backend
 * Services token, and a paediatric content bundle (as apps/api/test/fhir-fixtures.ts builds them).
 * `jose` is the API workspace's dependency, hoisted to the repository's node_modules.
 */
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { api } from './lists-data.mjs';

const ICDO3 = 'http://terminology.hl7.org/CodeSystem/icd-o-3';
const MORPHOLOGY = 'http://hl7.org/fhir/us/mcode/StructureDefinition/mcode-histology-morphology-behavior';

/** Registers a client of `reportingUnitId` with a new ES384 key; `token()` signs in as it. */
export async function registerClient(base, adminToken, reportingUnitId, name) {
  const { publicKey, privateKey } = await generateKeyPair('ES384', { extractable: true });
  const kid = `e2e-${Date.now()}`;
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES384' };
  const client = await api(base, adminToken, 'POST', '/api/fhir-clients', {
    reportingUnitId,
    name,
    jwks: { keys: [jwk] },
  });
  const tokenUrl = `${base}/fhir/R4/auth/token`;
  const token = async () => {
    const assertion = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES384', kid })
      .setIssuer(client.clientId)
      .setSubject(client.clientId)
      .setAudience(tokenUrl)
      .setIssuedAt()
      .setExpirationTime('4m')
      .setJti(crypto.randomUUID())
      .sign(privateKey);
    const response = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
        client_assertion: assertion,
        scope: 'system/Bundle.write',
      }),
    });
    const body = await response.json();
    if (!response.ok) throw new Error(`token: ${response.status} ${JSON.stringify(body)}`);
    return body.access_token;
  };
  return { ...client, token };
}

/** The birth date a CNP carries (born 2000 or later: sex digit 5 or 6). */
const birthDateOf = (cnp) => `20${cnp.slice(1, 3)}-${cnp.slice(3, 5)}-${cnp.slice(5, 7)}`;

/**
 * A neuroblastoma of the adrenal gland reported as a content bundle: what the registry takes (CNP,
 * name, sex, birth date, SIRUTA address, ICD-O-3 topography and morphology, the TNM stage group)
 * and what it keeps as received text (the hospital's record number, the ICD-10 code, a SNOMED CT
 * site, the surgery).
 */
export function neuroblastomaBundle({ id, cnp, given, family }) {
  const resources = [
    {
      resourceType: 'Composition',
      id: 'comp',
      status: 'final',
      type: { coding: [{ system: 'http://loinc.org', code: '72134-0' }] },
      subject: { reference: 'Patient/p1' },
      date: '2024-03-12',
      author: [{ display: 'Spitalul Clinic de Copii Cluj' }],
      title: 'Raport de cancer',
    },
    {
      resourceType: 'Patient',
      id: 'p1',
      identifier: [
        { system: 'urn:oid:1.2.642.1.1', value: cnp },
        { system: 'http://spital-copii-cluj.ro/fo', value: 'FO-2024-0815' },
      ],
      name: [{ use: 'official', family, given: [given] }],
      gender: cnp[0] === '6' ? 'female' : 'male',
      birthDate: birthDateOf(cnp),
      address: [{ line: ['Strada Memorandumului 28'], city: 'Cluj-Napoca', state: 'Cluj', country: 'RO' }],
    },
    {
      resourceType: 'Condition',
      id: 'c1',
      meta: { profile: ['http://hl7.org/fhir/us/mcode/StructureDefinition/mcode-primary-cancer-condition'] },
      code: {
        coding: [{ system: 'http://hl7.org/fhir/sid/icd-10', code: 'C74.9' }],
        text: 'Neuroblastom suprarenal',
      },
      bodySite: [
        { coding: [{ system: ICDO3, code: 'C74.9' }] },
        {
          coding: [
            { system: 'http://snomed.info/sct', code: '23451007', display: 'Adrenal gland structure' },
          ],
        },
      ],
      extension: [{ url: MORPHOLOGY, valueCodeableConcept: { coding: [{ system: ICDO3, code: '9500/3' }] } }],
      subject: { reference: 'Patient/p1' },
      onsetDateTime: '2024-03-10',
    },
    {
      resourceType: 'Observation',
      id: 'o1',
      status: 'final',
      code: { coding: [{ system: 'http://loinc.org', code: '21908-9' }] },
      subject: { reference: 'Patient/p1' },
      valueCodeableConcept: { coding: [{ system: 'http://cancerstaging.org', code: 'III' }] },
    },
    {
      resourceType: 'Procedure',
      id: 'pr1',
      status: 'completed',
      code: { text: 'Suprarenalectomie stângă' },
      subject: { reference: 'Patient/p1' },
      performedDateTime: '2024-03-20',
    },
  ];
  return {
    resourceType: 'Bundle',
    id,
    identifier: { system: 'urn:ietf:rfc:3986', value: `urn:uuid:${id}` },
    type: 'collection',
    timestamp: '2024-03-12T10:00:00Z',
    entry: resources.map((resource) => ({
      fullUrl: `http://spital-copii-cluj.ro/fhir/${resource.resourceType}/${resource.id}`,
      resource,
    })),
  };
}

/** Posts a content bundle; answers the draft notification's id (the OperationOutcome names it). */
export async function sendBundle(base, token, bundle) {
  const response = await fetch(`${base}/fhir/R4/Bundle`, {
    method: 'POST',
    headers: { 'content-type': 'application/fhir+json', authorization: `Bearer ${token}` },
    body: JSON.stringify(bundle),
  });
  const outcome = await response.json();
  if (response.status !== 201) throw new Error(`bundle: ${response.status} ${JSON.stringify(outcome)}`);
  return Number(outcome.issue[0].details.coding[0].code);
}
