import {
  ATTACHMENT_MAX_BYTES,
  attachmentExtensions,
  extensionOfFileName,
} from '@registry/domain/attachments/contracts';
import { formatDateTime } from '../../shared/format/date';

/** An upload time as DD-MM-YYYY HH:mm, the time it was in Romania (ARCHITECTURE §4). */
export const formatUploadedDate = (value: string | null | undefined) => formatDateTime(value);

/** What the file input accepts (spec 02 §5). */
export const acceptedTypes = attachmentExtensions.map((ext) => `.${ext}`).join(',');

export type FileProblem = 'required' | 'wrongType' | 'tooLarge' | 'empty';

/** Spec 02 §5 add dialog: a file is required, of an accepted type, at most 10^10 bytes. */
export function fileProblemOf(file: File | null): FileProblem | null {
  if (!file) return 'required';
  if (!(attachmentExtensions as readonly string[]).includes(extensionOfFileName(file.name)))
    return 'wrongType';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'tooLarge';
  if (file.size === 0) return 'empty';
  return null;
}

/** A size for people: 12.3 MB. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}
