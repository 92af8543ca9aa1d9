import {
  type CaseFilter,
  type ExportDictionaries,
  type ExportLayout,
  type IarcCase,
  iarcCrgToolsLayout,
  iarcCrgToolsText,
  iicc3Exclusion,
  iicc3Layout,
  iicc3Text,
  type Session,
  type TextFileForm,
} from '@registry/domain';
import type { Db } from '../../../db/client';
import { type CaseRow, casePages } from './export-sources';

type IarcExport = {
  layout: ExportLayout<IarcCase>;
  text: TextFileForm;
  format: 'csv' | 'txt';
  /** Leaves out the rows the standard does not take (null = keep every row the filter selects). */
  keep: ((dictionaries: ExportDictionaries) => (row: CaseRow) => CaseRow | null) | null;
  description: string;
};

/**
 * The two IARC files (issue 24): text files of fixed variable names and codes whatever the caller's
 * language, read with the tumour facts (registration date, sequence among the patient's tumours,
 * home country). docs/exports/iicc3.md and iarccrgtools.md give every variable's source and coding.
 */
export const IARC_EXPORTS: Record<'iicc3' | 'iarccrgtools', IarcExport> = {
  iicc3: {
    layout: iicc3Layout,
    text: iicc3Text,
    format: 'csv',
    keep: (dictionaries) => (row) => (iicc3Exclusion(row, dictionaries) === null ? row : null),
    description:
      `IARC IICC-3 cancer case file (${iicc3Layout.fileName}): comma-separated, CRLF, a header of fixed variable names ` +
      '(REGION, ID, SEQ, SEX, DOB_YYYYDDMM, DOI_YYYYDDMM, DOR_YYYYDDMM, AGE, TOPOGRAPHY, LATERALITY, HISTOLOGY, ' +
      'BEHAVIOUR, GRADE, BASIS, VITAL_STATUS, then ICCC3_GROUP, ICCC3_SUBGROUP, ICCC3_EXTENDED), one row per tumour, ' +
      "coded as the call codes them (dates year-day-month as it prints them, 99999999 unknown). Of the cases the filter selects, only the call's: " +
      'resident (a patient recorded as living abroad is left out), aged 0–19 at incidence, incident from 1990, ' +
      'malignant, or non-malignant in the CNS (C70.0–C72.9, C75.1–C75.3); an unknown value never leaves a row out.',
  },
  iarccrgtools: {
    layout: iarcCrgToolsLayout,
    text: iarcCrgToolsText,
    format: 'txt',
    keep: null,
    description:
      `IARCcrgTools input (${iarcCrgToolsLayout.fileName}): fixed width, no header, CRLF, one ";" after each field, ` +
      'record length 57 — record id (case) 1–15, sex 17, topography without the C 19–23 (digits at 21–23), histology ' +
      '25–28, behaviour 30, grade 32, basis 34, incidence date 36–43 and birth date 45–52 (yyyymmdd), age 54–56. ' +
      'Read by the Check program and, at the same positions, the ICD-O-3 → ICD-10 conversion. Every case the filter selects.',
  },
};

/** The plan of an IARC file: the cases list's pages (filter and scope) with the tumour facts. */
export function planIarcExport(
  db: Db,
  session: Session,
  filter: CaseFilter,
  dictionaries: ExportDictionaries,
  which: IarcExport,
) {
  return {
    layout: which.layout as unknown as ExportLayout<CaseRow>,
    pages: casePages(db, session, filter, { tumour: true, layoutId: which.layout.id }),
    dictionaries,
    text: which.text,
    format: which.format,
    ...(which.keep ? { prepare: which.keep(dictionaries) } : {}),
  };
}
