export * from './anonymisation/about-sheet';
export * from './anonymisation/k-anonymity';
export * from './anonymisation/regions';
export * from './code-sheet';
export * from './contracts';
export * from './export-layout';
export {
  ANONYMISED_QUASI_IDENTIFIERS,
  anonymisedFilterRefusal,
  anonymisedLayout,
  SUPPRESSED_CELL,
} from './export-layouts/anonymised';
export { concordLayout } from './export-layouts/concord';
export { ENCR_CSV_FILE_NAME, encrLayout } from './export-layouts/encr';
export type { IarcCase, TumourFacts } from './export-layouts/iarc-facts';
export {
  IARC_CRG_TOOLS_LAYOUT_NAME,
  iarcCrgToolsLayout,
  iarcCrgToolsText,
} from './export-layouts/iarccrgtools';
export { IICC3_VARIABLES, iicc3Exclusion, iicc3Layout, iicc3Text } from './export-layouts/iicc3';
export { encodedLayout, nativeLayout, richNativeLayout } from './export-layouts/native';
export { notificationsLayout } from './export-layouts/notifications';
export * from './export-text';
export * from './registry-check';
export * from './standards';
export * from './statistics';
