import {
  POPULATION_TEMPLATE_FILE_NAME,
  type PopulationImportResult,
  type PopulationSummary,
} from '@registry/domain/reports/statistics/contracts-population';
import { describeBadRequest } from '../../../shared/http/bad-request';
import { download, request, saveFile } from '../../../shared/http/http-client';
import { HttpError } from '../../../shared/http/http-error';
import { translateKey } from '../../../shared/i18n/i18n';

export type { PopulationSummary };

export const fetchPopulation = (signal?: AbortSignal) =>
  request<PopulationSummary>('/api/population', { signal });

export async function downloadPopulationTemplate() {
  const file = await download('/api/population/template', { showErrors: false });
  saveFile(file, file.fileName ?? POPULATION_TEMPLATE_FILE_NAME);
}

export type LineProblem = { line: number | null; message: string };
export type PopulationImportOutcome =
  | { ok: true; result: PopulationImportResult }
  | { ok: false; problems: LineProblem[]; message: string };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The refusal's `errors`, one problem per faulty line: the server keys them `line N` (1 is the
 * header) with the message code(s) as value; anything else is one problem without a line.
 */
export function lineProblems(body: unknown): LineProblem[] {
  const errors = isRecord(body) ? body.errors : undefined;
  if (!isRecord(errors)) return [];
  return Object.entries(errors)
    .map(([key, value]) => {
      const match = key.match(/^line\s*(\d+)$/i);
      const message = describeBadRequest(value, translateKey) ?? String(value);
      return { line: match ? Number(match[1]) : null, message };
    })
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/** Sends the CSV; a file with faulty lines comes back 400 with each line's problem, and nothing is loaded. */
export async function importPopulation(file: File): Promise<PopulationImportOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const result = await request<PopulationImportResult>('/api/population/import', {
      method: 'POST',
      body: form,
      showErrors: false,
      timeoutMs: 5 * 60_000,
    });
    return { ok: true, result };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status === 0 || error.status >= 500) throw error;
    return { ok: false, problems: lineProblems(error.body), message: error.notice.message };
  }
}
