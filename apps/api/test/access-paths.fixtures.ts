import { InterventionType } from '@registry/domain';
import type { TestServer } from './harness';
import { dayFrom } from './intervention-fixtures';
import { completeBody, dictionaryIds, draftBody } from './notification-fixtures';

/**
 * Issue 22 path tests: unit A's child, written with marker strings found nowhere else, so that any
 * answer unit B gets can be searched for them (access-paths.answers.ts). B types its own, distinct
 * values, so an answer that is legitimately B's never carries a marker.
 */
export const CNP_MARKED = '5180303400017'; // born 2018-03-03, reported by unit A only

/** A PDF whose bytes carry a marker: a file handed over shows up in the scan. */
const markedPdf = (marker: string) =>
  new TextEncoder().encode(`%PDF-1.4\n% ${marker}\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n`);

/** A date in the forms the answers may write it in (JSON, xlsx cells as text, Romanian dates). */
const dateForms = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return [iso, `${d}.${m}.${y}`, `${d}/${m}/${y}`, `${d}-${m}-${y}`];
};

export type Marker = { name: string; find: string | RegExp };
const plain = (...values: string[]): Marker[] => values.map((v) => ({ name: v, find: v }));
const json = (key: string, value: number | boolean): Marker => ({
  name: `"${key}": ${value}`,
  find: new RegExp(`"${key}"\\s*:\\s*${value}\\b`),
});

/**
 * The marker classes follow ACCESS-MODEL.md: `identity` (names) may reach a unit that looked the
 * child up, as the look-up's answer only; `record` (addresses, contacts, social case, distance,
 * patient files) only a unit holding the record; `notification` (A's own notification: free text,
 * doctor, clinical start, staging, treatment, attachment) and `medicalCase` never reach B.
 */
export const markers = {
  identity: plain('Zmarkerescu', 'Markerina'),
  record: [
    ...plain(
      'Strada Markerului 77',
      'Aleea Îngrijirii Marker 9',
      'marker.parent@example.test',
      '0744777901',
      'acord-marker.pdf',
      'ancheta-marker.pdf',
      'AGREEMENT-MARKER-BYTES',
      'SURVEY-MARKER-BYTES',
    ),
    json('numberOfKm', 4321),
    json('isSocialCase', true),
  ],
  notification: [
    ...plain(
      'Observație Markerului',
      'Dr. Markerovici',
      'Histo Markerului',
      'buletin-marker.pdf',
      'ATTACHMENT-MARKER-BYTES',
    ),
    ...plain(...dateForms('2023-11-17')), // clinical start date
    ...plain(...dateForms('2024-04-17')), // chemotherapy date
    json('stageTypeId', 1),
    json('stadializationTId', 103),
  ],
  medicalCase: plain(
    'Nefrectomie Markerului',
    'Recomandare Markerului',
    'plan-marker.pdf',
    'RECOMMENDATION-MARKER-BYTES',
  ),
};
export type MarkerClass = keyof typeof markers;

/** A's notification of the child: every marked section filled in. */
function markedBody(over: Record<string, any> = {}) {
  return completeBody({
    observation: 'Observație Markerului: părinții locuiesc departe',
    ...over,
    patientDetails: {
      identifier: CNP_MARKED,
      firstName: 'Markerina',
      lastName: 'Zmarkerescu',
      address: 'Strada Markerului 77',
      ...over.patientDetails,
    },
    notificationOverview: { lastDoctor: 'Dr. Markerovici', trackingStatusId: 1 },
    cancerDiagnostic: { clinicalStartDate: '2023-11-17', ...over.cancerDiagnostic },
    cancerHistopathology: { examinationDate: '2024-03-01', histoResult: 'Histo Markerului: celule mici' },
    cancerTnmStadialization: { stageTypeId: 1, stadializationTId: 103 },
    cancerTreatment: { chimioDate: '2024-04-17' },
  });
}

/** Everything unit A made; ids the scanner substitutes into B's calls. */
export type UnitA = {
  patientId: number;
  notificationIds: number[];
  /** C1: neuroblastoma, with A's medical case M1. C2: Wilms tumour, no medical case yet. */
  caseIds: [number, number];
  medicalCaseId: number;
  interventionId: number;
  recommendationId: number;
  attachmentId: number;
  storageNames: string[];
  employeeIds: number[];
};

const ok = <T extends { status: number; body: any }>(what: string, res: T, status = 200) => {
  if (res.status !== status) throw new Error(`fixture ${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

/** Unit A (reporter + unitadmin of unit 1) reports the child twice and opens a medical case for C1. */
export async function makeUnitA(s: TestServer, reporter: string, caseOwner: string): Promise<UnitA> {
  const save = (body: unknown) => s.request('POST', '/api/cancer-notification', { token: reporter, body });
  const first = ok('C1', await save(markedBody()));
  const second = ok(
    'C2',
    await save(
      markedBody({
        diagnosticReportingReasonId: 7,
        cancerDiagnostic: { topologicCodeId: dictionaryIds.topographyKidney, tumorLocationId: 12 },
        cancerMorphology: { morphologyCodeId: dictionaryIds.wilms },
      }),
    ),
  );
  const patientId = Number(first.patientDetails.patientId);
  const upload = ok(
    'attachment',
    await s.form(
      `/api/document/${first.id}/1/1`,
      { chunkIndex: 0, numberOfChunks: 1, fileName: 'buletin-marker.pdf', storageFileName: '' },
      { token: reporter, files: { fileChunk: ['buletin-marker.pdf', markedPdf('ATTACHMENT-MARKER-BYTES')] } },
    ),
  );
  const [attachment] = (
    (await s.sql(
      `select id from notification_attachments where storage_name = '${upload.fileStorageName}'`,
    )) as { rows: { id: number }[] }
  ).rows;

  // The patient record: contacts, the social case, the distance and both patient files.
  const read = ok('patient read', await s.request('GET', `/api/patient/${patientId}`, { token: reporter }));
  const fields = Object.fromEntries(
    Object.entries(read).filter(([, v]) => v !== null && typeof v !== 'object'),
  );
  const patient = ok(
    'patient save',
    await s.form(
      '/api/patient',
      {
        ...fields,
        email: 'marker.parent@example.test',
        phone: '0744777901',
        isSocialCase: true,
        numberOfKm: 4321,
        careCountryId: 1,
        careCountyId: 127,
        careCityId: 54975,
        careAddress: 'Aleea Îngrijirii Marker 9',
      },
      {
        token: reporter,
        files: {
          agreement: ['acord-marker.pdf', markedPdf('AGREEMENT-MARKER-BYTES')],
          socialSurvey: ['ancheta-marker.pdf', markedPdf('SURVEY-MARKER-BYTES')],
        },
      },
    ),
  );

  // A's medical case of C1, with an intervention and a recommendation (and its document).
  const opened = ok(
    'medical case',
    await s.request('POST', `/api/medical-case/from-case/${first.caseId}`, { token: caseOwner }),
  );
  const medicalCaseId = Number(opened.id);
  const intervention = ok(
    'intervention',
    await s.request('POST', '/api/intervention', {
      token: caseOwner,
      body: {
        medicalCaseId,
        type: InterventionType.Surgery,
        plannedDate: dayFrom(3),
        startTime: '10:00',
        endDate: dayFrom(3),
        endTime: '11:00',
        unitId: 1,
        detail: { procedure: 'Nefrectomie Markerului' },
      },
    }),
  );
  const recommendation = ok(
    'recommendation',
    await s.form(
      `/api/medical-case/${medicalCaseId}/recommendations`,
      { hospitalUnitId: 1, plannedDate: dayFrom(5), text: 'Recomandare Markerului: control' },
      {
        token: caseOwner,
        files: { document: ['plan-marker.pdf', markedPdf('RECOMMENDATION-MARKER-BYTES')] },
      },
    ),
  );
  const employees = (
    (await s.sql(
      'select e.id from employees e where e.reporting_unit_id = 1 and not e.is_deleted order by e.id',
    )) as { rows: { id: number }[] }
  ).rows;
  return {
    patientId,
    notificationIds: [first.id, second.id],
    caseIds: [first.caseId, second.caseId],
    medicalCaseId,
    interventionId: Number(intervention.id),
    recommendationId: Number(recommendation.id),
    attachmentId: Number(attachment.id),
    storageNames: [
      upload.fileStorageName,
      patient.agreementStorageName,
      patient.socialSurveyStorageName,
    ].filter(Boolean),
    employeeIds: employees.map((e) => Number(e.id)),
  };
}

/** What B types: its own names and address, never a marker. */
export const B_TYPED = {
  firstName: 'Bogdana',
  lastName: 'Ciornescu',
  address: 'Strada Ciornei 12',
};

/** B's draft (reason 1, unit 2) naming A's child by its CNP, with B's own values. */
export const bDraft = (over: Record<string, unknown> = {}) =>
  draftBody({
    notificationOverview: { reportingUnitId: 2 },
    patientDetails: { identifier: CNP_MARKED, ...B_TYPED, countyId: 127, cityId: 54975 },
    ...over,
  });

/** B's own treatment and dates: what B's completed notifications carry of B's care. */
export const bTreatment = {
  hasChimio: true,
  chimioDate: '2025-02-02',
  therapeuticAgentsIds: [11],
  therapeuticProtocolId: 3,
  transplantRecommendation: false,
  systemicTherapyRoleId: 1,
};

/** Every marker with its class, as the scanner takes them. */
export const ALL_MARKERS = (Object.keys(markers) as MarkerClass[]).flatMap((markerClass) =>
  markers[markerClass].map((m) => ({ ...m, markerClass })),
);

const REPORTER2 = "(select id from users where email = 'reporter2@demo.local')";

/**
 * The look-up window passes for B, as ten minutes would: B's look-ups are aged. The trail is
 * append-only, so its guard is off for that one statement (a state no API call makes).
 */
export async function lookupWindowPasses(s: TestServer) {
  await s.sql('alter table audit_log disable trigger audit_log_append_only');
  await s.sql(
    `update audit_log set at = at - interval '11 minutes' where action like 'patient.lookup%' and user_id = ${REPORTER2}`,
  );
  await s.sql('alter table audit_log enable trigger audit_log_append_only');
}

/** B's `patient.lookup` rows written by saves. */
export async function saveLookupCount(s: TestServer) {
  const { rows } = (await s.sql(
    `select count(*)::int as n from audit_log where action = 'patient.lookup' and details->>'kind' = 'save' and user_id = ${REPORTER2}`,
  )) as { rows: { n: number }[] };
  return Number(rows[0].n);
}
