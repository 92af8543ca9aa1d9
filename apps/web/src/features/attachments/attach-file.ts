import { notificationMsg } from '@registry/domain/notification/codes';
import { HttpError } from '../../shared/http/http-error';
import { i18n, translateMessage } from '../../shared/i18n/i18n';
import { showToast, toasts } from '../../shared/ui/ui-events';
import type { DocumentType } from './attachments-api';
import { type ChunkProgress, isRetryable, UploadFailedError, uploadInChunks } from './chunk-upload';
import './locales/register';

/** Spec 02 §4: saves an unsaved notification as a draft; its id, or null when it could not. */
export type HardSave = () => Promise<number | null>;

export type AttachRequest = {
  file: File;
  /** 0 for a notification not saved yet. */
  notificationId: number;
  documentType: DocumentType;
  hardSave: HardSave;
  onProgress: (progress: ChunkProgress) => void;
};

/** done: the file is stored; aborted: nothing was sent; failed: the upload was refused or broke. */
export type AttachOutcome = { result: 'done'; notificationId: number } | { result: 'aborted' | 'failed' };

const errorKeyOf = (error: HttpError) => {
  const body = error.body as { errors?: { key?: unknown } } | null;
  return typeof body?.errors?.key === 'string' ? body.errors.key : null;
};

/** The toasts of spec 02 §8 for a failed upload; anything else is logged and the upload stops. */
function reportFailure(error: unknown) {
  if (error instanceof UploadFailedError || isRetryable(error)) {
    showToast(i18n.t('attachments.networkError'), 'error');
  } else if (error instanceof HttpError && errorKeyOf(error) === notificationMsg.onlyOneArchive) {
    showToast(translateMessage(notificationMsg.onlyOneArchive), 'info');
  } else if (error instanceof HttpError) {
    showToast(error.notice.message, 'error');
  } else {
    console.error('attachment upload', error);
  }
}

/**
 * Attaching a document (spec 02 §4, §8): a notification not saved yet is hard-saved first — without
 * an id nothing is sent — then the file goes up chunk by chunk; the outcome is told in a toast.
 */
export async function attachFile(req: AttachRequest): Promise<AttachOutcome> {
  let notificationId = req.notificationId;
  if (notificationId <= 0) {
    const toastBefore = toasts.get()[0]?.id;
    const id = await req.hardSave();
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) {
      // The hard save may have said why (patient or overview incomplete): that is the more useful text.
      if (toasts.get()[0]?.id === toastBefore) showToast(translateMessage(notificationMsg.saveFirst), 'info');
      return { result: 'aborted' };
    }
    notificationId = id;
  }
  try {
    await uploadInChunks(req.file, {
      notificationId,
      documentType: req.documentType,
      onProgress: req.onProgress,
    });
  } catch (error) {
    reportFailure(error);
    return { result: 'failed' };
  }
  showToast(translateMessage(notificationMsg.uploadSuccess), 'success');
  return { result: 'done', notificationId };
}
