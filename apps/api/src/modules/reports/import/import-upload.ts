import { IMPORT_MAX_BYTES, importMsg } from '@registry/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, isMalformedMultipart } from '../../../platform/errors';
import type { FileStore, StoredFile } from '../../../platform/files/file-store';
import { requireDeclaredMultipart } from '../../../platform/files/multipart';

export type ImportUpload = {
  /** Where the checked upload waits while it is read; removed by `discard`. */
  path: string;
  file: StoredFile;
  fields: Record<string, string>;
  discard: () => Promise<void>;
};

const xlsxOnly = { extensions: ['xlsx'], maxBytes: IMPORT_MAX_BYTES } as const;

/**
 * Reads an import's multipart body: the `file` part goes through the file store's checks (the
 * .xlsx extension, at most 50 MB, a zip's magic bytes — an .exe renamed .xlsx is refused), the text
 * fields are collected. Anything refused leaves nothing behind; the caller discards the file after.
 */
export async function readImportUpload(request: FastifyRequest, files: FileStore): Promise<ImportUpload> {
  requireDeclaredMultipart(request, ['file']);
  if (!request.isMultipart()) throw badRequest(importMsg.fileRequired);
  const fields: Record<string, string> = {};
  let stored: StoredFile | null = null;
  try {
    // The app's general multipart limit is 20 MB (spec 01 §9); an import may be 50 MB (spec 02 §5).
    // Two files, not one: a second `file` is the edge's translated 400 (input-guard.ts), not the limit's 413.
    for await (const part of request.parts({ limits: { fileSize: IMPORT_MAX_BYTES + 1, files: 2 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || !part.filename || stored) {
          part.file.resume();
          continue;
        }
        stored = await files.save(part.file, part.filename, xlsxOnly).catch((err: unknown) => {
          // The store's own refusals (extension, magic bytes) already name .xlsx; only the size text differs.
          if (err instanceof AppError && err.statusCode === 413)
            throw new AppError(413, importMsg.fileTooLarge);
          throw err;
        });
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (err) {
    if (stored) await files.remove(stored.storageName);
    if (err instanceof AppError) throw err;
    // No boundary, cut short: the one mapping says "the form is incomplete" (errors.malformedMultipart).
    if (isMalformedMultipart(err)) throw err;
    // Any other body busboy cannot parse is the client's fault, not ours.
    request.log.info({ err }, 'malformed import upload');
    throw badRequest(importMsg.fileRequired);
  }
  if (!stored) throw badRequest(importMsg.fileRequired);
  const file = stored;
  return {
    path: files.pathOf(file.storageName)!,
    file,
    fields,
    discard: () => files.remove(file.storageName),
  };
}
