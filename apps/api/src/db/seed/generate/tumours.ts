/**
 * Childhood tumours by ICCC-3 main group: each group's share of registrations (ages 0–19) and its age
 * profile, then ICD-O-3 topography/morphology pairs typical of the group. Shares follow IICC-3
 * (Steliarova-Foucher et al., Lancet Oncol 2017;18:719–31) for 0–19-year-olds, rounded; see
 * docs/generator.md. Each pair is classified with the domain's ICCC-3 rules (shared/data/iccc3), and
 * a pair that does not fall in its group, or is missing from the dictionaries, stops the generator.
 */
import { classifyIccc3, parseMorphology } from '@registry/domain';
import { iccc3IdOf, morphologyIdOf, topographyIdOf } from '@registry/domain/dictionaries/ids';
import type { Sex } from './names';

/** Age bands of the registry's reports: < 1, 1–4, 5–9, 10–14, 15–19. */
export const AGE_BANDS = [
  [0, 0],
  [1, 4],
  [5, 9],
  [10, 14],
  [15, 19],
] as const;

type Pair = readonly [topography: string, morphology: string, weight: number, sex?: Sex];
export type GroupPlan = {
  code: string;
  share: number;
  ageBands: readonly number[];
  /** Toronto diagnostic class id (dictionary list 25) of the group's commonest tumour, if staged by Toronto. */
  pairs: readonly Pair[];
  /** Probabilities of surgery, chemotherapy, radiotherapy, transplant in the first treatment. */
  treatment: readonly [number, number, number, number];
  /** Share of deaths within five years (a rough childhood-cancer figure, ~20 % overall). */
  death: number;
};

export const GROUPS: readonly GroupPlan[] = [
  {
    code: 'I',
    share: 28,
    ageBands: [4, 38, 24, 17, 17],
    treatment: [0, 1, 0.05, 0.12],
    death: 0.15,
    pairs: [
      ['C42.1', '9836/3', 55],
      ['C42.1', '9835/3', 10],
      ['C42.1', '9837/3', 12],
      ['C42.1', '9861/3', 14],
      ['C42.1', '9866/3', 2],
      ['C42.1', '9867/3', 2],
      ['C42.1', '9875/3', 3],
      ['C42.1', '9946/3', 1],
      ['C42.1', '9989/3', 1],
    ],
  },
  {
    code: 'II',
    share: 13,
    ageBands: [0.5, 5, 15, 30, 50],
    treatment: [0.05, 0.95, 0.25, 0.05],
    death: 0.08,
    pairs: [
      ['C77.1', '9663/3', 30],
      ['C77.0', '9652/3', 10],
      ['C77.1', '9650/3', 8],
      ['C18.0', '9687/3', 12],
      ['C77.2', '9680/3', 12],
      ['C77.3', '9714/3', 8],
      ['C38.3', '9729/3', 8],
    ],
  },
  {
    code: 'III',
    share: 22,
    ageBands: [7, 27, 27, 21, 18],
    treatment: [0.8, 0.55, 0.45, 0.02],
    death: 0.28,
    pairs: [
      ['C71.6', '9421/1', 25],
      ['C71.6', '9470/3', 20],
      ['C71.7', '9380/3', 10],
      ['C71.0', '9400/3', 12],
      ['C71.5', '9391/3', 10],
      ['C71.1', '9440/3', 5],
      ['C71.9', '9508/3', 3],
      ['C75.2', '9350/1', 10],
      ['C72.0', '9400/3', 2],
    ],
  },
  {
    code: 'IV',
    share: 6,
    ageBands: [40, 45, 9, 4, 2],
    treatment: [0.6, 0.8, 0.2, 0.25],
    death: 0.3,
    pairs: [
      ['C74.9', '9500/3', 70],
      ['C48.0', '9500/3', 15],
      ['C38.3', '9490/3', 15],
    ],
  },
  {
    code: 'V',
    share: 2.5,
    ageBands: [45, 52, 3, 0, 0],
    treatment: [0.4, 0.8, 0.05, 0],
    death: 0.05,
    pairs: [['C69.2', '9510/3', 100]],
  },
  {
    code: 'VI',
    share: 4.5,
    ageBands: [13, 60, 20, 4, 3],
    treatment: [0.95, 0.9, 0.25, 0],
    death: 0.1,
    pairs: [
      ['C64.9', '8960/3', 85],
      ['C64.9', '8964/3', 5],
      ['C64.9', '8963/3', 3],
      ['C64.9', '8312/3', 7],
    ],
  },
  {
    code: 'VII',
    share: 1.2,
    ageBands: [30, 45, 7, 8, 10],
    treatment: [0.85, 0.9, 0, 0.05],
    death: 0.2,
    pairs: [
      ['C22.0', '8970/3', 75],
      ['C22.0', '8170/3', 25],
    ],
  },
  {
    code: 'VIII',
    share: 5.5,
    ageBands: [0, 3, 16, 41, 40],
    treatment: [0.85, 1, 0.3, 0.03],
    death: 0.3,
    pairs: [
      ['C40.2', '9180/3', 45],
      ['C40.0', '9180/3', 10],
      ['C41.4', '9260/3', 20],
      ['C40.2', '9260/3', 15],
      ['C41.3', '9260/3', 10],
    ],
  },
  {
    code: 'IX',
    share: 6,
    ageBands: [8, 20, 18, 24, 30],
    treatment: [0.7, 0.9, 0.5, 0.02],
    death: 0.3,
    pairs: [
      ['C49.0', '8910/3', 25],
      ['C69.6', '8910/3', 8],
      ['C49.2', '8920/3', 15],
      ['C49.2', '9040/3', 20],
      ['C49.1', '8810/3', 7],
      ['C49.4', '8900/3', 10],
      ['C49.3', '8800/3', 15],
    ],
  },
  {
    code: 'X',
    share: 4.5,
    ageBands: [14, 7, 4, 25, 50],
    treatment: [0.8, 0.7, 0.1, 0.02],
    death: 0.07,
    pairs: [
      ['C62.9', '9085/3', 25, 'male'],
      ['C62.9', '9061/3', 10, 'male'],
      ['C62.9', '9071/3', 8, 'male'],
      ['C56.9', '9060/3', 15, 'female'],
      ['C56.9', '9080/3', 12, 'female'],
      ['C56.9', '9071/3', 8, 'female'],
      ['C71.0', '9064/3', 12],
      ['C75.3', '9064/3', 8],
      ['C49.5', '9071/3', 5],
    ],
  },
  {
    code: 'XI',
    share: 6,
    ageBands: [1, 2, 6, 26, 65],
    treatment: [0.9, 0.2, 0.3, 0],
    death: 0.04,
    pairs: [
      ['C73.9', '8260/3', 45],
      ['C73.9', '8340/3', 10],
      ['C44.5', '8720/3', 15],
      ['C44.7', '8720/3', 5],
      ['C11.9', '8071/3', 8],
      ['C74.0', '8370/3', 5],
      ['C18.1', '8240/3', 12],
    ],
  },
  {
    code: 'XII',
    share: 0.8,
    ageBands: [10, 25, 20, 20, 25],
    treatment: [0.2, 0.6, 0.2, 0],
    death: 0.4,
    pairs: [['C80.9', '8000/3', 100]],
  },
];

/** A pair with the dictionary ids a notification stores. */
export type Tumour = {
  group: string;
  topography: string;
  morphology: string;
  topographyId: number;
  morphologyId: number;
  behaviour: number;
  histology: number;
  iccc: { primary: number; category: number | null; subcategory: number | null };
  sex?: Sex;
  weight: number;
};

/**
 * Every pair of every group with its ids, checked against the dictionaries loaded (`known`) and the
 * ICCC-3 rules, so that the registry derives the intended group from what the generator writes.
 */
export function tumourCatalogue(known: { topographies: Set<string>; morphologies: Set<string> }) {
  return GROUPS.map((group) =>
    group.pairs.map(([topography, morphology, weight, sex]): Tumour => {
      if (!known.topographies.has(topography) || !known.morphologies.has(morphology))
        throw new Error(`generator: ${topography} ${morphology} is not in the dictionaries`);
      const m = parseMorphology(morphology);
      const c = m && classifyIccc3({ topography, histology: m.histology, behaviour: m.behaviour });
      if (!m || !c?.isValid || c.mainGroup !== group.code)
        throw new Error(
          `generator: ${topography} ${morphology} is ICCC-3 ${c?.mainGroup}, not ${group.code}`,
        );
      const category = c.subgroup && c.subgroup !== c.mainGroup ? iccc3IdOf(c.subgroup) : null;
      return {
        group: group.code,
        topography,
        morphology,
        topographyId: topographyIdOf(topography) as number,
        morphologyId: morphologyIdOf(morphology) as number,
        behaviour: m.behaviour,
        histology: m.histology,
        iccc: {
          primary: iccc3IdOf(c.mainGroup) as number,
          category,
          subcategory: c.extended ? iccc3IdOf(c.extended) : null,
        },
        sex,
        weight,
      };
    }),
  );
}
