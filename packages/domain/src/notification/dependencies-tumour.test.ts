import { describe, expect, it } from 'vitest';
import { applyChange, type DependencyContext, normaliseNotification } from './dependencies';
import {
  type ImagingSubcategoryInfo,
  onPrognosticFactorsChanged,
  prognosticMeaning,
} from './dependencies-tumour';
import { completeNotification, TODAY } from './testing/fixtures';

const association = {
  isValidAssociation: true,
  icC3PrimaryId: 1,
  icC3CategoryId: 11,
  icC3SubcategoryId: 111,
};
const base = completeNotification({
  cancerMorphology: { icC3PrimaryId: 2, icC3CategoryId: 22, icC3SubcategoryId: 222 },
  tumorGrading: { morphologyCodeId: 200, histologicTypeSubtypeId: 5, tumorGradingId: 6 },
  nonStagePrognosticFactor: {
    morphologyCodeId: 200,
    markerIds: [1],
    otherPrognosticFactorsIds: [2],
    prognosticCategoryId: 1,
  },
  cancerTorontoStadialization: { diagnosticClassId: 1, torontoLevel1Id: 2, torontoLevel2Id: 3 },
  cancerTnmStadialization: {
    stageTypeId: 1,
    stadializationTId: 2,
    stadializationNId: 3,
    stadializationMId: 4,
    stadializationStageId: 5,
    stadializationSimplifiedStageTypeId: 6,
  },
});
const change = (path: string, value: unknown, ctx: Partial<DependencyContext> = {}, n = base) =>
  applyChange(n, path, value, { today: TODAY, ...ctx });

describe('morphology (spec 02 §4)', () => {
  it('behaviour change clears the morphology code and everything hanging on it', () => {
    const n = change('cancerMorphology.behaviorId', 3);
    expect(n.cancerMorphology).toMatchObject({
      behaviorId: 3,
      morphologyCodeId: null,
      icC3PrimaryId: null,
      icC3CategoryId: null,
      icC3SubcategoryId: null,
    });
  });
  it('a morphology code with a found association fills ICC3', () => {
    expect(change('cancerMorphology.morphologyCodeId', 201, { association }).cancerMorphology).toMatchObject({
      morphologyCodeId: 201,
      icC3PrimaryId: 1,
      icC3CategoryId: 11,
      icC3SubcategoryId: 111,
    });
  });
  it('without an association ICC3 is only cleared', () => {
    const none = {
      isValidAssociation: false,
      icC3PrimaryId: null,
      icC3CategoryId: null,
      icC3SubcategoryId: null,
    };
    for (const a of [null, none]) {
      expect(
        change('cancerMorphology.morphologyCodeId', 201, { association: a }).cancerMorphology,
      ).toMatchObject({ icC3PrimaryId: null, icC3SubcategoryId: null });
    }
  });
  it('is broadcast to grading and prognostic factors, which clear their own fields', () => {
    const n = change('cancerMorphology.morphologyCodeId', 201);
    expect(n.tumorGrading).toEqual({
      morphologyCodeId: 201,
      histologicTypeSubtypeId: null,
      tumorGradingId: null,
    });
    expect(n.nonStagePrognosticFactor).toMatchObject({
      morphologyCodeId: 201,
      markerIds: [],
      otherPrognosticFactorsIds: [],
      prognosticCategoryId: null,
    });
  });
  it('ICC3 primary clears category and subcategory; category clears subcategory', () => {
    expect(change('cancerMorphology.icC3PrimaryId', 3).cancerMorphology).toMatchObject({
      icC3PrimaryId: 3,
      icC3CategoryId: null,
      icC3SubcategoryId: null,
    });
    expect(change('cancerMorphology.icC3CategoryId', 33).cancerMorphology).toMatchObject({
      icC3PrimaryId: 2,
      icC3CategoryId: 33,
      icC3SubcategoryId: null,
    });
    expect(change('cancerMorphology.icC3SubcategoryId', 333).cancerMorphology).toMatchObject({
      icC3CategoryId: 22,
      icC3SubcategoryId: 333,
    });
  });
});

describe('staging cascades', () => {
  it('Toronto class clears both levels; level 1 clears level 2; level 2 clears nothing', () => {
    expect(change('cancerTorontoStadialization.diagnosticClassId', 9).cancerTorontoStadialization).toEqual({
      diagnosticClassId: 9,
      torontoLevel1Id: null,
      torontoLevel2Id: null,
    });
    expect(change('cancerTorontoStadialization.torontoLevel1Id', 8).cancerTorontoStadialization).toEqual({
      diagnosticClassId: 1,
      torontoLevel1Id: 8,
      torontoLevel2Id: null,
    });
    expect(change('cancerTorontoStadialization.torontoLevel2Id', 7).cancerTorontoStadialization).toEqual({
      diagnosticClassId: 1,
      torontoLevel1Id: 2,
      torontoLevel2Id: 7,
    });
  });
  it('TNM stage type clears T, N, M, stage and simplified stage; T alone clears nothing', () => {
    expect(Object.values(change('cancerTnmStadialization.stageTypeId', 2).cancerTnmStadialization)).toEqual([
      2,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(
      Object.values(change('cancerTnmStadialization.stadializationTId', 9).cancerTnmStadialization),
    ).toEqual([1, 9, 3, 4, 5, 6]);
  });
});

describe('imagistics', () => {
  const subcategories: ImagingSubcategoryInfo[] = [
    { id: 301, categoryId: 3, hasContrastMaterial: false },
    { id: 302, categoryId: 3, hasContrastMaterial: true },
    { id: 401, categoryId: 4, hasContrastMaterial: false },
  ];
  it('categories follow the subcategories, contrast follows them too', () => {
    const n = change('cancerImagistics.cancerNotificationImaginingSubcategoryIds', [301, 401], {
      imagingSubcategories: subcategories,
    });
    expect(n.cancerImagistics).toMatchObject({ categoryIds: [3, 4], hasContrastMaterial: false });
    const contrast = change(
      'cancerImagistics.cancerNotificationImaginingSubcategoryIds',
      [302],
      { imagingSubcategories: subcategories },
      n,
    );
    expect(contrast.cancerImagistics).toMatchObject({ categoryIds: [3, 4], hasContrastMaterial: true });
  });
  it('a category change clears the subcategories of removed categories (all without the lookup)', () => {
    const n = change('cancerImagistics.cancerNotificationImaginingSubcategoryIds', [302, 401], {
      imagingSubcategories: subcategories,
    });
    const onlyMri = change('cancerImagistics.categoryIds', [4], { imagingSubcategories: subcategories }, n);
    expect(onlyMri.cancerImagistics).toMatchObject({
      categoryIds: [4],
      cancerNotificationImaginingSubcategoryIds: [401],
      hasContrastMaterial: false,
    });
    expect(
      change('cancerImagistics.categoryIds', [4], {}, n).cancerImagistics
        .cancerNotificationImaginingSubcategoryIds,
    ).toEqual([]);
  });
});

describe('grading and prognosis', () => {
  it.each([
    [[6, 7], 6],
    [[7], null],
    [[], null],
  ])('subtype allowing %j keeps grading 6 → %s', (allowed, grading) => {
    const n = change('tumorGrading.histologicTypeSubtypeId', 9, { gradingsOf: () => allowed });
    expect(n.tumorGrading).toMatchObject({ histologicTypeSubtypeId: 9, tumorGradingId: grading });
  });
  it.each([
    [[], null],
    [[10], 2],
    [[10, 11], 1],
    [[12, 10], 2],
    [[99], null],
  ])('ranks of %j → lowest %s', (ids, rank) => {
    const ranks: Record<number, number> = { 10: 2, 11: 1, 12: 3 };
    expect(prognosticMeaning(ids, (id) => ranks[id] ?? null)).toBe(rank);
  });
  it('the stored prognostic category is the lowest meaning of markers and factors', () => {
    const ranks = { markerRank: (id: number) => (id === 1 ? 3 : 2), factorRank: () => 1 };
    expect(
      onPrognosticFactorsChanged(base, { markerIds: [1], otherPrognosticFactorsIds: [] }, ranks)
        .nonStagePrognosticFactor.prognosticCategoryId,
    ).toBe(3);
    expect(
      onPrognosticFactorsChanged(base, { otherPrognosticFactorsIds: [5] }, ranks).nonStagePrognosticFactor
        .prognosticCategoryId,
    ).toBe(1);
  });
});

describe('normaliseNotification (the server, before validating)', () => {
  const ctx = { today: TODAY };
  it('changes nothing in a consistent notification', () => {
    expect(normaliseNotification(base, ctx)).toEqual(base);
  });
  it('drops orphan lower levels and fills ICC3 from the association', () => {
    const n = completeNotification({
      cancerMorphology: { icC3PrimaryId: null, icC3CategoryId: 5, icC3SubcategoryId: 6 },
      cancerTorontoStadialization: { diagnosticClassId: null, torontoLevel1Id: 1, torontoLevel2Id: 2 },
      cancerTnmStadialization: { stageTypeId: null, stadializationTId: 3 },
    });
    const out = normaliseNotification(n, ctx);
    expect(out.cancerMorphology).toMatchObject({ icC3CategoryId: null, icC3SubcategoryId: null });
    expect(out.cancerTorontoStadialization).toEqual({
      diagnosticClassId: null,
      torontoLevel1Id: null,
      torontoLevel2Id: null,
    });
    expect(out.cancerTnmStadialization.stadializationTId).toBeNull();
    expect(normaliseNotification(n, { ...ctx, association }).cancerMorphology).toMatchObject({
      icC3PrimaryId: 1,
      icC3SubcategoryId: 111,
    });
  });
  it('makes the death fields agree and syncs the reason copy', () => {
    const n = completeNotification({
      diagnosticReportingReasonId: 8,
      notificationOverview: {
        reportingReasonId: 2,
        trackingStatusId: 3,
        isPatientDead: false,
        deathDate: '2024-05-01',
        isDeathDateUnavailable: true,
      },
    });
    expect(normaliseNotification(n, ctx).notificationOverview).toMatchObject({
      reportingReasonId: 8,
      isPatientDead: true,
      isDeathDateUnavailable: false,
    });
    const alive = completeNotification({
      notificationOverview: { isPatientDead: false, deathDate: '2024-05-01', deathReasonTopoCodeId: 3 },
    });
    expect(normaliseNotification(alive, ctx).notificationOverview).toMatchObject({
      deathDate: null,
      deathReasonTopoCodeId: null,
    });
  });
  it('applies lookups when given: a city outside the county goes, a grading the subtype refuses goes', () => {
    const n = completeNotification({ tumorGrading: { histologicTypeSubtypeId: 5, tumorGradingId: 6 } });
    const out = normaliseNotification(n, { ...ctx, countyOfCity: () => 99, gradingsOf: () => [7] });
    expect(out.patientDetails.cityId).toBeNull();
    expect(out.tumorGrading.tumorGradingId).toBeNull();
    const kept = normaliseNotification(n, { ...ctx, countyOfCity: () => 1, gradingsOf: () => [6] });
    expect([kept.patientDetails.cityId, kept.tumorGrading.tumorGradingId]).toEqual([2, 6]);
  });
});
