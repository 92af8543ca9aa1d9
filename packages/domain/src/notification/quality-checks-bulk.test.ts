import { describe, expect, it } from 'vitest';
import { parseMorphology } from '../coding/codes';
import {
  consistencyChecksOf,
  type QualityCodeList,
  type QualityContext,
  type QualityFields,
  qualityChecksOf,
  qualityFieldsOf,
} from './quality-checks';
import { completeNotification, TODAY } from './testing/fixtures';

// The whole-registry check runs consistencyChecksOf on a record's fields read as columns, with the
// morphologies parsed once per run; the save runs qualityChecksOf on the edit model. They must agree.
const CODES: Record<QualityCodeList, Record<number, string>> = {
  topography: {
    100: 'C64.9',
    101: 'C69.2',
    102: 'C62.9',
    103: 'C56.9',
    104: 'C71.9',
    105: 'C80.9',
    106: 'C18.9',
  },
  morphology: {
    200: '8960/3',
    201: '9510/3',
    202: '9071/3',
    203: '8000/3',
    204: '9380/3',
    205: '8959/3',
    206: 'x',
  },
  gender: { 1: 'M', 2: 'F' },
  behaviour: { 1: '0', 2: '1', 3: '2', 4: '3' },
  grade: { 1: '1', 5: '5', 9: '9' },
  basisOfDiagnosis: { 2: '1', 7: '6', 8: '7' },
};
const codeOf = (list: QualityCodeList, id: number) => CODES[list][id] ?? null;
const parsed = new Map(
  Object.entries(CODES.morphology).map(([id, code]) => [Number(id), parseMorphology(code)]),
);
const save: QualityContext = { today: TODAY, codeOf };
const bulk: QualityContext = { today: TODAY, codeOf, morphologyOf: (id) => parsed.get(id) ?? null };

// Each field's values: nulls, unknown ids, impossible and out-of-order dates, an empty date.
const VALUES: { [K in keyof QualityFields]: QualityFields[K][] } = {
  genderId: [null, 1, 2, 9],
  birthdate: [null, '2015-01-01', '2000-05-05', '2024-06-01', '2023-02-30'],
  diagnosticDate: [null, '2024-03-10', '2014-01-01', '', '2010-07-07'],
  topologicCodeId: [null, 100, 101, 102, 103, 104, 105, 106, 999],
  registrationBaseId: [null, 2, 7, 8, 99],
  morphologyCodeId: [null, 200, 201, 202, 203, 204, 205, 206, 999],
  behaviorId: [null, 1, 2, 3, 4],
  degreeId: [null, 1, 5, 9],
  lastContactDate: [null, '2025-06-01', '2020-01-01', '2099-01-01'],
};

/** A fixed, varied sample: field i of record r takes value (r × prime_i) mod its list's length. */
function sample(size: number): QualityFields[] {
  const primes = [3, 5, 7, 11, 13, 17, 19, 23, 29];
  const keys = Object.keys(VALUES) as (keyof QualityFields)[];
  return Array.from(
    { length: size },
    (_, r) =>
      Object.fromEntries(
        keys.map((key, i) => [key, VALUES[key][(r * primes[i] + (r >> i)) % VALUES[key].length]]),
      ) as QualityFields,
  );
}

describe('consistencyChecksOf: the whole-registry check’s fast path', () => {
  it('gives the same findings as the save’s qualityChecksOf over a varied sample', () => {
    const severities = new Set<string>();
    for (const fields of sample(2000)) {
      const n = completeNotification({
        patientDetails: { genderId: fields.genderId, birthdate: fields.birthdate },
        notificationOverview: { lastContactDate: fields.lastContactDate },
        cancerDiagnostic: {
          diagnosticDate: fields.diagnosticDate,
          topologicCodeId: fields.topologicCodeId,
          registrationBaseId: fields.registrationBaseId,
        },
        cancerMorphology: {
          morphologyCodeId: fields.morphologyCodeId,
          behaviorId: fields.behaviorId,
          degreeId: fields.degreeId,
        },
      });
      expect(qualityFieldsOf(n)).toEqual(fields);
      const expected = qualityChecksOf(n, save).map(({ checkId, severity, messageKey, params }) => ({
        check: checkId,
        severity,
        messageKey,
        params,
      }));
      const actual = consistencyChecksOf(fields, bulk).map((r) => ({ ...r, params: r.params ?? {} }));
      expect(actual).toEqual(expected);
      for (const r of actual) severities.add(r.severity);
    }
    expect([...severities].sort()).toEqual(['Invalid', 'Missing', 'OK', 'Query', 'Rare']);
  });
});
