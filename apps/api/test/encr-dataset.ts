import { morphologyIdOf, topographyIdOf } from '@registry/domain/dictionaries/ids';
import { DeathReasonTopography } from '@registry/domain/dictionaries/list-ids';
import { saveNotification } from './export-dataset';
import type { TestServer } from './harness';
import { completeBody } from './notification-fixtures';

/**
 * The ENCR golden data set: one child per ICCC-3 main group (I–XII), each varied to cover a coding
 * of the file — TNM with each prefix (c, p, y), Toronto tiers, deaths from the tumour, from another
 * cause and of unknown cause, a cancer found at autopsy, a targeted agent, no treatment, unknown
 * values and a foreign patient.
 */

/** A valid CNP (sex digit 5 boy / 6 girl, born 20yy-mm-dd, county 40, serial). */
export function cnp(sex: 5 | 6, born: string, serial: number) {
  const [y, m, d] = born.split('-');
  const body = `${sex}${y.slice(2)}${m}${d}40${String(serial).padStart(3, '0')}`;
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * Number('279146358279'[i]), 0);
  return `${body}${sum % 11 === 10 ? 1 : sum % 11}`;
}

const site = (code: string) => topographyIdOf(code) as number;
const histology = (code: string) => morphologyIdOf(code) as number;
/** Starter ids: TNM entries are stage type × 100 + position (c 1, p 2, y 3); Toronto class × 100 / × 10000 + position. */
const TNM = { pTis: 203, pT3: 206, pIV: 205, pN0: 202, yT1: 304, yN0: 302, yI: 302 } as const;
const toronto = (classId: number, level1: number, level2: number | null) => ({
  diagnosticClassId: classId,
  torontoLevel1Id: level1,
  torontoLevel2Id: level2,
});
const death = (reason: number, more: Record<string, unknown> = {}) => ({
  isPatientDead: true,
  trackingStatusId: 3,
  deathDate: '2025-01-15',
  lastContactDate: '2025-01-15',
  deathReasonTopoCodeId: reason,
  ...more,
});

type Tumour = {
  name: string;
  sex: 5 | 6;
  topography: string;
  morphology: string;
  over?: Record<string, any>;
};

export const ENCR_TUMOURS: Tumour[] = [
  {
    name: 'leukaemia, dead of it, Toronto CNS1, targeted agent',
    sex: 5,
    topography: 'C42.1',
    morphology: '9836/3',
    over: {
      notificationOverview: death(site('C42.1')),
      cancerTorontoStadialization: toronto(1, 101, 10001),
      cancerTreatment: { therapeuticAgentsIds: [11, 52] },
    },
  },
  {
    name: 'Hodgkin lymphoma',
    sex: 6,
    topography: 'C77.9',
    morphology: '9650/3',
  },
  {
    name: 'CNS, dead of another cause',
    sex: 5,
    topography: 'C71.6',
    morphology: '9470/3',
    over: {
      notificationOverview: death(DeathReasonTopography.other, { deathReason2: 'Pneumonia' }),
    },
  },
  {
    name: 'neuroblastoma, Toronto L1',
    sex: 6,
    topography: 'C74.9',
    morphology: '9500/3',
    over: { cancerTorontoStadialization: toronto(5, 501, 50001) },
  },
  {
    name: 'retinoblastoma, cause of death unavailable',
    sex: 5,
    topography: 'C69.2',
    morphology: '9510/3',
    over: {
      notificationOverview: death(DeathReasonTopography.unavailable),
    },
  },
  {
    name: 'Wilms, Toronto IV',
    sex: 6,
    topography: 'C64.9',
    morphology: '8960/3',
    over: { cancerTorontoStadialization: toronto(6, 602, 60007) },
  },
  {
    name: 'hepatoblastoma, post-therapy TNM',
    sex: 5,
    topography: 'C22.0',
    morphology: '8970/3',
    over: {
      cancerTnmStadialization: {
        stageTypeId: 3,
        stadializationTId: TNM.yT1,
        stadializationNId: TNM.yN0,
        stadializationStageId: TNM.yI,
      },
    },
  },
  {
    name: 'osteosarcoma, pTNM stage IV',
    sex: 6,
    topography: 'C40.2',
    morphology: '9180/3',
    over: {
      cancerTnmStadialization: { stageTypeId: 2, stadializationTId: TNM.pT3, stadializationStageId: TNM.pIV },
    },
  },
  {
    name: 'soft-tissue sarcoma, pT and pN (pS), no treatment',
    sex: 5,
    topography: 'C49.2',
    morphology: '8900/3',
    over: {
      cancerTnmStadialization: { stageTypeId: 2, stadializationTId: TNM.pTis, stadializationNId: TNM.pN0 },
      cancerTreatment: {
        hasChimio: false,
        chimioDate: null,
        therapeuticAgentsIds: [],
        therapeuticProtocolId: null,
        isWithoutTreatment: true,
        lackOfTreatmentReasonId: 1,
      },
    },
  },
  {
    name: 'germ cell, unknown treatment',
    sex: 5,
    topography: 'C62.9',
    morphology: '9064/3',
    over: {
      cancerTreatment: {
        hasChimio: false,
        chimioDate: null,
        therapeuticAgentsIds: [],
        therapeuticProtocolId: null,
        isUnknown: true,
      },
    },
  },
  { name: 'melanoma, foreign patient', sex: 6, topography: 'C44.5', morphology: '8720/3' },
  {
    name: 'unspecified, found at autopsy',
    sex: 5,
    topography: 'C80.9',
    morphology: '8000/3',
    over: {
      notificationOverview: death(site('C80.9'), { lastContactDate: '2025-01-15' }),
      cancerDiagnostic: {
        // The day before the death: a death is reported after the case's first contact.
        diagnosticDate: '2025-01-14',
        clinicalStartDate: '2025-01-14',
        diagnosticExplanationId: 6,
      },
      // Found at death: nothing was given.
      cancerTreatment: {
        hasChimio: false,
        chimioDate: null,
        therapeuticAgentsIds: [],
        therapeuticProtocolId: null,
        isUnknown: true,
      },
    },
  },
];

/** Saves the set (a death as the case's second notification, reason 8); answers what the server refused (nothing expected). */
export async function seedEncrDataset(s: TestServer, token: string) {
  const refused: string[] = [];
  for (const [i, tumour] of ENCR_TUMOURS.entries()) {
    const { notificationOverview: overview, ...over } = tumour.over ?? {};
    const foreign = tumour.name.includes('foreign');
    const patientDetails = foreign
      ? {
          identifier: `X${1234560 + i}`,
          isForeigner: true,
          firstName: 'Jane',
          lastName: 'Doe',
          genderId: 2,
          birthdate: '2014-04-02',
        }
      : {
          identifier: cnp(tumour.sex, '2014-04-02', 100 + i),
          firstName: `Copil${i}`,
          lastName: 'Test',
          genderId: tumour.sex === 5 ? 1 : 2,
          birthdate: '2014-04-02',
        };
    const morphologyCodeId = histology(tumour.morphology);
    try {
      await saveNotification(
        s,
        token,
        completeBody({
          ...over,
          patientDetails,
          notificationOverview: overview?.isPatientDead
            ? { lastContactDate: over.cancerDiagnostic?.diagnosticDate ?? '2024-03-10' }
            : { trackingStatusId: 1, vitalStatusUpdateDate: '2025-07-01' },
          cancerDiagnostic: { topologicCodeId: site(tumour.topography), ...over.cancerDiagnostic },
          cancerMorphology: { morphologyCodeId },
          cancerTreatment: { ...over.cancerTreatment },
        }),
      );
      if (!overview?.isPatientDead) continue;
      const prefill = (
        await s.request('GET', `/api/cancer-notification/${patientDetails.identifier}/${morphologyCodeId}`, {
          token,
        })
      ).body;
      await saveNotification(s, token, {
        ...prefill,
        status: 2,
        diagnosticReportingReasonId: 8,
        notificationOverview: { ...prefill.notificationOverview, ...overview, lastDoctor: 'Dr. Pop' },
      });
    } catch (error) {
      refused.push(`${tumour.name}: ${(error as Error).message}`);
    }
  }
  return refused;
}
