import type { ChunkUploadAnswer } from '@registry/domain/attachments/contracts';
import { ATTACHMENT_CHUNK_SIZE, chunkCountOf } from '@registry/domain/attachments/contracts';
import { UploadStatus } from '@registry/domain/notification/constants';
import { HttpError } from '../../shared/http/http-error';
import { type ChunkRequest, type DocumentType, sendChunk } from './attachments-api';

export type ChunkProgress = { chunk: number; chunks: number };

export type UploadTarget = {
  notificationId: number;
  documentType: DocumentType;
  onProgress?: (progress: ChunkProgress) => void;
  /** Tests pass a smaller size; the server expects ATTACHMENT_CHUNK_SIZE. */
  chunkSize?: number;
  send?: (chunk: ChunkRequest) => Promise<ChunkUploadAnswer>;
};

/**
 * A chunk worth sending again: the server was not reached or failed on its side. A refusal (400,
 * 403, 404, 413) would only be refused again. The server treats a repeated chunk as the same chunk.
 */
export const isRetryable = (error: unknown) =>
  error instanceof HttpError && (error.status === 0 || error.status >= 500);

/** Thrown when the server ends an upload as broken (upload status Error). */
export class UploadFailedError extends Error {
  constructor(readonly answer: ChunkUploadAnswer) {
    super('upload ended with status Error');
    this.name = 'UploadFailedError';
  }
}

/**
 * Spec 02 §7: the file goes in chunks of exactly the chunk size (the last may be shorter), one after
 * the other, the first answer's storage name passed with every later chunk; a failed chunk is sent
 * once more before giving up. Only a slice of the file is read at a time, so a 2 GB file costs the
 * browser one chunk of memory. Resolves with the last answer (upload status Finished).
 */
export async function uploadInChunks(file: File, target: UploadTarget): Promise<ChunkUploadAnswer> {
  const size = target.chunkSize ?? ATTACHMENT_CHUNK_SIZE;
  const send = target.send ?? sendChunk;
  const chunks = chunkCountOf(file.size, size);
  let storageFileName = '';
  let answer: ChunkUploadAnswer | null = null;
  for (let index = 0; index < chunks; index++) {
    target.onProgress?.({ chunk: index + 1, chunks });
    const request: ChunkRequest = {
      notificationId: target.notificationId,
      documentType: target.documentType,
      fileName: file.name,
      chunkIndex: index,
      numberOfChunks: chunks,
      storageFileName,
      chunk: file.slice(index * size, Math.min(file.size, (index + 1) * size)),
    };
    answer = await send(request).catch((error: unknown) => {
      if (!isRetryable(error)) throw error;
      return send(request);
    });
    if (answer.uploadStatus === UploadStatus.Error) throw new UploadFailedError(answer);
    storageFileName = answer.fileStorageName;
  }
  // chunks ≥ 1, so the loop ran at least once.
  return answer as ChunkUploadAnswer;
}
