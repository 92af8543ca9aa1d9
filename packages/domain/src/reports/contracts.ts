import { z } from 'zod';
import { caseFilter } from '../cases/contracts';

/** The ENCR export's body: the case filter and the file it answers (xlsx, or the CSV QCS reads). */
export const encrExportRequest = caseFilter.extend({ format: z.enum(['xlsx', 'csv']).default('xlsx') });
export type EncrExportRequest = z.infer<typeof encrExportRequest>;

export { ANONYMISED_EXPORT_PATH, CASE_EXPORT_TYPES, NOTIFICATIONS_EXPORT_PATH } from './export-paths';
