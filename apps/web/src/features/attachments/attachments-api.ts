import { AttachmentParentType, type ChunkUploadAnswer } from '@registry/domain/attachments/contracts';
import type { Attachment } from '@registry/domain/notification/model-fields';
import { download, type RequestOptions, request } from '../../shared/http/http-client';

/** Spec 02 §3 document types: 1 histology, 2 imagistics, 3 epicrisis. */
export type DocumentType = 1 | 2 | 3;

const PARENT = AttachmentParentType.CancerNotification;

export const attachmentsKey = (notificationId: number, documentType: DocumentType) =>
  ['attachments', notificationId, documentType] as const;

/** The documents of one panel, whatever their upload status (spec 02 §7). */
export const fetchAttachments = (notificationId: number, documentType: DocumentType) =>
  request<Attachment[]>(`/api/document/cancer-notification/${notificationId}/${documentType}/0`);

/** One chunk of the multipart upload: the text fields go before the bytes (the server reads in order). */
export type ChunkRequest = {
  notificationId: number;
  documentType: DocumentType;
  fileName: string;
  chunkIndex: number;
  numberOfChunks: number;
  /** Empty on the first chunk, then the storage name the first answer gave. */
  storageFileName: string;
  chunk: Blob;
};

export function sendChunk(c: ChunkRequest): Promise<ChunkUploadAnswer> {
  const body = new FormData();
  body.append('chunkIndex', String(c.chunkIndex));
  body.append('numberOfChunks', String(c.numberOfChunks));
  body.append('fileName', c.fileName);
  body.append('storageFileName', c.storageFileName);
  body.append('fileChunk', c.chunk, c.fileName);
  return request<ChunkUploadAnswer>(`/api/document/${c.notificationId}/${PARENT}/${c.documentType}`, {
    method: 'POST',
    body,
    showErrors: false,
  });
}

/** The file itself (it needs the bearer token, hence a blob rather than a link). */
export const fetchAttachmentFile = (id: number, options: RequestOptions = { busy: true }) =>
  download(`/api/document/${id}/${PARENT}`, options);

export const deleteAttachment = (id: number) =>
  request<void>(`/api/document/${id}/${PARENT}`, { method: 'DELETE', busy: true });
