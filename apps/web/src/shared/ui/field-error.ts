import type { FieldError } from 'react-hook-form';
import { translateMessage } from '../i18n/i18n';

/**
 * The shared zod contracts carry message codes (`validation.maxLength_50`) as issue messages;
 * forms keep the code and translate it when showing it, so a language switch re-translates.
 */
export function fieldErrorText(error: FieldError | undefined): string | undefined {
  return error?.message ? translateMessage(error.message) : undefined;
}
