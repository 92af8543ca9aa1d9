import { describe, expect, it } from 'vitest';
import {
  comparePrimaries,
  decidePrimary,
  histologyGroup,
  type PrimaryReason,
  type PrimaryTumour,
  type PrimaryVerdict,
  primarySiteGroup,
} from './multiple-primaries';

const tumour = (topography: string, histology: number): PrimaryTumour => ({ topography, histology });

describe('histologyGroup (IARC/IACR Table 2)', () => {
  it.each([
    [8051, 1],
    [8084, 1],
    [8120, 1],
    [8131, 1],
    [8090, 2],
    [8110, 2],
    [8140, 3],
    [8500, 3],
    [8941, 3],
    [8030, 4],
    [8170, 4],
    [8671, 4],
    [8010, 5],
    [8050, 5],
    [8800, 6],
    [9180, 6],
    [9260, 16],
    [9050, 7],
    [9055, 7],
    [9861, 8],
    [9680, 9],
    [9811, 9],
    [9818, 9],
    [9806, 14],
    [9965, 8],
    [9724, 10],
    [9836, 9],
    [9837, 10],
    [9650, 11],
    [9667, 11],
    [9740, 12],
    [9750, 13],
    [9835, 14],
    [9590, 14],
    [9140, 15],
    [8960, 16],
    [9500, 16],
    [9470, 16],
    [8000, 17],
    [8005, 17],
    [8006, null],
    [7999, null],
  ] as const)('%i → group %s', (histology, group) => {
    expect(histologyGroup(histology)).toBe(group);
  });
});

describe('primarySiteGroup (Table 1)', () => {
  it.each([
    ['C01.9', 'C01'],
    ['C02.1', 'C01'],
    ['C00.0', 'C00'],
    ['C06.9', 'C00'],
    ['C07.9', 'C07'],
    ['C10.0', 'C09'],
    ['C11.9', 'C11'],
    ['C14.0', 'C09'],
    ['C20.9', 'C19'],
    ['C24.0', 'C23'],
    ['C34.1', 'C33'],
    ['C41.2', 'C40'],
    ['C64.9', 'C64'],
    ['C68.9', 'C65'],
    ['C80.9', 'C80'],
    ['nonsense', null],
  ])('%s → %s', (topography, group) => {
    expect(primarySiteGroup(topography)).toBe(group);
  });
});

type PairCase = [
  name: string,
  existing: PrimaryTumour,
  candidate: PrimaryTumour,
  PrimaryVerdict,
  PrimaryReason,
];

const PAIRS: PairCase[] = [
  [
    'Wilms then neuroblastoma (both 16): organs differ',
    tumour('C64.9', 8960),
    tumour('C74.9', 9500),
    'new-primary',
    'different-site',
  ],
  [
    'B-ALL 9811 (ICD-O-3.1) beside ALL NOS 9835',
    tumour('C42.1', 9835),
    tumour('C42.1', 9811),
    'same-tumour',
    'unspecified-haematopoietic-beside-specified',
  ],
  [
    'B-ALL 9811 then T-ALL 9837',
    tumour('C42.1', 9811),
    tumour('C42.1', 9837),
    'new-primary',
    'different-histology-groups',
  ],
  [
    'osteosarcoma then ALL (groups 6 vs 14)',
    tumour('C40.2', 9180),
    tumour('C42.1', 9835),
    'new-primary',
    'different-histology-groups',
  ],
  [
    'adenocarcinoma vs squamous in lung (3 vs 1)',
    tumour('C34.1', 8140),
    tumour('C34.1', 8070),
    'new-primary',
    'different-histology-groups',
  ],
  [
    'carcinoma NOS beside adenocarcinoma, same organ',
    tumour('C18.7', 8010),
    tumour('C18.2', 8140),
    'same-tumour',
    'same-site',
  ],
  [
    'carcinoma NOS beside adenocarcinoma, other organ',
    tumour('C18.7', 8010),
    tumour('C50.9', 8140),
    'new-primary',
    'different-site',
  ],
  [
    'carcinoma NOS beside sarcoma (5 vs 6)',
    tumour('C49.9', 8010),
    tumour('C49.9', 8800),
    'new-primary',
    'different-histology-groups',
  ],
  [
    'malignant neoplasm NOS beside Wilms, same kidney',
    tumour('C64.9', 8000),
    tumour('C64.9', 8960),
    'same-tumour',
    'same-site',
  ],
  [
    'Wilms beside neoplasm NOS, other organ',
    tumour('C64.9', 8960),
    tumour('C22.0', 8000),
    'new-primary',
    'different-site',
  ],
  [
    'neoplasm NOS at unknown site beside Wilms',
    tumour('C80.9', 8000),
    tumour('C64.9', 8960),
    'unknown',
    'unknown-site',
  ],
  [
    'leukaemia NOS (14) beside AML (8)',
    tumour('C42.1', 9800),
    tumour('C42.1', 9861),
    'same-tumour',
    'unspecified-haematopoietic-beside-specified',
  ],
  [
    'ALL NOS (14) beside B-cell lymphoma (9), other site',
    tumour('C42.1', 9835),
    tumour('C77.2', 9680),
    'same-tumour',
    'unspecified-haematopoietic-beside-specified',
  ],
  [
    'Hodgkin (11) then B-cell lymphoma (9)',
    tumour('C77.0', 9650),
    tumour('C77.0', 9680),
    'new-primary',
    'different-histology-groups',
  ],
  [
    'two B-cell lymphomas at different sites (systemic)',
    tumour('C77.0', 9680),
    tumour('C16.9', 9699),
    'same-tumour',
    'same-systemic-group',
  ],
  [
    'two Kaposi sarcomas at different sites (systemic)',
    tumour('C44.5', 9140),
    tumour('C16.9', 9140),
    'same-tumour',
    'same-systemic-group',
  ],
  [
    'two unspecified haematopoietic (14) at different sites',
    tumour('C42.1', 9835),
    tumour('C77.0', 9591),
    'same-tumour',
    'same-systemic-group',
  ],
  [
    'two mesotheliomas, pleura and peritoneum (7 is not systemic)',
    tumour('C38.4', 9050),
    tumour('C48.2', 9050),
    'new-primary',
    'different-site',
  ],
  [
    'two sarcomas in the same organ',
    tumour('C49.2', 8900),
    tumour('C49.4', 8800),
    'same-tumour',
    'same-site',
  ],
  [
    'two sarcomas in different organs',
    tumour('C49.2', 8900),
    tumour('C40.2', 9180),
    'new-primary',
    'different-site',
  ],
  [
    'bone C40 and C41 are one organ',
    tumour('C40.2', 9180),
    tumour('C41.4', 9180),
    'same-tumour',
    'same-site',
  ],
  [
    'rectosigmoid and rectum are one organ',
    tumour('C19.9', 8140),
    tumour('C20.9', 8140),
    'same-tumour',
    'same-site',
  ],
  [
    'bilateral retinoblastoma is one organ (pair of organs)',
    tumour('C69.2', 9510),
    tumour('C69.2', 9510),
    'same-tumour',
    'same-site',
  ],
  [
    'same group, one at unknown site',
    tumour('C80.9', 8140),
    tumour('C50.9', 8140),
    'unknown',
    'unknown-site',
  ],
  [
    'same group, both at unknown site',
    tumour('C80.9', 8140),
    tumour('C80.9', 8140),
    'same-tumour',
    'same-site',
  ],
  [
    'histology outside every group',
    tumour('C64.9', 8006),
    tumour('C64.9', 8960),
    'unknown',
    'unclassifiable-code',
  ],
  ['unparseable topography', tumour('kidney', 8960), tumour('C64.9', 8960), 'unknown', 'unclassifiable-code'],
];

describe('comparePrimaries', () => {
  it.each(PAIRS)('%s', (_name, existing, candidate, verdict, reason) => {
    expect(comparePrimaries(existing, candidate)).toEqual({ verdict, reason });
    // The rules are symmetric: order of notification does not matter (rule 1).
    expect(comparePrimaries(candidate, existing)).toEqual({ verdict, reason });
  });
});

describe('decidePrimary', () => {
  it('a first tumour is a new primary', () => {
    expect(decidePrimary([], tumour('C64.9', 8960))).toEqual({
      verdict: 'new-primary',
      reason: 'no-existing-tumours',
      comparisons: [],
    });
  });

  it('matches the first existing tumour that is the same', () => {
    const existing = [tumour('C40.2', 9180), tumour('C64.9', 8960), tumour('C64.9', 8000)];
    const decision = decidePrimary(existing, tumour('C64.9', 8960));
    expect(decision.verdict).toBe('same-tumour');
    expect(decision.matchedTumourIndex).toBe(1);
    expect(decision.comparisons.map((c) => c.verdict)).toEqual(['new-primary', 'same-tumour', 'same-tumour']);
  });

  it('prefers "same" over "unknown" and reports the undecidable one otherwise', () => {
    const unknownFirst = [tumour('C80.9', 8000), tumour('C64.9', 8960)];
    expect(decidePrimary(unknownFirst, tumour('C64.9', 8960))).toMatchObject({
      verdict: 'same-tumour',
      matchedTumourIndex: 1,
    });
    const decision = decidePrimary([tumour('C40.2', 9180), tumour('C80.9', 8000)], tumour('C64.9', 8960));
    expect(decision).toMatchObject({ verdict: 'unknown', reason: 'unknown-site', matchedTumourIndex: 1 });
  });

  it('is a new primary only when it differs from every existing tumour', () => {
    const decision = decidePrimary([tumour('C40.2', 9180), tumour('C42.1', 9835)], tumour('C64.9', 8960));
    expect(decision.verdict).toBe('new-primary');
    expect(decision.matchedTumourIndex).toBeUndefined();
    expect(decision.reason).toBe('different-histology-groups');
  });
});
