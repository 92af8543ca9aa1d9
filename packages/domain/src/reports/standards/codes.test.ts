import { describe, expect, it } from 'vitest';
import { readCsvRecords, referenceFileExists } from '../../coding/testing/reference-data';
import { ListId } from '../../dictionaries/list-ids';
import { nuts2RegionOfCounty } from '../anonymisation/regions';
import type { CodeEntry, ExportCase, ExportDictionaries } from '../export-layout';
import {
  autopsyOf,
  isTargetedDrugClass,
  nuts3OfCounty,
  targetedTherapyOf,
  tnmPart,
  torontoStageCode,
  torontoStageOf,
  treatmentAnswer,
} from './codes';

const entries: Record<string, CodeEntry> = {};
const put = (list: number, id: number, code: string, drugClass?: string) => {
  entries[`${list}:${id}`] = { code, labelRo: code, labelEn: code, drugClass };
};
put(ListId.torontoLevel1, 501, 'neuroblastoma:L');
put(ListId.torontoLevel2, 50001, 'neuroblastoma:L1');
put(ListId.diagnosticExplanation, 1, '1');
put(ListId.diagnosticExplanation, 6, '6');
put(ListId.therapeuticAgent, 1, 'cyclophosphamide', 'Alkylating agent (nitrogen mustard)');
put(ListId.therapeuticAgent, 2, 'imatinib', 'Tyrosine kinase inhibitor (BCR-ABL)');
put(ListId.therapeuticAgent, 3, 'vincristine');
const d: ExportDictionaries = { entry: (kind, id) => entries[`${kind}:${id}`] };
const record = (data: Record<string, unknown>) => ({ data }) as unknown as ExportCase;

describe('standards codes shared by the data-call layouts', () => {
  it('a Toronto stage is the code after the cancer type (Tier 2 first)', () => {
    expect(
      ['neuroblastoma:L1', 'acute-lymphoblastic-leukaemia:CNS1', 'wilms-tumour:IV', 'medulloblastoma:M0'].map(
        torontoStageCode,
      ),
    ).toEqual(['L1', 'CNS1', 'IV', 'M0']);
    const toronto = (level1: number | null, level2: number | null) =>
      torontoStageOf(
        record({ cancerTorontoStadialization: { torontoLevel1Id: level1, torontoLevel2Id: level2 } }),
        d,
      );
    expect(toronto(501, 50001)).toEqual({ tier: 2, code: 'L1' });
    expect(toronto(501, null)).toEqual({ tier: 1, code: 'L' });
    expect(toronto(null, null)).toBeNull();
  });

  it('TNM keeps its prefix: yTNM is not pTNM', () => {
    expect(tnmPart('cT2')).toMatchObject({ prefix: 'c', axis: 'T', value: '2' });
    expect(tnmPart('pTis')).toMatchObject({ prefix: 'p', axis: 'T', value: 'is' });
    expect(tnmPart('yN0')).toMatchObject({ prefix: 'y', axis: 'N', value: '0', code: 'yN0' });
    expect(tnmPart('cIIA')).toMatchObject({ prefix: 'c', axis: null, value: 'IIA' });
    expect(tnmPart('y0')).toMatchObject({ prefix: 'y', axis: null, value: '0' });
    expect(tnmPart('T2')).toBeNull();
  });

  it.skipIf(!referenceFileExists('siruta', 'judete.csv') && !process.env.CI)(
    "each county's NUTS-3 code is judete.csv's, NUTS-2 its first four characters",
    () => {
      const counties = readCsvRecords('siruta', 'judete.csv');
      expect(counties).toHaveLength(42);
      for (const c of counties) {
        expect(nuts3OfCounty(Number(c.jud))).toBe(c.nuts3);
        expect(nuts2RegionOfCounty(Number(c.jud))).toBe(c.nuts3.slice(0, 4));
      }
      expect([nuts3OfCounty(12), nuts3OfCounty(99), nuts3OfCounty(null)]).toEqual(['RO113', null, null]);
    },
  );

  it('autopsy: yes when the incidence date is the death date of a cancer found at autopsy', () => {
    const explained = (id: number | null) =>
      autopsyOf(record({ cancerDiagnostic: { diagnosticExplanationId: id } }), d);
    expect([explained(6), explained(1), explained(null)]).toEqual(['yes', 'no', 'unknown']);
  });

  it('targeted therapy from the agents given; unknown when the panel or an agent class is unknown', () => {
    const treated = (t: Record<string, unknown>) => targetedTherapyOf(record({ cancerTreatment: t }), d);
    expect(treated({ hasChimio: true, therapeuticAgentsIds: [1, 2] })).toBe('yes');
    expect(treated({ hasChimio: true, therapeuticAgentsIds: [1] })).toBe('no');
    expect(treated({ isWithoutTreatment: true })).toBe('no');
    expect(treated({ hasChimio: true, therapeuticAgentsIds: [3] })).toBe('unknown');
    expect(treated({ isUnknown: true, therapeuticAgentsIds: [2] })).toBe('unknown');
    expect(targetedTherapyOf(record({}), d)).toBe('unknown');
    expect(treatmentAnswer({ hasSurgery: true } as never, 'hasRadio')).toBe('no');
    expect(treatmentAnswer(undefined, 'hasRadio')).toBe('unknown');
  });

  it.skipIf(!referenceFileExists('treatment', 'chemotherapy_agents_draft.csv') && !process.env.CI)(
    "the reference list's targeted agents",
    () => {
      const targeted = readCsvRecords('treatment', 'chemotherapy_agents_draft.csv')
        .filter((a) => isTargetedDrugClass(a.drug_class_en))
        .map((a) => a.inn_en)
        .sort();
      expect(targeted).toEqual(
        [
          'imatinib',
          'dasatinib',
          'nilotinib',
          'ponatinib',
          'crizotinib',
          'lorlatinib',
          'larotrectinib',
          'entrectinib',
          'midostaurin',
          'gilteritinib',
          'sorafenib',
          'rituximab',
          'inotuzumab ozogamicin',
          'gemtuzumab ozogamicin',
          'brentuximab vedotin',
          'dinutuximab beta',
          'bevacizumab',
          ...readCsvRecords('treatment', 'chemotherapy_agents_draft.csv')
            .filter((a) => /^(MEK|BRAF|mTOR|JAK|BCL-2) inhibitor/.test(a.drug_class_en))
            .map((a) => a.inn_en),
        ].sort(),
      );
    },
  );
});
