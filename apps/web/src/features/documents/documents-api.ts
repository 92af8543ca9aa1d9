import type { UsefulDocument as UsefulDocumentRow } from '@registry/domain/documents/contracts';
import { download, request } from '../../shared/http/http-client';

/** A useful document as it comes over the wire (dates as ISO text). */
export type UsefulDocument = Omit<UsefulDocumentRow, 'updatedDateUtc'> & { updatedDateUtc: string };

export const documentsKey = ['useful-documents'] as const;

export function fetchDocuments(): Promise<UsefulDocument[]> {
  return request('/api/document/useful');
}

/** Multipart: id (0 = new), name, description, document (the PDF, required only when new). */
export function saveDocument(body: FormData): Promise<UsefulDocument> {
  return request('/api/document/useful', { method: 'POST', body, busy: true, showErrors: false });
}

export function deleteDocument(id: number): Promise<void> {
  return request(`/api/document/useful/${id}`, { method: 'DELETE', busy: true });
}

/** The PDF itself; document 1 (terms) is public, the others need the session's bearer token. */
export function fetchDocumentFile(id: number) {
  return download(`/api/document/useful/${id}/file`, { showErrors: false });
}

/** Spec 01 §2.9: view opens {host}/document/view/{id} in a new tab. */
export const viewerPath = (id: number) => `/document/view/${id}`;
