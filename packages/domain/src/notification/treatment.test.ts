import { describe, expect, it } from 'vitest';
import type { CancerTreatment } from './model-treatment';
import { completeNotification, draftNotification, TODAY } from './testing/fixtures';
import { minTherapeuticAgents, validateTreatment } from './treatment';

const ctx = { today: TODAY };
type Section = 'cancerTreatment' | 'subsequentCancerTreatment';
const errorsOf = (status: 1 | 2, section: Section, t: Partial<CancerTreatment>, reason = 1) => {
  const make = status === 2 ? completeNotification : draftNotification;
  return validateTreatment(make({ diagnosticReportingReasonId: reason, [section]: t }), ctx, section);
};
const SECTIONS: Section[] = ['cancerTreatment', 'subsequentCancerTreatment'];

describe('each ticked treatment needs its date, draft or not (spec 02 §5 Treatment)', () => {
  const ticks = [
    ['hasSurgery', 'surgeryDate'],
    ['hasChimio', 'chimioDate'],
    ['hasRadio', 'radiotherapyDate'],
    ['hasHormonoTherapy', 'hormonoTherapyDate'],
    ['hasImunotherapy', 'imunotherapyDate'],
    ['hasOtherTreatments', 'otherTreatmentsDate'],
    ['hasTransplant', 'transplantDate'],
    ['hasRefusal', 'refusalDate'],
    ['hasAbandon', 'abandonDate'],
    ['hasTherapyEndDate', 'therapyEndDate'],
  ] as const;
  const cases = SECTIONS.flatMap((section) => ticks.map(([tick, date]) => ({ section, tick, date })));
  it.each(cases)('$section.$tick → $date', ({ section, tick, date }) => {
    for (const status of [1, 2] as const) {
      expect(errorsOf(status, section, { [tick]: true, [date]: null })[`${section}.${date}`]).toBe(
        'validation.required',
      );
      expect(
        errorsOf(status, section, { [tick]: true, [date]: '2024-04-01' })[`${section}.${date}`],
      ).toBeUndefined();
      expect(
        errorsOf(status, section, { [tick]: false, [date]: null })[`${section}.${date}`],
      ).toBeUndefined();
    }
  });
});

describe('treatment dates between 1990-01-01 and today', () => {
  it.each([
    ['1989-12-31', 'notification.dateRange'],
    ['1990-01-01', undefined],
    [TODAY, undefined],
    ['2025-06-16', 'notification.dateRange'],
  ])('%s → %s', (date, code) => {
    for (const section of SECTIONS) {
      expect(errorsOf(1, section, { hasSurgery: true, surgeryDate: date })[`${section}.surgeryDate`]).toBe(
        code,
      );
      expect(
        errorsOf(1, section, { hasRadio: true, radiotherapyDate: '1990-01-01', radiotherapyEndDate: date })[
          `${section}.radiotherapyEndDate`
        ],
      ).toBe(code);
    }
  });
  it('radiotherapy cannot end before it starts', () => {
    const radio = {
      hasRadio: true,
      radiotherapyDate: '2024-05-02',
      systemicTreatmentRadiotherapyTypeId: 1,
      surgeryAssociatedRadiotherapyTypeId: 1,
    };
    expect(errorsOf(1, 'cancerTreatment', { ...radio, radiotherapyEndDate: '2024-05-01' })).toEqual({
      'cancerTreatment.radiotherapyEndDate': 'notification.dateBeforeStart',
    });
    expect(errorsOf(1, 'cancerTreatment', { ...radio, radiotherapyEndDate: '2024-05-02' })).toEqual({});
  });
});

describe('radiotherapy types required when radiotherapy is ticked', () => {
  it.each(['systemicTreatmentRadiotherapyTypeId', 'surgeryAssociatedRadiotherapyTypeId'] as const)(
    '%s',
    (field) => {
      const radio = {
        hasRadio: true,
        radiotherapyDate: '2024-05-01',
        systemicTreatmentRadiotherapyTypeId: 1,
        surgeryAssociatedRadiotherapyTypeId: 2,
      };
      for (const section of SECTIONS) {
        expect(errorsOf(1, section, { ...radio, [field]: null })).toEqual({
          [`${section}.${field}`]: 'validation.required',
        });
        expect(errorsOf(1, section, radio)).toEqual({});
        expect(errorsOf(1, section, { hasRadio: false, [field]: null })).toEqual({});
      }
    },
  );
});

describe('primary only, unless draft: transplant recommendation and systemic therapy role', () => {
  it.each(['transplantRecommendation', 'systemicTherapyRoleId'] as const)('%s', (field) => {
    expect(errorsOf(2, 'cancerTreatment', { [field]: null })).toEqual({
      [`cancerTreatment.${field}`]: 'validation.required',
    });
    expect(errorsOf(1, 'cancerTreatment', { [field]: null })).toEqual({});
    expect(errorsOf(2, 'subsequentCancerTreatment', { [field]: null })).toEqual({});
  });
  it('"no" is an answer to the transplant recommendation', () => {
    expect(errorsOf(2, 'cancerTreatment', { transplantRecommendation: false })).toEqual({});
  });
});

describe('lack-of-treatment reason when without treatment, unless draft', () => {
  it.each([
    [2, true, null, 'validation.required'],
    [1, true, null, undefined],
    [2, true, 4, undefined],
    [2, false, null, undefined],
  ] as const)('status %i, without %s, reason %s → %s', (status, without, reason, code) => {
    const t = { isWithoutTreatment: without, lackOfTreatmentReasonId: reason };
    expect(
      errorsOf(status, 'subsequentCancerTreatment', t)['subsequentCancerTreatment.lackOfTreatmentReasonId'],
    ).toBe(code);
  });
});

describe('minimum therapeutic agents (spec 02 §4: 1 with chemo, hormono, immuno or other)', () => {
  const none = {
    hasChimio: false,
    hasHormonoTherapy: false,
    hasImunotherapy: false,
    hasOtherTreatments: false,
  };
  it.each([
    [{ ...none }, 0],
    [{ ...none, hasChimio: true }, 1],
    [{ ...none, hasHormonoTherapy: true }, 1],
    [{ ...none, hasImunotherapy: true }, 1],
    [{ ...none, hasOtherTreatments: true }, 1],
    [{ ...none, hasSurgery: true, hasRadio: true }, 0],
  ])('%j → %i', (ticks, minimum) => {
    expect(minTherapeuticAgents({ ...completeNotification().cancerTreatment, ...ticks })).toBe(minimum);
  });
  it.each([
    [[], null, 'notification.minElements_1'],
    [[5], null, undefined],
    [[], 'vincristină (import)', undefined],
    [[], '  ', 'notification.minElements_1'],
  ])('immunotherapy with agents %j and other %j → %s', (ids, other, code) => {
    const t = {
      hasImunotherapy: true,
      imunotherapyDate: '2024-04-01',
      therapeuticAgentsIds: ids,
      otherTherapeuticAgents: other,
    };
    expect(
      errorsOf(1, 'subsequentCancerTreatment', t)['subsequentCancerTreatment.therapeuticAgentsIds'],
    ).toBe(code);
  });
});

describe('clinical trial agent and abroad treatment type', () => {
  it.each([
    [{ hasClinicTrial: true, clinicTrialAgent: null }, 'clinicTrialAgent'],
    [{ hasClinicTrial: true, clinicTrialAgent: ' ' }, 'clinicTrialAgent'],
    [{ hasClinicTrial: true, clinicTrialAgent: 'SIOP-2001' }, null],
    [{ hasClinicTrial: false, clinicTrialAgent: null }, null],
    [{ hasAbroadTreatment: true, abroadTreatmentTypeId: null }, 'abroadTreatmentTypeId'],
    [{ hasAbroadTreatment: true, abroadTreatmentTypeId: 2 }, null],
    [{ hasAbroadTreatment: false, abroadTreatmentTypeId: null }, null],
  ])('%j → %s required', (t, field) => {
    for (const section of SECTIONS) {
      expect(errorsOf(1, section, t)).toEqual(
        field ? { [`${section}.${field}`]: 'validation.required' } : {},
      );
    }
  });
});

describe('treatment response and therapy end date by reason', () => {
  const subsequentGiven = { hasSurgery: true, surgeryDate: '2025-01-05' };
  it.each([
    // reason, section, subsequent treatment recorded, response required, end date required
    [6, 'cancerTreatment', false, true, true],
    [6, 'subsequentCancerTreatment', true, true, true],
    [6, 'subsequentCancerTreatment', false, false, false],
    [9, 'cancerTreatment', false, true, false],
    [9, 'subsequentCancerTreatment', true, false, false],
    [4, 'cancerTreatment', false, false, false],
    [8, 'cancerTreatment', false, false, false],
  ] as const)(
    'reason %i, %s (recorded %s) → response %s, end date %s',
    (reason, section, given, response, end) => {
      const t = { treatmentResponseId: null, therapyEndDate: null, ...(given ? subsequentGiven : {}) };
      for (const status of [1, 2] as const) {
        const errors = errorsOf(status, section, t, reason);
        expect(errors[`${section}.treatmentResponseId`]).toBe(response ? 'validation.required' : undefined);
        expect(errors[`${section}.therapyEndDate`]).toBe(end ? 'validation.required' : undefined);
      }
      const filled = errorsOf(
        2,
        section,
        { ...t, treatmentResponseId: 1, hasTherapyEndDate: true, therapyEndDate: '2025-02-01' },
        reason,
      );
      expect(filled[`${section}.treatmentResponseId`]).toBeUndefined();
      expect(filled[`${section}.therapyEndDate`]).toBeUndefined();
    },
  );
});
