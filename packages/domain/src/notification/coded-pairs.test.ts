import { describe, expect, it } from 'vitest';
import {
  CODED_PAIRS,
  type CodedPairLookups,
  codedChildrenOf,
  codedPairErrors,
  iccc3AssociationErrors,
  valuesUnder,
} from './coded-pairs';
import { codedPairMsg as m } from './codes';
import { applyChange } from './dependencies';
import { completeNotification, draftNotification, TODAY } from './testing/fixtures';

// A small dictionary: location 3 (thorax) offers C34.1 (1341) and C38.1 (1381); 15 (endocrine) offers C74.9 (1749).
const parents: Record<string, Record<number, number>> = {
  iccc3Subgroup: { 301: 3, 302: 3, 401: 4 },
  iccc3ExtendedGroup: { 30101: 301 },
  torontoLevel1: { 11: 1, 21: 2 },
  torontoLevel2: { 111: 11 },
  tnmT: { 101: 1, 201: 2 },
  tnmN: { 101: 1 },
  tnmM: { 101: 1 },
  tnmStage: { 101: 1 },
};
const codes: Record<string, Record<number, string>> = {
  behaviour: { 1: '0', 4: '3' },
  morphology: { 95003: '9500/3', 80000: '8000/0' },
};
const dictionaries: CodedPairLookups = {
  parentOf: (list, id) => parents[list]?.[id] ?? null,
  codeOf: (list, id) => codes[list]?.[id] ?? null,
  topographiesOf: (location) =>
    (({ 3: new Set([1341, 1381]), 15: new Set([1749]) }) as Record<number, Set<number>>)[location] ?? null,
  countyOfCity: (city) => (({ 20: 1, 30: 2 }) as Record<number, number>)[city] ?? null,
};

/** A draft with a coherent pair in every field of the table. */
const coherent = (overrides: Parameters<typeof draftNotification>[0] = {}) =>
  draftNotification({
    patientDetails: { countyId: 1, cityId: 20 },
    cancerDiagnostic: { tumorLocationId: 3, topologicCodeId: 1341, lateralityId: 2 },
    cancerMorphology: {
      behaviorId: 4,
      morphologyCodeId: 95003,
      icC3PrimaryId: 3,
      icC3CategoryId: 301,
      icC3SubcategoryId: 30101,
    },
    cancerTorontoStadialization: { diagnosticClassId: 1, torontoLevel1Id: 11, torontoLevel2Id: 111 },
    cancerTnmStadialization: {
      stageTypeId: 1,
      stadializationTId: 101,
      stadializationNId: 101,
      stadializationMId: 101,
      stadializationStageId: 101,
      stadializationSimplifiedStageTypeId: 1,
    },
    ...overrides,
  });

describe('the coded pairs refuse what the form could not produce', () => {
  it('a coherent record has no error', () => expect(codedPairErrors(coherent(), dictionaries)).toEqual({}));

  it.each([
    [
      'thorax with C74.9 (adrenal gland)',
      { cancerDiagnostic: { tumorLocationId: 3, topologicCodeId: 1749 } },
      'cancerDiagnostic.topologicCodeId',
      m.topography,
    ],
    [
      'a city of another county',
      { patientDetails: { countyId: 1, cityId: 30 } },
      'patientDetails.cityId',
      m.city,
    ],
    [
      'a city without a county',
      { patientDetails: { countyId: null, cityId: 20 } },
      'patientDetails.cityId',
      m.city,
    ],
    [
      'a benign code under malignant',
      { cancerMorphology: { behaviorId: 4, morphologyCodeId: 80000 } },
      'cancerMorphology.morphologyCodeId',
      m.morphology,
    ],
    [
      'a morphology without a behaviour',
      { cancerMorphology: { behaviorId: null, morphologyCodeId: 95003 } },
      'cancerMorphology.morphologyCodeId',
      m.morphology,
    ],
    [
      'an ICCC-3 subgroup of another group',
      { cancerMorphology: { icC3PrimaryId: 3, icC3CategoryId: 401, icC3SubcategoryId: null } },
      'cancerMorphology.icC3CategoryId',
      m.iccc3,
    ],
    [
      'an ICCC-3 extended group without its subgroup',
      { cancerMorphology: { icC3PrimaryId: 3, icC3CategoryId: null, icC3SubcategoryId: 30101 } },
      'cancerMorphology.icC3SubcategoryId',
      m.iccc3,
    ],
    [
      'a Toronto level 1 of another class',
      { cancerTorontoStadialization: { diagnosticClassId: 1, torontoLevel1Id: 21, torontoLevel2Id: null } },
      'cancerTorontoStadialization.torontoLevel1Id',
      m.toronto,
    ],
    [
      'a Toronto level 2 under another level 1',
      { cancerTorontoStadialization: { diagnosticClassId: 2, torontoLevel1Id: 21, torontoLevel2Id: 111 } },
      'cancerTorontoStadialization.torontoLevel2Id',
      m.toronto,
    ],
    [
      'a pT under the clinical stage type',
      { cancerTnmStadialization: { stageTypeId: 1, stadializationTId: 201 } },
      'cancerTnmStadialization.stadializationTId',
      m.tnm,
    ],
    [
      'an N without a stage type',
      {
        cancerTnmStadialization: {
          stageTypeId: null,
          stadializationTId: null,
          stadializationNId: 101,
          stadializationMId: null,
          stadializationStageId: null,
          stadializationSimplifiedStageTypeId: null,
        },
      },
      'cancerTnmStadialization.stadializationNId',
      m.tnm,
    ],
  ] as const)('%s: refused on the child field, a draft too', (_name, overrides, field, message) => {
    const errors = codedPairErrors(coherent(overrides as never), dictionaries);
    expect(errors[field]).toBe(message);
  });

  it('a topography without a location is what the form allows (it offers every topography then)', () =>
    expect(
      codedPairErrors(
        coherent({ cancerDiagnostic: { tumorLocationId: null, topologicCodeId: 1749 } }),
        dictionaries,
      ),
    ).toEqual({}));

  it('a location the dictionaries link to no topography offers them all', () => {
    expect(valuesUnder('cancerDiagnostic.topologicCodeId', 99, [{ id: 1749 }], dictionaries)).toEqual([
      { id: 1749 },
    ]);
  });
});

describe('the form reads the same table', () => {
  it('offers only the values under the parent, none while a needed parent is missing', () => {
    const topographies = [{ id: 1341 }, { id: 1749 }];
    expect(valuesUnder('cancerDiagnostic.topologicCodeId', 3, topographies, dictionaries)).toEqual([
      { id: 1341 },
    ]);
    expect(valuesUnder('cancerDiagnostic.topologicCodeId', null, topographies, dictionaries)).toEqual(
      topographies,
    );
    expect(
      valuesUnder('cancerTnmStadialization.stadializationTId', null, [{ id: 101 }], dictionaries),
    ).toEqual([]);
    expect(
      valuesUnder('cancerTnmStadialization.stadializationTId', 2, [{ id: 101 }, { id: 201 }], dictionaries),
    ).toEqual([{ id: 201 }]);
  });

  it('a parent clears its children and theirs', () => {
    expect(codedChildrenOf('cancerDiagnostic.tumorLocationId')).toEqual([
      'cancerDiagnostic.topologicCodeId',
      'cancerDiagnostic.lateralityId',
    ]);
    expect(codedChildrenOf('cancerMorphology.icC3PrimaryId')).toEqual([
      'cancerMorphology.icC3CategoryId',
      'cancerMorphology.icC3SubcategoryId',
    ]);
  });

  it('every change of a parent in the form leaves no pair the save refuses', () => {
    for (const p of CODED_PAIRS) {
      const changed = applyChange(coherent(), p.parent, 777, { today: TODAY });
      const errors = codedPairErrors(changed, dictionaries);
      for (const child of codedChildrenOf(p.parent))
        expect(errors[child], `${p.parent} → ${child}`).toBeUndefined();
    }
  });
});

describe('morphology → ICCC-3', () => {
  const association = {
    isValidAssociation: true,
    icC3PrimaryId: 3,
    icC3CategoryId: 301,
    icC3SubcategoryId: null,
  };
  it('another group than the association gives is refused; an empty level is filled later', () => {
    const n = completeNotification({
      cancerMorphology: { icC3PrimaryId: 4, icC3CategoryId: null, icC3SubcategoryId: null },
    });
    expect(iccc3AssociationErrors(n, association)).toEqual({
      'cancerMorphology.icC3PrimaryId': m.iccc3Association,
    });
    const empty = completeNotification({
      cancerMorphology: { icC3PrimaryId: null, icC3CategoryId: null, icC3SubcategoryId: null },
    });
    expect(iccc3AssociationErrors(empty, association)).toEqual({});
  });
  it('without an association found, nothing is refused', () =>
    expect(
      iccc3AssociationErrors(completeNotification({ cancerMorphology: { icC3PrimaryId: 4 } }), null),
    ).toEqual({}));
});
