import { z } from 'zod';
import { caseFilter } from '../cases/contracts';

/** The ENCR export's body: the case filter and the file it answers (xlsx, or the CSV QCS reads). */
export const encrExportRequest = caseFilter.extend({ format: z.enum(['xlsx', 'csv']).default('xlsx') });
export type EncrExportRequest = z.infer<typeof encrExportRequest>;

/** The export types of the cases list's dialog (spec 02 §9: types 1 to 5) and their paths (spec 02 §7). */
export const CASE_EXPORT_TYPES = [
  { type: 1, layout: 'native', path: 'native-cancer-cases' },
  { type: 2, layout: 'rich-native', path: 'rich-native-cancer-cases' },
  { type: 3, layout: 'encr', path: 'encr-cancer-cases' },
  { type: 4, layout: 'concord', path: 'concord-cancer-cases' },
  { type: 5, layout: 'encoded', path: 'encoded-cancer-cases' },
] as const;
export const ANONYMISED_EXPORT_PATH = 'anonymyzed-rich-native-cancer-cases';
export const NOTIFICATIONS_EXPORT_PATH = 'cancer-notifications';
