import { describe, expect, it } from 'vitest';
import type { CheckSeverity } from '../coding/consistency-checks-types';
import { translateCode } from '../shared/messages';
import { NotificationStatus } from './constants';
import type { Notification } from './model';
import {
  applyConfirmations,
  type QualityCheck,
  type QualityCodeList,
  type QualityContext,
  qualityChecksOf,
  qualitySaveEffect,
  type StoredConfirmation,
} from './quality-checks';
import {
  qualityCheckNames,
  qualityMessage,
  qualityMessageCode,
  qualityMessagesEn,
  qualityMessagesRo,
} from './quality-messages';
import { completeNotification, TODAY } from './testing/fixtures';

// Dictionary ids of the test world and their codes (the form and the server map the same way).
const CODES: Record<QualityCodeList, Record<number, string>> = {
  topography: { 100: 'C64.9', 101: 'C69.2', 102: 'C62.9', 103: 'C56.9', 104: 'C71.9' },
  morphology: { 200: '8960/3', 201: '9510/3', 202: '9071/3', 203: '8000/3', 204: '9380/3', 205: '8959/3' },
  gender: { 1: 'M', 2: 'F' },
  behaviour: { 1: '0', 2: '1', 3: '2', 4: '3' },
  grade: { 1: '1', 5: '5', 9: '9' },
  basisOfDiagnosis: { 2: '1', 7: '6', 8: '7' },
};
const ctx: QualityContext = { today: TODAY, codeOf: (list, id) => CODES[list][id] ?? null };

type Change = Parameters<typeof completeNotification>[0];
// A Wilms tumour (C64.9, 8960/3) of a boy of 9, histologically verified: every check OK.
const wilms = (change: Change = {}) =>
  completeNotification({
    patientDetails: { genderId: 1, birthdate: '2015-01-01' },
    cancerDiagnostic: { registrationBaseId: 8, topologicCodeId: 100 },
    cancerMorphology: { behaviorId: 4, morphologyCodeId: 200, degreeId: 9 },
    ...change,
  });

const severityOf = (n: Notification, checkId: string) =>
  qualityChecksOf(n, ctx).find((c) => c.checkId === checkId)?.severity;

describe('qualityChecksOf: the notification reaches every check', () => {
  it('answers every check once, all OK for a plausible record', () => {
    const checks = qualityChecksOf(wilms(), ctx);
    expect(checks).toHaveLength(11);
    expect(checks.filter((c) => c.severity !== 'OK')).toEqual([]);
  });

  type Row = [name: string, change: Change, checkId: string, severity: CheckSeverity];
  it.each<Row>([
    [
      'diagnosis before birth',
      { cancerDiagnostic: { diagnosticDate: '2014-01-01' } },
      'age-incidence-birth-date',
      'Invalid',
    ],
    [
      'retinoblastoma (C69.2, 9510/3) at 9',
      { cancerDiagnostic: { topologicCodeId: 101 }, cancerMorphology: { morphologyCodeId: 201 } },
      'age-topography-morphology',
      'Rare',
    ],
    [
      'testis (C62.9) in a girl',
      { patientDetails: { genderId: 2 }, cancerDiagnostic: { topologicCodeId: 102 } },
      'sex-topography',
      'Invalid',
    ],
    ['ovary (C56.9) in a boy', { cancerDiagnostic: { topologicCodeId: 103 } }, 'sex-topography', 'Invalid'],
    [
      'clinical basis for a specific morphology',
      { cancerDiagnostic: { registrationBaseId: 2 }, cancerMorphology: { morphologyCodeId: 205 } },
      'basis-morphology',
      'Query',
    ],
    [
      'B-cell grade for a solid tumour',
      { cancerMorphology: { degreeId: 5 } },
      'grade-behaviour-morphology',
      'Invalid',
    ],
    [
      'Wilms tumour outside the kidney',
      { cancerDiagnostic: { topologicCodeId: 104 } },
      'topography-morphology',
      'Rare',
    ],
    [
      'last contact before diagnosis',
      { notificationOverview: { lastContactDate: '2024-01-01' } },
      'date-of-last-contact',
      'Invalid',
    ],
    ['no sex', { patientDetails: { genderId: null } }, 'sex-morphology', 'Missing'],
    ['unknown morphology id', { cancerMorphology: { morphologyCodeId: 999 } }, 'age-morphology', 'Missing'],
  ])('%s → %s %s', (_name, change, checkId, severity) => {
    expect(severityOf(wilms(change), checkId)).toBe(severity);
  });

  it('names the fields a check concerns, where the form shows it', () => {
    const sex = qualityChecksOf(wilms(), ctx).find((c) => c.checkId === 'sex-topography');
    expect(sex?.fields).toEqual(['patientDetails.genderId', 'cancerDiagnostic.topologicCodeId']);
  });
});

describe('qualitySaveEffect: what each severity does to a save', () => {
  const one = (severity: CheckSeverity, confirmed = false): QualityCheck => ({
    checkId: 'basis-morphology',
    severity,
    messageKey: 'coding.checks.x',
    params: {},
    fields: [],
    fingerprint: '[]',
    confirmation: confirmed ? { confirmedBy: 1, confirmedByName: 'R', confirmedAt: '2025-01-01' } : null,
  });
  type Row = [
    severity: CheckSeverity,
    status: number,
    confirmed: boolean,
    effect: 'refused' | 'warns' | 'silent',
  ];
  const { Draft, Completed } = NotificationStatus;
  it.each<Row>([
    ['Invalid', Completed, false, 'refused'],
    ['Invalid', Draft, false, 'warns'],
    ['Query', Completed, false, 'warns'],
    ['Rare', Completed, false, 'warns'],
    ['Query', Completed, true, 'silent'],
    ['Rare', Draft, true, 'silent'],
    ['Missing', Completed, false, 'silent'],
    ['OK', Completed, false, 'silent'],
  ])('%s on status %s (confirmed %s) → %s', (severity, status, confirmed, effect) => {
    const result = qualitySaveEffect([one(severity, confirmed)], status);
    const actual = result.blocking.length ? 'refused' : result.warnings.length ? 'warns' : 'silent';
    expect(actual).toBe(effect);
    expect(result.hasUnresolved).toBe(effect !== 'silent');
  });
});

describe('applyConfirmations: the confirmation rule', () => {
  const confirmedFor = (n: Notification, checkId: string): StoredConfirmation => {
    const check = qualityChecksOf(n, ctx).find((c) => c.checkId === checkId);
    if (!check) throw new Error(checkId);
    return {
      checkId,
      fingerprint: check.fingerprint,
      confirmedBy: 7,
      confirmedByName: 'Reviewer',
      confirmedAt: '2025-06-01T10:00:00Z',
    };
  };
  const clinical = wilms({
    cancerDiagnostic: { registrationBaseId: 2 },
    cancerMorphology: { morphologyCodeId: 205 },
  });
  const confirmation = confirmedFor(clinical, 'basis-morphology');
  const basisOf = (n: Notification) =>
    applyConfirmations(qualityChecksOf(n, ctx), [confirmation]).find((c) => c.checkId === 'basis-morphology');

  it('a confirmed Query no longer warns and says who confirmed it', () => {
    const checks = applyConfirmations(qualityChecksOf(clinical, ctx), [confirmation]);
    expect(basisOf(clinical)?.confirmation?.confirmedByName).toBe('Reviewer');
    expect(qualitySaveEffect(checks, NotificationStatus.Completed)).toMatchObject({
      warnings: [],
      hasUnresolved: false,
    });
  });

  it('holds when fields the check does not read change', () => {
    expect(basisOf({ ...clinical, observation: 'seen' })?.confirmation).not.toBeNull();
  });

  it('lapses when a field the check reads changes', () => {
    const otherTopography = wilms({
      cancerDiagnostic: { registrationBaseId: 2, topologicCodeId: 101 },
      cancerMorphology: { morphologyCodeId: 205 },
    });
    expect(basisOf(otherTopography)?.severity).toBe('Query');
    expect(basisOf(otherTopography)?.confirmation).toBeNull();
  });

  it('never confirms an Invalid result', () => {
    const girlTestis = wilms({ patientDetails: { genderId: 2 }, cancerDiagnostic: { topologicCodeId: 102 } });
    const stored = confirmedFor(girlTestis, 'sex-topography');
    const checks = applyConfirmations(qualityChecksOf(girlTestis, ctx), [stored]);
    expect(checks.find((c) => c.checkId === 'sex-topography')?.confirmation).toBeNull();
  });
});

describe('qualityMessage', () => {
  it('has a Romanian text for every English one', () => {
    expect(Object.keys(qualityMessagesRo).sort()).toEqual(Object.keys(qualityMessagesEn).sort());
  });

  it('fills named parameters and says what to change', () => {
    const check = qualityChecksOf(
      wilms({ patientDetails: { genderId: 2 }, cancerDiagnostic: { topologicCodeId: 102 } }),
      ctx,
    ).find((c) => c.checkId === 'sex-topography');
    if (!check) throw new Error('no check');
    expect(qualityMessage(check, 'en')).toBe(
      'A male genital site is coded for a girl: correct the sex or the topography',
    );
    const basis = qualityChecksOf(
      wilms({ cancerDiagnostic: { registrationBaseId: 2 }, cancerMorphology: { morphologyCodeId: 205 } }),
      ctx,
    ).find((c) => c.checkId === 'basis-morphology');
    if (!basis) throw new Error('no check');
    expect(qualityMessage(basis, 'ro')).toContain('(8959)');
    expect(qualityMessage(basis, 'ro')).not.toMatch(/\{/);
  });

  it('names the fields a check could not run without (issue 23 item 13)', () => {
    const names = Object.keys(qualityCheckNames.en);
    for (const checkId of names) {
      const camel = checkId.replace(/-([a-z])/g, (_m, letter: string) => letter.toUpperCase());
      const key = `coding.checks.${camel}.missing`;
      for (const language of ['ro', 'en'] as const) {
        const text = qualityMessage({ messageKey: key, params: {} }, language);
        expect(text, `${checkId} ${language}`).not.toMatch(/câmp necesar|field it needs/);
        expect(text, `${checkId} ${language}`).toMatch(/^(Neverificat încă|Not checked yet): /);
      }
    }
    expect(qualityMessage({ messageKey: 'coding.checks.sexTopography.missing', params: {} }, 'ro')).toBe(
      'Neverificat încă: are nevoie de sex și de topografie',
    );
  });

  it('travels as a message code and reads the same in both languages', () => {
    const basis = qualityChecksOf(
      wilms({ cancerDiagnostic: { registrationBaseId: 2 }, cancerMorphology: { morphologyCodeId: 205 } }),
      ctx,
    ).find((c) => c.checkId === 'basis-morphology');
    if (!basis) throw new Error('no check');
    for (const language of ['ro', 'en'] as const)
      expect(translateCode(qualityMessageCode(basis), language)).toBe(qualityMessage(basis, language));
  });
});
