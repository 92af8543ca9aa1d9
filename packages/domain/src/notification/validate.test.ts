import { describe, expect, it } from 'vitest';
import { catalogues, splitMessageCode } from '../shared/messages';
import { businessChecks } from './business-checks';
import { notificationMsg } from './codes';
import { emptyNotification } from './model';
import { completeNotification, draftNotification, TODAY } from './testing/fixtures';
import {
  checkNotificationSave,
  invalidPanels,
  notificationPanels,
  panelOfPath,
  validateForHardSave,
  validateNotification,
  validatePanel,
} from './validate';

const ctx = { today: TODAY };

describe('the fixture', () => {
  it('a complete notification passes every rule and business check', () => {
    const n = completeNotification();
    expect(validateNotification(n, ctx)).toEqual({});
    expect(businessChecks(n)).toEqual([]);
  });
});

describe('draft vs complete (spec 02 §4: anything but status 2 is a draft)', () => {
  const stripped = {
    notificationOverview: { lastContactDate: null, lastDoctor: null },
    cancerDiagnostic: { diagnosticDate: null, diagnosticExplanationId: null },
    cancerMorphology: { behaviorId: null, morphologyCodeId: null },
  };
  it.each([
    [1, {}],
    [
      2,
      {
        'notificationOverview.lastContactDate': 'validation.required',
        'notificationOverview.lastDoctor': 'validation.required',
        'cancerDiagnostic.diagnosticDate': 'validation.required',
        'cancerDiagnostic.diagnosticExplanationId': 'validation.required',
        'cancerMorphology.behaviorId': 'validation.required',
        'cancerMorphology.morphologyCodeId': 'validation.required',
      },
    ],
  ] as const)('status %i', (status, expected) => {
    expect(validateNotification(completeNotification({ status, ...stripped }), ctx)).toEqual(expected);
  });

  it('a draft with almost nothing (whose, why, which unit) is valid', () => {
    const n = emptyNotification({
      diagnosticReportingReasonId: 2,
      patientDetails: {
        identifier: 'X12345',
        isForeigner: true,
        firstName: 'A',
        lastName: 'B',
        countyId: 1,
        cityId: 1,
        genderId: 1,
        birthdate: '2015-01-01',
      },
      notificationOverview: { reportingUnitId: 1 },
    });
    expect(validateNotification(n, ctx)).toEqual({});
    expect(validateNotification({ ...n, status: 2 }, ctx)).not.toEqual({});
  });
});

describe('shape errors join the rules with translatable codes', () => {
  it('a 151-character last doctor gives maxLength_150 in the overview panel', () => {
    const n = draftNotification({ notificationOverview: { lastDoctor: 'x'.repeat(151) } });
    expect(validateNotification(n, ctx)).toEqual({
      'notificationOverview.lastDoctor': 'validation.maxLength_150',
    });
    expect(validatePanel('notificationOverview', n, ctx)).toEqual({
      'notificationOverview.lastDoctor': 'validation.maxLength_150',
    });
    expect(validatePanel('cancerDiagnostic', n, ctx)).toEqual({});
  });
  it('observations belong to the observations panel', () => {
    const n = draftNotification({ observation: 'x'.repeat(2001), reviewerObservation: 'y'.repeat(1001) });
    expect(validatePanel('observations', n, ctx)).toEqual({
      observation: 'validation.maxLength_2000',
      reviewerObservation: 'validation.maxLength_1000',
    });
  });
});

describe('panels', () => {
  it.each([
    ['patientDetails.identifier', 'patientDetails'],
    ['diagnosticReportingReasonId', 'reportingReason'],
    ['reviewerObservation', 'observations'],
    ['subsequentCancerTreatment.chimioDate', 'subsequentCancerTreatment'],
    ['nothing.here', null],
  ])('%s → %s', (path, panel) => expect(panelOfPath(path)).toBe(panel));

  it('lists invalid panels in page order, so the first is the one to open', () => {
    expect(
      invalidPanels({ 'cancerTreatment.chimioDate': 'x', 'patientDetails.cityId': 'y', observation: 'z' }),
    ).toEqual(['patientDetails', 'cancerTreatment', 'observations']);
  });
  it('every panel validates on its own', () => {
    const n = completeNotification();
    for (const panel of notificationPanels) expect(validatePanel(panel, n, ctx)).toEqual({});
  });
});

describe('hard save (spec 02 §4): patient, reason and overview only, as a draft', () => {
  it('ignores the other panels and the complete-only rules', () => {
    const n = completeNotification({
      cancerDiagnostic: { diagnosticDate: null },
      notificationOverview: { lastDoctor: null },
    });
    expect(validateForHardSave(n, ctx)).toEqual({});
  });
  it('refuses a missing reporting unit or city', () => {
    const n = completeNotification({
      notificationOverview: { reportingUnitId: null },
      patientDetails: { cityId: null },
    });
    expect(validateForHardSave(n, ctx)).toEqual({
      'notificationOverview.reportingUnitId': 'validation.required',
      'patientDetails.cityId': 'validation.required',
    });
  });
});

describe('checkNotificationSave (the server)', () => {
  it('accepts a complete notification and returns it normalised', () => {
    const result = checkNotificationSave(completeNotification(), ctx);
    expect(result.ok).toBe(true);
  });
  it('refuses a body of the wrong shape with field errors', () => {
    const result = checkNotificationSave({ notificationOverview: { lastDoctor: 5 } }, ctx);
    expect(result).toEqual({
      ok: false,
      errors: { 'notificationOverview.lastDoctor': 'validation.invalid' },
      businessErrors: [],
    });
  });
  it('runs the business checks only on a complete save', () => {
    const dead = {
      notificationOverview: {
        isPatientDead: true,
        deathReasonTopoCodeId: 999998,
        isDeathDateUnavailable: true,
      },
    };
    expect(checkNotificationSave(completeNotification({ status: 1, ...dead }), ctx).ok).toBe(true);
    expect(checkNotificationSave(completeNotification(dead), ctx)).toEqual({
      ok: false,
      errors: {},
      businessErrors: [notificationMsg.deadPatientReason(8)],
    });
  });
  it('normalises before validating: an unticked treatment does not leave its date behind', () => {
    const n = completeNotification({
      subsequentCancerTreatment: { hasSurgery: false, surgeryDate: '2030-01-01' },
    });
    expect(checkNotificationSave(n, ctx).ok).toBe(true);
  });
});

describe('message catalogue', () => {
  it('every notification code has a Romanian and an English text', () => {
    const codes = Object.values(notificationMsg).map((code) => (typeof code === 'function' ? code(1) : code));
    for (const code of codes) {
      const { key } = splitMessageCode(code);
      expect(catalogues.ro[key], key).toBeTruthy();
      expect(catalogues.en[key], key).toBeTruthy();
    }
  });
});
