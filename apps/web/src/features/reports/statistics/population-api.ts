import { download, request, saveFile } from '../../../shared/http/http-client';
import { HttpError } from '../../../shared/http/http-error';
import type { PopulationImportAnswer, PopulationSummary } from './statistics-api';

export const fetchPopulation = (signal?: AbortSignal) =>
  request<PopulationSummary>('/api/population', { signal });

export async function downloadPopulationTemplate() {
  const file = await download('/api/population/template', { showErrors: false });
  saveFile(file, file.fileName ?? 'population-template.csv');
}

export type PopulationImportResult =
  | { ok: true; answer: PopulationImportAnswer }
  | { ok: false; errors: { line: number; message: string }[]; message: string | null };

/** Sends the CSV; a file with faulty lines comes back 400 with each line's problem, nothing loaded. */
export async function importPopulation(file: File): Promise<PopulationImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const answer = await request<PopulationImportAnswer>('/api/population/import', {
      method: 'POST',
      body: form,
      showErrors: false,
      timeoutMs: 5 * 60_000,
    });
    return { ok: true, answer };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const body = error.body as { errors?: { line: number; message: string }[] } | null;
    return { ok: false, errors: body?.errors ?? [], message: error.notice.message };
  }
}
