/**
 * The clinical panels of a case, complete as a registrar fills them (spec 02 §3): diagnosis, basis,
 * morphology with its ICCC-3 group, examinations, Toronto staging for the tumours it covers, TNM for
 * carcinomas, and the first treatment. Only answered fields are written: the edit model's defaults
 * (prefault) give the rest, so `data` stays small. Ids are those of the starter dictionaries.
 */

import type { Random } from './random';
import { GROUPS, type Tumour } from './tumours';

export const DAY_MS = 86_400_000;
const isoOfDay: string[] = [];
/** A day number (days since 1970) as yyyy-mm-dd, memoised: a million-report plan writes millions of dates. */
export const iso = (day: number) => {
  isoOfDay[day] ??= new Date(day * DAY_MS).toISOString().slice(0, 10);
  return isoOfDay[day];
};
export const dayOf = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
/** The last day the registry has reports for: fixed, so a seed gives the same data on any day. */
export const LAST_DAY = '2026-10-31';
const LAST_DAY_NUMBER = dayOf(LAST_DAY);

/** Basis of diagnosis code → dictionary id (list 19): 0→1, 1→2, 2→3, 4→5, 5→6, 6→7, 7→8, 9→10. */
const BASIS_ID: Record<number, number> = { 0: 1, 1: 2, 2: 3, 4: 5, 5: 6, 6: 7, 7: 8, 9: 10 };
/** Behaviour code → id (list 12). */
const BEHAVIOUR_ID: Record<number, number> = { 0: 1, 1: 2, 2: 3, 3: 4 };
const GRADE_NOT_DETERMINED = 9;

/** Tumour location (list 17) of a topography's first three characters. */
const LOCATION: Record<string, number> = {
  C11: 1,
  C18: 2,
  C22: 2,
  C38: 3,
  C40: 4,
  C41: 4,
  C42: 5,
  C44: 6,
  C49: 7,
  C48: 8,
  C56: 10,
  C62: 11,
  C64: 12,
  C69: 13,
  C71: 14,
  C72: 14,
  C73: 15,
  C74: 15,
  C75: 15,
  C77: 16,
  C80: 17,
};

/** Toronto diagnostic class (list 25) of a pair, and its level-1 values (list 26) with weights. */
function torontoOf(t: Tumour): { classId: number; levels: [number, number][] } | null {
  const h = t.histology;
  const lmx = (c: number): [number, number][] => [
    [c * 100 + 1, 70],
    [c * 100 + 2, 25],
    [c * 100 + 3, 5],
  ];
  const cns = (c: number): [number, number][] => [
    [c * 100 + 1, 85],
    [c * 100 + 2, 10],
    [c * 100 + 3, 5],
  ];
  const lrmx = (c: number): [number, number][] => [
    [c * 100 + 1, 55],
    [c * 100 + 2, 25],
    [c * 100 + 3, 15],
    [c * 100 + 4, 5],
  ];
  if (t.group === 'I' && h >= 9835 && h <= 9837) return { classId: 1, levels: cns(1) };
  if (t.group === 'I' && h >= 9861 && h <= 9891) return { classId: 2, levels: cns(2) };
  if (t.group === 'II' && h >= 9650 && h <= 9667)
    return {
      classId: 3,
      levels: [
        [301, 15],
        [302, 45],
        [303, 20],
        [304, 15],
        [305, 5],
      ],
    };
  if (t.group === 'II')
    return {
      classId: 4,
      levels: [
        [401, 35],
        [402, 60],
        [403, 5],
      ],
    };
  if (t.group === 'III' && (h === 9470 || h === 9508)) return { classId: 15, levels: lmx(15) };
  if (t.group === 'III' && h === 9391) return { classId: 16, levels: lmx(16) };
  if (t.group === 'IV') return { classId: 5, levels: lmx(5) };
  if (t.group === 'V') return { classId: 11, levels: lmx(11) };
  if (t.group === 'VI' && h === 8960) return { classId: 6, levels: lmx(6) };
  if (t.group === 'VII' && h === 8970) return { classId: 12, levels: lmx(12) };
  if (t.group === 'VIII') return { classId: h === 9180 ? 9 : 10, levels: lmx(h === 9180 ? 9 : 10) };
  if (t.group === 'IX')
    return h >= 8900 && h <= 8920 ? { classId: 7, levels: lmx(7) } : { classId: 8, levels: lmx(8) };
  if (t.group === 'X' && t.topography === 'C62.9') return { classId: 13, levels: lrmx(13) };
  if (t.group === 'X' && t.topography === 'C56.9') return { classId: 14, levels: lrmx(14) };
  return null;
}

/** A clinical TNM (list 28–33) for carcinomas: T, N, M and the stage they give. */
function tnmOf(random: Random) {
  const t = random.weighted([
    [104, 40],
    [105, 35],
    [106, 15],
    [107, 10],
  ] as const);
  const n = random.chance(0.35) ? 103 : 102;
  const m = random.chance(0.08) ? 102 : 101;
  const stage = m === 102 ? 105 : n === 103 ? 104 : t >= 106 ? 103 : 102;
  const simplified = m === 102 ? 4 : n === 103 ? 3 : 2;
  return {
    stageTypeId: 1,
    stadializationTId: t,
    stadializationNId: n,
    stadializationMId: m,
    stadializationStageId: stage,
    stadializationSimplifiedStageTypeId: simplified,
  };
}

/**
 * The basis of diagnosis: haematology by cytology, most solid tumours by histology, a few otherwise.
 * Never death certificate only (0): every generated child is diagnosed and treated in life, and DCO
 * is refused for such a record (issue 39; packages/domain notification/basis-rules.ts).
 */
function basisOf(random: Random, t: Tumour): number {
  if (t.group === 'I')
    return random.weighted([
      [5, 90],
      [7, 8],
      [9, 1],
      [2, 1],
    ] as const);
  if (t.group === 'V' || (t.group === 'III' && t.histology === 9380))
    return random.weighted([
      [2, 40],
      [7, 60],
    ] as const);
  return random.weighted([
    [7, 90],
    [6, 4],
    [5, 4],
    [2, 2],
  ] as const);
}

export type Lists = { agents: number[]; protocols: number[] };

export type CaseFacts = {
  tumour: Tumour;
  birth: number;
  diagnosis: number;
};

/**
 * What is the same for every case of a tumour (the morphology panel with its ICCC-3 group) or of every
 * case (the imaging besides its date): added by the database once per case (load.ts), not sent 500,000 times.
 */
export const morphologyPanel = (t: Tumour) => ({
  behaviorId: BEHAVIOUR_ID[t.behaviour],
  morphologyCodeId: t.morphologyId,
  initialMorphologyCodeId: t.morphologyId,
  degreeId: t.behaviour === 3 ? GRADE_NOT_DETERMINED : null,
  icC3PrimaryId: t.iccc.primary,
  icC3CategoryId: t.iccc.category,
  icC3SubcategoryId: t.iccc.subcategory,
});
export const IMAGING = {
  imagisticsResult: 'Formațiune tumorală evaluată imagistic.',
  categoryIds: [4],
  cancerNotificationImaginingSubcategoryIds: [402],
  hasContrastMaterial: true,
};

/** Every clinical panel of the case's records (the follow-ups repeat them, as a reporter's copy does). */
export function clinicalPanels(random: Random, facts: CaseFacts, lists: Lists) {
  const { tumour: t, diagnosis } = facts;
  const group = GROUPS.find((g) => g.code === t.group) as (typeof GROUPS)[number];
  const basis = basisOf(random, t);
  const earliest = (day: number) => Math.max(facts.birth, day);
  const microscopic = basis >= 5 && basis <= 7;
  const toronto = torontoOf(t);
  const [pSurgery, pChemo, pRadio, pTransplant] = group.treatment;
  const surgery = random.chance(pSurgery);
  const chemo = random.chance(pChemo);
  // A treatment planned after the registry's last day has not happened yet: not written.
  const radioStart = diagnosis + random.int(30, 120);
  const radioEnd = radioStart + random.int(20, 45);
  const transplantDay = diagnosis + random.int(120, 300);
  const radio = random.chance(pRadio) && radioStart <= LAST_DAY_NUMBER;
  const transplant = chemo && random.chance(pTransplant) && transplantDay <= LAST_DAY_NUMBER;
  const treatment: Record<string, unknown> = { treatmentType: 1 };
  if (surgery)
    Object.assign(treatment, { hasSurgery: true, surgeryDate: iso(diagnosis + random.int(0, 30)) });
  if (chemo) {
    const agents = new Set<number>();
    const wanted = random.int(2, 4);
    while (agents.size < wanted) agents.add(random.pick(lists.agents));
    Object.assign(treatment, {
      hasChimio: true,
      chimioDate: iso(diagnosis + random.int(2, 20)),
      therapeuticAgentsIds: [...agents],
      therapeuticProtocolId: random.pick(lists.protocols),
    });
  }
  if (radio) {
    Object.assign(treatment, {
      hasRadio: true,
      radiotherapyDate: iso(radioStart),
      radiotherapyEndDate: radioEnd <= LAST_DAY_NUMBER ? iso(radioEnd) : null,
      systemicTreatmentRadiotherapyTypeId: chemo ? 2 : 5,
      surgeryAssociatedRadiotherapyTypeId: surgery ? 2 : 5,
    });
  }
  if (transplant) Object.assign(treatment, { hasTransplant: true, transplantDate: iso(transplantDay) });
  if (!surgery && !chemo && !radio)
    Object.assign(treatment, { isWithoutTreatment: true, lackOfTreatmentReasonId: 3 });
  Object.assign(treatment, {
    transplantRecommendation: transplant || random.chance(0.03),
    systemicTherapyRoleId: chemo ? (surgery && t.group !== 'I' ? 4 : 1) : 5,
  });
  return {
    cancerDiagnostic: {
      diagnosticDate: iso(diagnosis),
      clinicalStartDate: iso(earliest(diagnosis - random.int(3, 45))),
      diagnosticExplanationId: microscopic ? 1 : 2,
      registrationBaseId: BASIS_ID[basis],
      tumorLocationId: LOCATION[t.topography.slice(0, 3)] ?? 17,
      topologicCodeId: t.topographyId,
    },
    ...(microscopic && {
      cancerHistopathology: {
        examinationDate: iso(diagnosis),
        histoResult: `${t.morphology} — ${t.topography}`,
      },
    }),
    cancerImagistics: {
      imagisticsDate: iso(earliest(diagnosis - random.int(0, 10))),
    },
    ...(toronto && {
      cancerTorontoStadialization: {
        diagnosticClassId: toronto.classId,
        torontoLevel1Id: random.weighted(toronto.levels),
      },
    }),
    ...(t.group === 'XI' && { cancerTnmStadialization: tnmOf(random) }),
    cancerTreatment: treatment,
  };
}

export const clinicalPanelsJson = (random: Random, facts: CaseFacts, lists: Lists) =>
  JSON.stringify(clinicalPanels(random, facts, lists));
