import { msg } from '@registry/domain/shared/messages';

/** What an upload accepts; the server checks the same and the magic bytes too (ARCHITECTURE §6). */
export type FileRule = { extensions: readonly string[]; maxBytes: number };

/** Spec 01 §5 and §9: profile pictures .jpg/.jpeg/.png, at most 4,000,000 bytes. */
export const pictureRule: FileRule = { extensions: ['jpg', 'jpeg', 'png'], maxBytes: 4_000_000 };
/** Spec 01 §5 and §9: a useful document is a PDF of at most 4,000,000 bytes. */
export const pdfRule: FileRule = { extensions: ['pdf'], maxBytes: 4_000_000 };

export const acceptOf = (rule: FileRule) => rule.extensions.map((e) => `.${e}`).join(',');

/** The message code of what is wrong with a chosen file, or null when it may be sent. */
export function fileProblem(file: Pick<File, 'name' | 'size'>, rule: FileRule): string | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop()?.toLowerCase() ?? '') : '';
  if (!rule.extensions.includes(extension))
    return msg.extensions(rule.extensions.map((e) => `.${e}`).join(', '));
  if (file.size > rule.maxBytes) return msg.fileTooLarge;
  return null;
}
