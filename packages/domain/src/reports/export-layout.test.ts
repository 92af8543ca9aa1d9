import { describe, expect, it } from 'vitest';
import { ListId } from '../dictionaries/list-ids';
import { type CodeEntry, codeValue, type ExportDictionaries } from './export-layout';
import { icdo, treatmentFlag } from './export-layouts/case-facts';

const entries: Record<string, CodeEntry> = {
  [`${ListId.gender}:1`]: { code: 'M', labelRo: 'Masculin', labelEn: 'Male' },
  [`${ListId.gender}:2`]: { code: 'F', labelRo: 'Feminin', labelEn: 'Female' },
  [`${ListId.basisOfDiagnosis}:1`]: {
    code: '0',
    labelRo: 'Doar certificat de deces',
    labelEn: 'Death certificate only',
  },
  [`${ListId.basisOfDiagnosis}:8`]: {
    code: '7',
    labelRo: 'Histologia tumorii primare',
    labelEn: 'Histology of the primary tumour',
  },
  'topography:1749': { code: 'C74.9', labelRo: 'Glanda suprarenală', labelEn: 'Adrenal gland, NOS' },
  'morphology:95003': { code: '9500/3', labelRo: 'Neuroblastom', labelEn: 'Neuroblastoma, NOS' },
};
const d: ExportDictionaries = { entry: (kind, id) => entries[`${kind}:${id}`] };

describe('export codings', () => {
  it('sex: labels by language, the dictionary code, or the data-call digits (9 when unknown)', () => {
    expect(codeValue({ kind: 'dictionary', source: ListId.gender, as: 'label' }, 2, d, 'ro')).toBe('Feminin');
    expect(codeValue({ kind: 'dictionary', source: ListId.gender, as: 'label' }, 2, d, 'en')).toBe('Female');
    expect(codeValue({ kind: 'dictionary', source: ListId.gender, as: 'code' }, 1, d, 'en')).toBe('M');
    expect(codeValue(icdo.sex, 1, d, 'en')).toBe(1);
    expect(codeValue(icdo.sex, 2, d, 'en')).toBe(2);
    expect(codeValue(icdo.sex, null, d, 'en')).toBe(9);
  });
  it('basis of diagnosis: the IARC digit, 0 included (stored ids are code + 1)', () => {
    expect(codeValue(icdo.basis, 8, d, 'en')).toBe(7);
    expect(codeValue(icdo.basis, 1, d, 'en')).toBe(0);
  });
  it('ICD-O-3: site without the dot, histology and behaviour from the morphology code', () => {
    expect(codeValue(icdo.site, 1749, d, 'en')).toBe('C749');
    expect(codeValue(icdo.histology, 95003, d, 'en')).toBe(9500);
    expect(codeValue(icdo.behaviour, 95003, d, 'en')).toBe(3);
  });
  it('dates: ISO text, month + year, month, year; nothing for a missing date', () => {
    expect(codeValue({ kind: 'date' }, '2024-03-10', d, 'ro')).toBe('2024-03-10');
    expect(codeValue({ kind: 'date' }, new Date('2024-03-10T12:00:00Z'), d, 'ro')).toBe('2024-03-10');
    expect(codeValue({ kind: 'monthYear' }, '2024-03-10', d, 'ro')).toBe('2024-03');
    expect(codeValue({ kind: 'month' }, '2024-03-10', d, 'ro')).toBe(3);
    expect(codeValue({ kind: 'year' }, '2024-03-10', d, 'ro')).toBe(2024);
    expect(codeValue({ kind: 'date' }, null, d, 'ro')).toBeNull();
  });
  it('timestamps are written as their day in Romania: 22:00–24:00 UTC is already the next day', () => {
    // Winter (UTC+2) and summer (UTC+3) time.
    expect(codeValue({ kind: 'date' }, new Date('2024-03-10T22:30:00Z'), d, 'ro')).toBe('2024-03-11');
    expect(codeValue({ kind: 'date' }, new Date('2024-07-31T21:15:00Z'), d, 'ro')).toBe('2024-08-01');
    expect(codeValue({ kind: 'date' }, new Date('2024-07-31T20:59:00Z'), d, 'ro')).toBe('2024-07-31');
    expect(codeValue({ kind: 'monthYear' }, new Date('2024-12-31T22:00:00Z'), d, 'ro')).toBe('2025-01');
    expect(codeValue({ kind: 'year' }, new Date('2024-12-31T22:00:00Z'), d, 'ro')).toBe(2025);
    // A plain date is a day already: never shifted.
    expect(codeValue({ kind: 'date' }, '2024-12-31', d, 'ro')).toBe('2024-12-31');
    expect(codeValue({ kind: 'date' }, new Date(Number.NaN), d, 'ro')).toBeNull();
  });
  it('flags: Da/Nu, Yes/No or 1/0; an unknown id is shown, not hidden', () => {
    expect(codeValue({ kind: 'flag', as: 'label' }, true, d, 'ro')).toBe('Da');
    expect(codeValue({ kind: 'flag', as: 'label' }, false, d, 'en')).toBe('No');
    expect(codeValue({ kind: 'flag', as: 'code' }, true, d, 'en')).toBe(1);
    expect(codeValue({ kind: 'dictionary', source: ListId.gender, as: 'label' }, 7, d, 'en')).toBe('#7');
  });
  it('treatment flags: 1 given, 0 not given when the panel was answered, 9 unknown', () => {
    const panel = { hasChimio: true, hasSurgery: false, isUnknown: false, isWithoutTreatment: false };
    type T = Parameters<typeof treatmentFlag>[0];
    expect(treatmentFlag(panel as T, 'hasChimio')).toBe(1);
    expect(treatmentFlag(panel as T, 'hasSurgery')).toBe(0);
    expect(treatmentFlag({ ...panel, isUnknown: true } as T, 'hasChimio')).toBe(9);
    expect(treatmentFlag({ hasChimio: false, isWithoutTreatment: false } as T, 'hasSurgery')).toBe(9);
    expect(treatmentFlag(undefined, 'hasSurgery')).toBe(9);
  });
});
