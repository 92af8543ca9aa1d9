import { describe, expect, it } from 'vitest';
import { applyChange } from './dependencies';
import { completeNotification, GIRL_CNP, TODAY } from './testing/fixtures';

const ctx = { today: TODAY };
const n0 = completeNotification();
const change = (path: string, value: unknown, n = n0) => applyChange(n, path, value, ctx);

describe('identity (spec 02 §4)', () => {
  it('a valid CNP fills gender, birth date, age and age at diagnosis', () => {
    const n = change('patientDetails.identifier', GIRL_CNP);
    expect(n.patientDetails).toMatchObject({ genderId: 2, birthdate: '2015-05-24', age: 10 });
    expect(n.cancerDiagnostic.ageAtDiagnostic).toBe(8);
  });
  it('an invalid CNP clears them', () => {
    const n = change('patientDetails.identifier', '51501');
    expect(n.patientDetails).toMatchObject({ genderId: null, birthdate: null, age: null });
    expect(n.cancerDiagnostic.ageAtDiagnostic).toBeNull();
  });
  it('a Romanian cannot type a birth date the CNP contradicts', () => {
    expect(change('patientDetails.birthdate', '2010-01-01').patientDetails.birthdate).toBe('2015-01-01');
  });
  it('a foreigner types birth date and gender; the ages follow', () => {
    const foreigner = change('patientDetails.isForeigner', true);
    expect(foreigner.patientDetails.birthdate).toBe('2015-01-01');
    const n = change(
      'patientDetails.birthdate',
      '2012-01-01',
      change('patientDetails.identifier', 'P12345', foreigner),
    );
    expect(n.patientDetails).toMatchObject({ birthdate: '2012-01-01', age: 13, genderId: 1 });
    expect(n.cancerDiagnostic.ageAtDiagnostic).toBe(12);
    expect(change('patientDetails.isForeigner', false, n).patientDetails).toMatchObject({
      birthdate: null,
      genderId: null,
    });
  });
  it('the diagnostic date recomputes the age at diagnosis', () => {
    expect(change('cancerDiagnostic.diagnosticDate', '2020-12-31').cancerDiagnostic.ageAtDiagnostic).toBe(5);
    expect(change('cancerDiagnostic.diagnosticDate', null).cancerDiagnostic.ageAtDiagnostic).toBeNull();
  });
  it('county change clears the city; city change keeps the county', () => {
    expect(change('patientDetails.countyId', 9).patientDetails).toMatchObject({ countyId: 9, cityId: null });
    expect(change('patientDetails.cityId', 7).patientDetails).toMatchObject({ countyId: 1, cityId: 7 });
  });
});

describe('death (spec 02 §4)', () => {
  const dead = change('notificationOverview.isPatientDead', true);
  it('ticking dead sets tracking status 3', () => {
    expect(dead.notificationOverview).toMatchObject({ isPatientDead: true, trackingStatusId: 3 });
  });
  it('choosing status 3 ticks dead', () => {
    expect(change('notificationOverview.trackingStatusId', 3).notificationOverview.isPatientDead).toBe(true);
  });
  it('unticking clears the date, the unavailable flag, both reasons and status 3; the age runs to today again', () => {
    let n = change('notificationOverview.deathDate', '2020-06-01', dead);
    n = change('notificationOverview.deathReasonTopoCodeId', 999999, n);
    n = change('notificationOverview.deathReason2', 'accident', n);
    expect(n.patientDetails.age).toBe(5);
    const alive = change('notificationOverview.isPatientDead', false, n);
    expect(alive.notificationOverview).toMatchObject({
      isPatientDead: false,
      deathDate: null,
      isDeathDateUnavailable: false,
      deathReasonTopoCodeId: null,
      deathReason2: null,
      trackingStatusId: null,
    });
    expect(alive.patientDetails.age).toBe(10);
  });
  it('unticking keeps a tracking status other than 3', () => {
    const n = { ...dead, notificationOverview: { ...dead.notificationOverview, trackingStatusId: 4 } };
    expect(change('notificationOverview.isPatientDead', false, n).notificationOverview.trackingStatusId).toBe(
      4,
    );
  });
  it('choosing another status for a dead patient unticks dead (our reading)', () => {
    const n = change(
      'notificationOverview.trackingStatusId',
      1,
      change('notificationOverview.deathDate', '2020-06-01', dead),
    );
    expect(n.notificationOverview).toMatchObject({
      trackingStatusId: 1,
      isPatientDead: false,
      deathDate: null,
    });
  });
  it('"date unavailable" clears the date and sets dead; a date clears "unavailable"', () => {
    const withDate = change('notificationOverview.deathDate', '2020-06-01', n0);
    const unavailable = change('notificationOverview.isDeathDateUnavailable', true, withDate);
    expect(unavailable.notificationOverview).toMatchObject({
      deathDate: null,
      isDeathDateUnavailable: true,
      isPatientDead: true,
      trackingStatusId: 3,
    });
    expect(
      change('notificationOverview.deathDate', '2021-01-01', unavailable).notificationOverview
        .isDeathDateUnavailable,
    ).toBe(false);
    expect(
      change('notificationOverview.isDeathDateUnavailable', false, unavailable).notificationOverview
        .isPatientDead,
    ).toBe(true);
  });
  it('a death reason other than "other" drops the free text', () => {
    const other = change(
      'notificationOverview.deathReason2',
      'x',
      change('notificationOverview.deathReasonTopoCodeId', 999999, dead),
    );
    expect(other.notificationOverview.deathReason2).toBe('x');
    expect(
      change('notificationOverview.deathReasonTopoCodeId', 999998, other).notificationOverview.deathReason2,
    ).toBeNull();
  });
});

describe('clinical start date and its unavailable flag', () => {
  it('a date clears the flag; the flag clears the date', () => {
    const flagged = change('cancerDiagnostic.isClinicalStartDateUnavailable', true);
    expect(flagged.cancerDiagnostic).toMatchObject({
      clinicalStartDate: null,
      isClinicalStartDateUnavailable: true,
    });
    expect(
      change('cancerDiagnostic.clinicalStartDate', '2024-01-01', flagged).cancerDiagnostic,
    ).toMatchObject({
      clinicalStartDate: '2024-01-01',
      isClinicalStartDateUnavailable: false,
    });
  });
});

describe('location cascade', () => {
  const n = change('cancerDiagnostic.lateralityId', 2);
  it('tumour location clears topography and laterality', () => {
    expect(change('cancerDiagnostic.tumorLocationId', 8, n).cancerDiagnostic).toMatchObject({
      tumorLocationId: 8,
      topologicCodeId: null,
      lateralityId: null,
    });
  });
  it('topography clears laterality only', () => {
    expect(change('cancerDiagnostic.topologicCodeId', 101, n).cancerDiagnostic).toMatchObject({
      tumorLocationId: 3,
      topologicCodeId: 101,
      lateralityId: null,
    });
  });
});

describe('reporting reason', () => {
  it('sets the notification reason and its overview copy together, from either field', () => {
    for (const path of ['diagnosticReportingReasonId', 'notificationOverview.reportingReasonId']) {
      const n = change(path, 9);
      expect([n.diagnosticReportingReasonId, n.notificationOverview.reportingReasonId]).toEqual([9, 9]);
    }
  });
  it('a plain field is just set', () => {
    expect(change('notificationOverview.lastDoctor', 'Dr. Ene').notificationOverview.lastDoctor).toBe(
      'Dr. Ene',
    );
    expect(change('nonsense.field', 1)).toEqual(n0);
  });
});
