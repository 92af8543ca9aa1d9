import type { TestServer } from './harness';
import { completeBody, dictionaryIds } from './notification-fixtures';

/**
 * The small fixed data set of the golden export tests: a living boy (unit 1) with every panel
 * filled — grading, prognostic factors, clinical TNM — and a girl (unit 2) whose death is her case's
 * second version, staged after therapy (y) with a grade.
 */
export const CNP_DEAD_GIRL = '6120315400010'; // born 2012-03-15

/** Starter-list ids: TNM entries are stage type × 100 + position (c = 1, p = 2, y = 3). */
export const TNM = { cT2: 105, cN0: 102, cM0: 101, cII: 103, yT1: 304, yN0: 302, yI: 302 } as const;

export async function saveNotification(s: TestServer, token: string, body: unknown) {
  const res = await s.request('POST', '/api/cancer-notification/', { token, body });
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number } & Record<string, any>;
}

export async function seedExportDataset(s: TestServer, t: Record<string, string>) {
  const boy = await saveNotification(
    s,
    t.reporter,
    completeBody({
      patientDetails: { genderId: 1, birthdate: '2015-01-01', address: 'Strada Lalelelor 7' },
      notificationOverview: { trackingStatusId: 1, vitalStatusUpdateDate: '2025-07-01' },
      cancerDiagnostic: { ageAtDiagnostic: 9 },
      // Neuroblastic tumour (INPC), favourable histology; MYCN not amplified (favourable), high LDH (not).
      tumorGrading: { histologicTypeSubtypeId: 3, tumorGradingId: 21 },
      nonStagePrognosticFactor: { markerIds: [2], otherPrognosticFactorsIds: [1], prognosticCategoryId: 1 },
      cancerTnmStadialization: {
        stageTypeId: 1,
        stadializationTId: TNM.cT2,
        stadializationNId: TNM.cN0,
        stadializationMId: TNM.cM0,
        stadializationStageId: TNM.cII,
      },
    }),
  );
  const girl = {
    identifier: CNP_DEAD_GIRL,
    firstName: 'Maria',
    lastName: 'Vasilescu',
    genderId: 2,
    birthdate: '2012-03-15',
    address: 'Bulevardul Eroilor 21',
  };
  await saveNotification(
    s,
    t.reporter2,
    completeBody({
      patientDetails: girl,
      // Her first record's last contact comes before the death reported next (follow-up rules).
      notificationOverview: { reportingUnitId: 2, lastContactDate: '2023-12-01' },
      cancerDiagnostic: {
        topologicCodeId: dictionaryIds.topographyKidney,
        diagnosticDate: '2023-05-10',
        clinicalStartDate: '2023-05-01',
      },
      cancerMorphology: { morphologyCodeId: dictionaryIds.wilms, degreeId: 3 },
      cancerTreatment: { chimioDate: '2023-05-20' },
      cancerTnmStadialization: {
        stageTypeId: 3,
        stadializationTId: TNM.yT1,
        stadializationNId: TNM.yN0,
        stadializationStageId: TNM.yI,
      },
    }),
  );
  // Her death is reported on the same case (reason 8): the case's second version.
  const prefill = (
    await s.request('GET', `/api/cancer-notification/${CNP_DEAD_GIRL}/${dictionaryIds.wilms}`, {
      token: t.reporter2,
    })
  ).body;
  const dead = await saveNotification(s, t.reporter2, {
    ...prefill,
    status: 2,
    diagnosticReportingReasonId: 8,
    notificationOverview: {
      ...prefill.notificationOverview,
      isPatientDead: true,
      trackingStatusId: 3,
      deathDate: '2024-01-20',
      deathReasonTopoCodeId: dictionaryIds.topographyKidney,
      lastContactDate: '2024-01-20',
      lastDoctor: 'Dr. Pop',
    },
  });
  return { boy: boy.id, girl: dead.id };
}
