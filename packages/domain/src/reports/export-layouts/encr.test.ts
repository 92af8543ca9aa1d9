import { describe, expect, it } from 'vitest';
import { ListId } from '../../dictionaries/list-ids';
import type { Notification } from '../../notification/model';
import {
  type CodeEntry,
  type ExportCase,
  type ExportDictionaries,
  headersOf,
  renderRow,
} from '../export-layout';
import { encrLayout } from './encr';

// TNM entries as the starter lists make them: one per stage type, the code carries its prefix.
const entries: Record<string, CodeEntry> = {};
const put = (list: number | string, id: number, code: string) => {
  entries[`${list}:${id}`] = { code, labelRo: code, labelEn: code };
};
put(ListId.tnmT, 104, 'cT2');
put(ListId.tnmT, 203, 'pTis');
put(ListId.tnmT, 304, 'yT1');
put(ListId.tnmN, 101, 'cNX');
put(ListId.tnmN, 302, 'yN0');
put(ListId.tnmM, 101, 'cM0');
put(ListId.tnmStage, 103, 'cII');
put(ListId.tnmStage, 301, 'y0');
put(ListId.torontoLevel2, 7, 'L2');
put(ListId.grade, 3, '3');
const d: ExportDictionaries = { entry: (kind, id) => entries[`${kind}:${id}`] };

const caseWith = (data: Record<string, unknown>): ExportCase =>
  ({
    caseId: 1,
    patientId: 1,
    genderId: null,
    birthdate: null,
    countyId: null,
    data,
  }) as unknown as ExportCase;

const encr = (data: Record<string, unknown>) => {
  const cells = renderRow(encrLayout, caseWith(data), d, 'en');
  return Object.fromEntries(headersOf(encrLayout, 'en').map((h, i) => [h, cells[i]]));
};
const tnm = (t: Partial<Notification['cancerTnmStadialization']>) => ({ cancerTnmStadialization: t });

describe('ENCR coding of TNM and stage (TNM 8)', () => {
  it('clinical and pathological values go to their columns without prefix and axis letter; edition 8', () => {
    expect(
      encr(tnm({ stadializationTId: 104, stadializationNId: 101, stadializationMId: 101 })),
    ).toMatchObject({ TNM_ed: 8, cT: '2', cN: 'X', cM: '0', pT: null, pN: null, pM: null });
    expect(encr(tnm({ stadializationTId: 203 }))).toMatchObject({ cT: null, pT: 'is' });
  });
  it('post-therapy (y) values are written in the pathological columns, never lost', () => {
    expect(encr(tnm({ stadializationTId: 304, stadializationNId: 302 }))).toMatchObject({
      TNM_ed: 8,
      cT: null,
      cN: null,
      pT: '1',
      pN: '0',
    });
  });
  it('the stage group loses its c/p/y prefix; Toronto is stage type 2 with its own code', () => {
    expect(encr(tnm({ stadializationStageId: 103 }))).toMatchObject({ TNM_ed: 8, ToS: 1, Stage: 'II' });
    expect(encr(tnm({ stadializationStageId: 301 }))).toMatchObject({ ToS: 1, Stage: '0' });
    expect(
      encr({ cancerTorontoStadialization: { torontoLevel1Id: null, torontoLevel2Id: 7 } }),
    ).toMatchObject({ TNM_ed: null, ToS: 2, Stage: 'L2' });
  });
  it('grade is the ICD-O-3 digit, 9 when none is recorded; sex 9 when unknown', () => {
    expect(encr({ cancerMorphology: { degreeId: 3 } })).toMatchObject({ Grade: 3, Sex: 9 });
    expect(encr({ cancerMorphology: { degreeId: null } })).toMatchObject({ Grade: 9 });
    expect(encr({})).toMatchObject({ Grade: 9, TNM_ed: null, ToS: null, Stage: null });
  });
});
