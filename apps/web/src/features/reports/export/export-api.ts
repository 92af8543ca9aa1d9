import { CASE_EXPORT_TYPES } from '@registry/domain/reports/export-paths';
import { download, saveFile } from '../../../shared/http/http-client';

export type CaseExportType = (typeof CASE_EXPORT_TYPES)[number]['type'];
export type ExportFormat = 'xlsx' | 'csv';

/** Big exports take seconds, not the 30 s of a document download. */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

/** The list query without its paging: the export takes every row the filters select. */
function filterOf(query: Record<string, unknown>) {
  const { take: _take, skip: _skip, ...filter } = query;
  return filter;
}

/**
 * POSTs the list's filter to an export, then saves the answer under the server's file name. The
 * fetch runs in the background (the page stays responsive); errors are not shown by the HTTP
 * client: the caller decides (spec 02 §8: an export failure is logged and the dialog closes).
 */
export async function runExport(path: string, query: Record<string, unknown>, fallbackName: string) {
  const file = await download(`/api/report/${path}/export`, {
    method: 'POST',
    body: filterOf(query),
    timeoutMs: EXPORT_TIMEOUT_MS,
    showErrors: false,
  });
  const name = file.fileName ?? fallbackName;
  saveFile(file, name);
  return name;
}

export function caseExportPath(type: CaseExportType) {
  const found = CASE_EXPORT_TYPES.find((e) => e.type === type);
  return `${found?.path ?? CASE_EXPORT_TYPES[0].path}`;
}
