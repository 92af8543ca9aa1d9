import { IMPORT_FILE_NAMES, IMPORT_MAX_BYTES } from '@registry/domain/reports/import/contracts';
import type { FileRule } from '../../../shared/files/file-rules';
import { type Download, download, saveFile } from '../../../shared/http/http-client';

export type ImportKind = 'notifications' | 'vitalStatus';

const PATHS: Record<ImportKind, string> = {
  notifications: '/api/cancer-notification-import',
  vitalStatus: '/api/cancer-case-status-import',
};
const TEMPLATES: Record<ImportKind, string> = {
  notifications: IMPORT_FILE_NAMES.notificationTemplate,
  vitalStatus: IMPORT_FILE_NAMES.vitalStatusTemplate,
};
const ERRORS: Record<ImportKind, string> = {
  notifications: IMPORT_FILE_NAMES.notificationErrors,
  vitalStatus: IMPORT_FILE_NAMES.vitalStatusErrors,
};

/** Spec 02 §5: an import is one .xlsx of at most 50 MB. */
export const importRule: FileRule = { extensions: ['xlsx'], maxBytes: IMPORT_MAX_BYTES };

export async function downloadTemplate(kind: ImportKind) {
  // The dialog says a failure itself (a toast), as the other downloads do.
  saveFile(await download(`${PATHS[kind]}/template`, { showErrors: false }), TEMPLATES[kind]);
}

/** `count`: what the server wrote (its X-Imported-Count header), null when it did not say. */
export type ImportResult = { imported: true; count: number | null } | { imported: false; errors: Download };

/**
 * Sends the file (and the status date). Spec 02 §7: 204 is a silent success; any other answer is
 * the error workbook, which is handed to the browser at once so the user can fix and resend it.
 * Refusals of the file itself (400/413) throw an HttpError for the dialog to show.
 */
export async function sendImport(kind: ImportKind, file: File, statusDate?: string): Promise<ImportResult> {
  const form = new FormData();
  if (statusDate) {
    form.append('fileName', file.name);
    form.append('statusDate', statusDate);
  }
  form.append('file', file, file.name);
  // A large file is read and checked row by row on the server: give it time.
  const answer = await download(PATHS[kind], { body: form, showErrors: false, timeoutMs: 15 * 60_000 });
  if (answer.blob.size === 0) {
    const count = Number(answer.headers.get('X-Imported-Count') ?? Number.NaN);
    return { imported: true, count: Number.isInteger(count) ? count : null };
  }
  saveFile(answer, ERRORS[kind]);
  return { imported: false, errors: answer };
}
