import type { ExportLayout } from '../export-layout';
import {
  allFieldColumns,
  childLastKnownColumn,
  identityColumns,
  nativeFieldColumns,
  reviewColumns,
} from './case-columns';

/** Type 1: the current record of each case, one row per case, labels in the caller's language. */
export const nativeLayout: ExportLayout = {
  id: 'native',
  fileName: 'CancerCasesNativeExport.xlsx',
  sheet: { ro: 'Cazuri de cancer', en: 'Cancer cases' },
  columns: [...identityColumns('labels'), ...nativeFieldColumns('labels'), childLastKnownColumn],
};

/**
 * Type 2: native plus every other panel — both treatments, Toronto and TNM staging, grading,
 * ICCC-3 labels, follow-up and death — then the review state and the number of versions.
 */
export const richNativeLayout: ExportLayout = {
  id: 'rich-native',
  fileName: 'CancerCasesRichNativeExport.xlsx',
  sheet: { ro: 'Cazuri de cancer', en: 'Cancer cases' },
  columns: [
    ...identityColumns('labels'),
    ...allFieldColumns('labels'),
    childLastKnownColumn,
    ...reviewColumns('labels', true),
  ],
};

/** Type 5: the rich layout with codes instead of labels (a second sheet maps each code used to its labels). */
export const encodedLayout: ExportLayout = {
  id: 'encoded',
  fileName: 'CancerCasesEncodedExport.xlsx',
  sheet: { ro: 'Cazuri (coduri)', en: 'Cases (codes)' },
  columns: [
    ...identityColumns('codes'),
    ...allFieldColumns('codes'),
    childLastKnownColumn,
    ...reviewColumns('codes', false),
  ],
};
