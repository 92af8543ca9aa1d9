/** FHIR R4 reports of paediatric cancers as a hospital's system would send them (issue 43). */
import { cnpCheckDigit } from '@registry/domain';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/** A boy or girl born 2016-01-01 in Bucharest (county 40), serial `nnn`, with a valid check digit. */
export const fhirCnp = (serial: string, sex: 5 | 6 = 5) => {
  const first12 = `${sex}16010140${serial}`;
  return `${first12}${cnpCheckDigit(first12)}`;
};

export const ICDO3 = 'http://terminology.hl7.org/CodeSystem/icd-o-3';
const MORPHOLOGY = 'http://hl7.org/fhir/us/mcode/StructureDefinition/mcode-histology-morphology-behavior';

export type Tumour = {
  topography: string;
  morphology: string;
  text: string;
  icd10?: string;
  snomedSite?: string;
  tnm?: [loinc: string, value: string][];
};

/** Neuroblastoma of the adrenal gland, acute lymphoblastic leukaemia, Wilms tumour of the kidney. */
export const TUMOURS = {
  neuroblastoma: {
    topography: 'C74.9',
    morphology: '9500/3',
    text: 'Neuroblastom suprarenal',
    icd10: 'C74.9',
    tnm: [['21908-9', 'III']],
  },
  all: { topography: 'C42.1', morphology: '9835/3', text: 'Leucemie acută limfoblastică', icd10: 'C91.0' },
  wilms: {
    topography: 'C64.9',
    morphology: '8960/3',
    text: 'Nefroblastom',
    snomedSite: '64033007',
    tnm: [
      ['21905-5', 'cT2'],
      ['21906-3', 'cN0'],
      ['21907-1', 'cM0'],
    ],
  },
} satisfies Record<string, Tumour>;

export type Child = {
  cnp: string;
  given?: string;
  family?: string;
  gender?: 'male' | 'female';
  county?: string;
  city?: string;
  identifierSystem?: string;
};

/** A content bundle (`collection` with a Composition) for one child and one tumour. */
export function contentBundle(
  id: string,
  child: Child,
  tumour: Tumour,
  extra: { organizationUnit?: number; omitPatient?: boolean } = {},
) {
  const patient = {
    resourceType: 'Patient',
    id: 'p1',
    identifier: [{ system: child.identifierSystem ?? 'urn:oid:1.2.642.1.1', value: child.cnp }],
    name: [{ use: 'official', family: child.family ?? 'Popescu', given: [child.given ?? 'Ion'] }],
    gender: child.gender ?? 'male',
    birthDate: '2016-01-01',
    address: [
      {
        line: ['Strada Memorandumului 28'],
        city: child.city ?? 'Cluj-Napoca',
        state: child.county ?? 'Cluj',
        country: 'RO',
      },
    ],
  };
  const condition = {
    resourceType: 'Condition',
    id: 'c1',
    meta: { profile: ['http://hl7.org/fhir/us/mcode/StructureDefinition/mcode-primary-cancer-condition'] },
    clinicalStatus: {
      coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' }],
    },
    code: {
      coding: tumour.icd10 ? [{ system: 'http://hl7.org/fhir/sid/icd-10', code: tumour.icd10 }] : [],
      text: tumour.text,
    },
    bodySite: [
      { coding: [{ system: ICDO3, code: tumour.topography }] },
      ...(tumour.snomedSite
        ? [
            {
              coding: [
                { system: 'http://snomed.info/sct', code: tumour.snomedSite, display: 'Kidney structure' },
              ],
            },
          ]
        : []),
    ],
    extension: [
      { url: MORPHOLOGY, valueCodeableConcept: { coding: [{ system: ICDO3, code: tumour.morphology }] } },
    ],
    subject: { reference: 'Patient/p1' },
    onsetDateTime: '2024-03-10',
  };
  const observations = (tumour.tnm ?? []).map(([loinc, value], i) => ({
    resourceType: 'Observation',
    id: `o${i}`,
    status: 'final',
    code: { coding: [{ system: 'http://loinc.org', code: loinc }] },
    subject: { reference: 'Patient/p1' },
    valueCodeableConcept: { coding: [{ system: 'http://cancerstaging.org', code: value }] },
  }));
  const organization = extra.organizationUnit
    ? [
        {
          resourceType: 'Organization',
          id: 'org',
          name: 'Spital',
          identifier: [
            {
              system: 'https://registru-cancer-pediatric.ro/fhir/NamingSystem/reporting-unit',
              value: String(extra.organizationUnit),
            },
          ],
        },
      ]
    : [];
  const resources = [
    {
      resourceType: 'Composition',
      id: 'comp',
      status: 'final',
      type: { coding: [{ system: 'http://loinc.org', code: '72134-0' }] },
      subject: { reference: 'Patient/p1' },
      date: '2024-03-12',
      author: [{ display: 'Spital' }],
      title: 'Cancer report',
    },
    ...(extra.omitPatient ? [] : [patient]),
    condition,
    ...observations,
    ...organization,
  ];
  return {
    resourceType: 'Bundle',
    id,
    identifier: { system: 'urn:ietf:rfc:3986', value: `urn:uuid:${id}` },
    type: 'collection',
    timestamp: '2024-03-12T10:00:00Z',
    entry: resources.map((resource) => ({
      fullUrl: `http://hospital.test/fhir/${resource.resourceType}/${resource.id}`,
      resource,
    })),
  };
}

/** The IG's reporting bundle: a MessageHeader whose focus is the content bundle carried beside it. */
export function messageBundle(headerId: string, content: ReturnType<typeof contentBundle>) {
  return {
    resourceType: 'Bundle',
    id: `m-${headerId}`,
    type: 'message',
    timestamp: '2024-03-12T10:00:00Z',
    entry: [
      {
        fullUrl: `http://hospital.test/fhir/MessageHeader/${headerId}`,
        resource: {
          resourceType: 'MessageHeader',
          id: headerId,
          eventCoding: {
            system: 'http://hl7.org/fhir/us/medmorph/CodeSystem/us-ph-messageheader-message-types',
            code: 'cancer-report-message',
          },
          source: { endpoint: 'http://hospital.test/fhir' },
          focus: [{ reference: `http://hospital.test/fhir/Bundle/${content.id}` }],
        },
      },
      { fullUrl: `http://hospital.test/fhir/Bundle/${content.id}`, resource: content },
    ],
  };
}

/** A client's key pair: the public JWKS to register and a signer of assertions. */
export async function clientKeys(alg: 'ES384' | 'RS384' = 'ES384') {
  const { publicKey, privateKey } = await generateKeyPair(alg, { extractable: true });
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: `k-${alg}`, alg };
  return {
    jwks: { keys: [jwk] },
    assertion: (clientId: string, aud: string, over: { jti?: string; exp?: number } = {}) =>
      new SignJWT({})
        .setProtectedHeader({ alg, kid: jwk.kid })
        .setIssuer(clientId)
        .setSubject(clientId)
        .setAudience(aud)
        .setIssuedAt()
        .setExpirationTime(over.exp ?? Math.floor(Date.now() / 1000) + 240)
        .setJti(over.jti ?? crypto.randomUUID())
        .sign(privateKey),
  };
}
