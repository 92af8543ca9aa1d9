import path from 'node:path';
import { readCsv } from './csv';
import { type Executor, type Row, type SyncCounts, syncRows } from './sync';

// IARC's ICD-O-3 → ICD-10 conversion (standards/SOURCE.md): the rules keep their file order (the
// first matching row wins), so a row's key is its position in the file.

export const ICD10_FILES = ['standards/icdo3-to-icd10.csv', 'standards/icdo3-to-icd10-topography.csv'];

export async function icd10Conversion(db: Executor, dir: string): Promise<SyncCounts[]> {
  const [rules, topography] = await Promise.all(ICD10_FILES.map((file) => readCsv(path.join(dir, file))));
  const ruleRows: Row[] = rules.map((r, index) => ({
    position: index + 1,
    step: Number(r.step),
    morphology: r.morphology,
    behaviour: r.behaviour,
    topography: r.topography,
    sex: r.sex,
    icd10: r.icd10,
    sex_check: r.sex_check || null,
    rare_combination: r.rare_combination === 'Y',
    iarc_rule: r.iarc_rule,
    note: r.note || null,
  }));
  const topographyRows: Row[] = topography.map((t) => ({
    topography: t.topography,
    malignant: t.icd10_malignant,
    benign: t.icd10_benign,
    in_situ: t.icd10_in_situ,
    uncertain: t.icd10_uncertain,
    secondary: t.icd10_secondary,
  }));
  return [
    await syncRows(
      db,
      {
        list: 'ICD-O-3 → ICD-10 rules',
        table: 'icd10_conversion_rules',
        key: ['position'],
        columns: [
          'position',
          'step',
          'morphology',
          'behaviour',
          'topography',
          'sex',
          'icd10',
          'sex_check',
          'rare_combination',
          'iarc_rule',
          'note',
        ],
        mode: 'full',
      },
      ruleRows,
    ),
    await syncRows(
      db,
      {
        list: 'ICD-O-3 → ICD-10 topography',
        table: 'icd10_topography',
        key: ['topography'],
        columns: ['topography', 'malignant', 'benign', 'in_situ', 'uncertain', 'secondary'],
        mode: 'full',
      },
      topographyRows,
    ),
  ];
}
