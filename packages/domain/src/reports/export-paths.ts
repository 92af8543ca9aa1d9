// No zod here: the web app's dashboard and lists import these without the contracts.
/**
 * The export types of the cases list's dialog (spec 02 §9: types 1 to 5) and their paths (spec 02 §7);
 * 6 and 7 (issue 24) are IARC's: the IICC-3 case file and the IARCcrgTools input file.
 */
export const CASE_EXPORT_TYPES = [
  { type: 1, layout: 'native', path: 'native-cancer-cases' },
  { type: 2, layout: 'rich-native', path: 'rich-native-cancer-cases' },
  { type: 3, layout: 'encr', path: 'encr-cancer-cases' },
  { type: 4, layout: 'concord', path: 'concord-cancer-cases' },
  { type: 5, layout: 'encoded', path: 'encoded-cancer-cases' },
  { type: 6, layout: 'iicc3', path: 'iicc3-cancer-cases' },
  { type: 7, layout: 'iarccrgtools', path: 'iarccrgtools-cancer-cases' },
] as const;
export const ANONYMISED_EXPORT_PATH = 'anonymyzed-rich-native-cancer-cases';
export const NOTIFICATIONS_EXPORT_PATH = 'cancer-notifications';
