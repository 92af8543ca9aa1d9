import { describe, expect, it } from 'vitest';
import { applyChange, normaliseNotification } from './dependencies';
import type { CancerTreatment } from './model-treatment';
import { completeNotification, TODAY } from './testing/fixtures';

const ctx = { today: TODAY };
const SECTIONS = ['cancerTreatment', 'subsequentCancerTreatment'] as const;

const full: Partial<CancerTreatment> = {
  hasSurgery: true,
  surgeryDate: '2024-04-01',
  hasChimio: true,
  chimioDate: '2024-04-02',
  therapeuticAgentsIds: [1],
  otherTherapeuticAgents: 'x',
  therapeuticProtocolId: 2,
  otherTherapeuticProtocol: 'y',
  hasRadio: true,
  radiotherapyDate: '2024-04-03',
  radiotherapyEndDate: '2024-05-01',
  systemicTreatmentRadiotherapyTypeId: 1,
  surgeryAssociatedRadiotherapyTypeId: 2,
  hasHormonoTherapy: true,
  hormonoTherapyDate: '2024-04-04',
  hasImunotherapy: true,
  imunotherapyDate: '2024-04-05',
  hasOtherTreatments: true,
  otherTreatmentsDate: '2024-04-06',
  hasTransplant: true,
  transplantDate: '2024-04-07',
  hasRefusal: true,
  refusalDate: '2024-04-08',
  refusalReason: 'r',
  hasAbandon: true,
  abandonDate: '2024-04-09',
  abandonReason: 'a',
  hasAbroadTreatment: true,
  abroadTreatmentTypeId: 1,
  abroadTreatmentType: 't',
  treatmentCountryId: 40,
  hasClinicTrial: true,
  clinicTrialAgent: 'SIOP',
  isWithoutTreatment: true,
  lackOfTreatmentReasonId: 3,
  hasTherapyEndDate: true,
  therapyEndDate: '2024-06-01',
};

describe('unticking a treatment clears its date and dependants (spec 02 §4)', () => {
  it.each([
    ['hasSurgery', { surgeryDate: null }],
    [
      'hasRadio',
      {
        radiotherapyDate: null,
        radiotherapyEndDate: null,
        systemicTreatmentRadiotherapyTypeId: null,
        surgeryAssociatedRadiotherapyTypeId: null,
      },
    ],
    ['hasHormonoTherapy', { hormonoTherapyDate: null }],
    ['hasImunotherapy', { imunotherapyDate: null }],
    ['hasOtherTreatments', { otherTreatmentsDate: null }],
    ['hasTransplant', { transplantDate: null }],
    ['hasRefusal', { refusalDate: null, refusalReason: null }],
    ['hasAbandon', { abandonDate: null, abandonReason: null }],
    [
      'hasAbroadTreatment',
      { abroadTreatmentTypeId: null, abroadTreatmentType: null, treatmentCountryId: null },
    ],
    ['hasClinicTrial', { clinicTrialAgent: null }],
    ['isWithoutTreatment', { lackOfTreatmentReasonId: null }],
    ['hasTherapyEndDate', { therapyEndDate: null }],
  ] as const)('%s off → %j, the rest kept', (tick, cleared) => {
    for (const section of SECTIONS) {
      const n = completeNotification({ [section]: full });
      const out = applyChange(n, `${section}.${tick}`, false, ctx)[section];
      expect(out).toEqual({ ...n[section], [tick]: false, ...cleared });
    }
  });
  it('chemo off keeps agents and protocol while another systemic therapy is ticked', () => {
    const n = completeNotification({ cancerTreatment: full });
    expect(applyChange(n, 'cancerTreatment.hasChimio', false, ctx).cancerTreatment).toMatchObject({
      chimioDate: null,
      therapeuticAgentsIds: [1],
      therapeuticProtocolId: 2,
    });
  });
  it('the last systemic therapy off clears agents and protocol', () => {
    let n = completeNotification({ cancerTreatment: full });
    for (const tick of ['hasChimio', 'hasHormonoTherapy', 'hasImunotherapy', 'hasOtherTreatments']) {
      n = applyChange(n, `cancerTreatment.${tick}`, false, ctx);
    }
    expect(n.cancerTreatment).toMatchObject({
      therapeuticAgentsIds: [],
      otherTherapeuticAgents: null,
      therapeuticProtocolId: null,
      otherTherapeuticProtocol: null,
    });
  });
  it('ticking keeps everything; the other panel is untouched', () => {
    const n = completeNotification({ cancerTreatment: full, subsequentCancerTreatment: full });
    const out = applyChange(n, 'cancerTreatment.hasSurgery', false, ctx);
    expect(out.subsequentCancerTreatment).toEqual(n.subsequentCancerTreatment);
    expect(applyChange(n, 'cancerTreatment.hasSurgery', true, ctx)).toEqual(n);
  });
  it('the server stamps each panel with its treatment type and clears what unticked boxes left', () => {
    const n = completeNotification({
      subsequentCancerTreatment: { hasSurgery: false, surgeryDate: '2024-01-01', treatmentType: 1 },
    });
    const out = normaliseNotification(n, ctx);
    expect([out.cancerTreatment.treatmentType, out.subsequentCancerTreatment.treatmentType]).toEqual([1, 2]);
    expect(out.subsequentCancerTreatment.surgeryDate).toBeNull();
  });
});

describe('treatment country (issue 17 item 7)', () => {
  it('Romania’s ISO code 642 becomes the registry’s country 1; other countries keep their id', () => {
    const base = completeNotification();
    const withCountry = (id: number) => ({
      ...base,
      cancerTreatment: { ...base.cancerTreatment, hasAbroadTreatment: true, treatmentCountryId: id },
    });
    expect(normaliseNotification(withCountry(642), ctx).cancerTreatment.treatmentCountryId).toBe(1);
    expect(normaliseNotification(withCountry(1), ctx).cancerTreatment.treatmentCountryId).toBe(1);
    expect(normaliseNotification(withCountry(276), ctx).cancerTreatment.treatmentCountryId).toBe(276);
  });
});
