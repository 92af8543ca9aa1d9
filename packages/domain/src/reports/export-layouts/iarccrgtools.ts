/**
 * Type 7: the input file of IARCcrgTools (IARC/IACR Tools for Cancer Registries, IARC Technical
 * Report 42): layout `check_all` of `data/standards/iarccrgtools-input.csv`, the fields the Check
 * program reads; its first six fields are also, at the same positions, the fields of the ICD-O-3 →
 * ICD-10 conversion (`icdo3_to_icd10_all`), so one file feeds both. Written as the Finnish Cancer
 * Registry's driver writes it: no header, each field padded to its width (integers zero-padded,
 * text right-aligned), one `;` after every field (the last one is the driver's empty buffer column),
 * CRLF (the tools run on Windows). Record length 57. Codings:
 * - record id: the case (tumour) id; sex 1 male, 2 female, 9 unknown;
 * - topography: the three digits of the ICD-O-3 subsite without the C and the dot (C74.9 → "  749",
 *   the digits at positions 21–23 of the 5-wide field);
 * - histology, behaviour from the morphology code; grade the ICD-O-3 6th digit, 9 when none;
 * - basis the IARC digit, 9 unknown; dates yyyymmdd; age completed years at incidence (009);
 * - an unknown value without a code of its own (dates, age, codes of an uncoded tumour) is blank.
 * docs/exports/iarccrgtools.md gives the settings a registrar types into the tools.
 */
import { as, type ExportLayout, type ExportLayoutColumn } from '../export-layout';
import { fixedWidthText } from '../export-text';
import { ageAtIncidence, basisOf, compactDate, gradeOf, type IarcCase, icdoOf, sexOf } from './iarc-facts';

type Column = ExportLayoutColumn<IarcCase>;
const field = (key: string, width: number, take: Column['take']): Column => ({
  key,
  header: { ro: key, en: key },
  take,
  coding: as.raw,
  width,
});

export const iarcCrgToolsLayout: ExportLayout<IarcCase> = {
  id: 'iarccrgtools',
  fileName: 'CancerCasesIarcCrgToolsExport.txt',
  sheet: { ro: 'IARCcrgTools', en: 'IARCcrgTools' },
  columns: [
    field('record_id', 15, (r) => r.caseId),
    field('sex', 1, sexOf),
    field('icdo3_topography', 5, (r, d) => icdoOf(r, d)?.site.replace(/^C(\d\d)\.(\d)$/, '$1$2') ?? null),
    field('icdo3_histology', 4, (r, d) => icdoOf(r, d)?.histology ?? null),
    field('icdo3_behavior', 1, (r, d) => icdoOf(r, d)?.behaviour ?? null),
    field('icdo3_grade', 1, gradeOf),
    field('basis', 1, basisOf),
    field('dg_date', 8, (r) => compactDate(r.data.cancerDiagnostic?.diagnosticDate, 'ymd')),
    field('bi_date', 8, (r) => compactDate(r.birthdate, 'ymd')),
    field('dg_age', 3, ageAtIncidence),
  ],
};

/** The layout of `iarccrgtools-input.csv` this file follows. */
export const IARC_CRG_TOOLS_LAYOUT_NAME = 'check_all';
export const iarcCrgToolsText = fixedWidthText(iarcCrgToolsLayout, ';');
