import {
  ATTACHMENT_MAX_BYTES,
  attachmentExtensions,
  extensionOfFileName,
} from '@registry/domain/attachments/contracts';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Bucharest',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An upload time as DD-MM-YYYY HH:mm, the time it was in Romania (ARCHITECTURE §4). */
export function formatUploadedDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}`;
}

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
