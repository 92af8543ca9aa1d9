import { messageCode } from '@registry/domain/shared/messages';
import { HttpError } from '../http/http-error';
import { showError } from '../ui/ui-events';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

type SetError = (field: string, error: { type: string; message: string }) => void;

/**
 * After a save sent with `showErrors: false`: a 400 whose `codes` name form fields, or a 409 naming
 * the duplicate field, lands on those fields (their message codes are translated when shown);
 * anything else opens the error dialog of spec 01 §8 as usual. Answers whether fields were marked.
 */
export function bindServerErrors(error: unknown, fields: readonly string[], setError: SetError): boolean {
  if (!(error instanceof HttpError)) throw error;
  const body = error.body;
  if (error.status === 400 && isRecord(body) && isRecord(body.codes)) {
    const codes = Object.entries(body.codes).filter(
      (entry): entry is [string, string] => fields.includes(entry[0]) && typeof entry[1] === 'string',
    );
    if (codes.length === Object.keys(body.codes).length && codes.length > 0) {
      for (const [field, code] of codes) setError(field, { type: 'server', message: code });
      return true;
    }
  }
  if (
    error.status === 409 &&
    isRecord(body) &&
    typeof body.field === 'string' &&
    fields.includes(body.field)
  ) {
    setError(body.field, { type: 'server', message: messageCode('errors.conflict', `field.${body.field}`) });
    return true;
  }
  showError(error.notice);
  return false;
}
