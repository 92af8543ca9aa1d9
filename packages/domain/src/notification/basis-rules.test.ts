import { describe, expect, it } from 'vitest';
import { basisFactsOf, basisFindings, validateBasis } from './basis-rules';
import { notificationMsg as m } from './codes';
import { BASIS_DCO_ID } from './constants';
import { completeNotification } from './testing/fixtures';
import { validateNotification } from './validate';

// The fixture is a living child treated with chemotherapy, basis 7 (histology of the primary).
type Overrides = Parameters<typeof completeNotification>[0];
const dco = (overrides: Overrides = {}) =>
  completeNotification({
    ...overrides,
    cancerDiagnostic: { registrationBaseId: BASIS_DCO_ID, ...overrides.cancerDiagnostic },
  });
const dead: Overrides = {
  diagnosticReportingReasonId: 8,
  notificationOverview: {
    isPatientDead: true,
    trackingStatusId: 3,
    deathDate: '2024-03-10',
    deathReasonTopoCodeId: 100,
  },
  cancerTreatment: {
    hasChimio: false,
    chimioDate: null,
    therapeuticAgentsIds: [],
    therapeuticProtocolId: null,
  },
};

describe('death certificate only agrees with the rest of the record', () => {
  it('DCO on a living child names the basis and the vital status', () => {
    const errors = validateBasis(dco({ cancerTreatment: dead.cancerTreatment }));
    expect(errors).toEqual({
      'cancerDiagnostic.registrationBaseId': m.dcoAlive,
      'notificationOverview.isPatientDead': m.dcoAlive,
    });
  });

  it('DCO with a histopathology result names the basis and the result', () => {
    const errors = validateBasis(dco({ ...dead, cancerHistopathology: { histoResult: 'Wilms tumour' } }));
    expect(errors).toEqual({
      'cancerDiagnostic.registrationBaseId': m.dcoWithHistology,
      'cancerHistopathology.histoResult': m.dcoWithHistology,
    });
  });

  it('DCO with a treatment given names the basis and the treatment', () => {
    const errors = validateBasis(dco({ ...dead, cancerTreatment: { hasChimio: true } }));
    expect(errors['cancerTreatment.hasChimio']).toBe(m.dcoWithTreatment);
    expect(errors['cancerDiagnostic.registrationBaseId']).toBe(m.dcoWithTreatment);
  });

  it('DCO dated before the death (survival above zero) names the diagnosis date', () => {
    const errors = validateBasis(
      dco({ ...dead, notificationOverview: { ...dead.notificationOverview, deathDate: '2024-05-01' } }),
    );
    expect(errors['cancerDiagnostic.diagnosticDate']).toBe(m.dcoBeforeDeath);
  });

  it('a true DCO registration passes: dead, untreated, no histology, dated the day of death', () =>
    expect(validateBasis(dco(dead))).toEqual({}));

  it('a draft is not held to it, and another basis is never questioned', () => {
    expect(validateBasis(dco({ status: 1 }))).toEqual({});
    expect(basisFindings(basisFactsOf(completeNotification()))).toEqual([]);
  });

  it('the save’s field rules carry it, so the form marks both fields before sending', () => {
    const errors = validateNotification(dco(), { today: '2025-06-15' });
    expect(errors['cancerDiagnostic.registrationBaseId']).toBe(m.dcoAlive);
    expect(errors['notificationOverview.isPatientDead']).toBe(m.dcoAlive);
  });
});
