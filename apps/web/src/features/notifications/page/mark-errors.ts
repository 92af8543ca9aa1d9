import type { Notification } from '@registry/domain/notification/model';
import { invalidPanels, type NotificationPanel } from '@registry/domain/notification/validate';
import type { UseFormReturn } from 'react-hook-form';
import type { FieldName } from '../form/form-kit';

type Form = Pick<UseFormReturn<Notification>, 'clearErrors' | 'setError'>;

/**
 * Puts a field map (`section.field` → message code, from the domain or a 400) on the fields and
 * answers the invalid panels in page order; the first is the one to open and scroll to.
 */
export function markErrors(form: Form, errors: Record<string, string>): NotificationPanel[] {
  form.clearErrors();
  for (const [path, code] of Object.entries(errors)) {
    form.setError(path as FieldName, { type: 'rule', message: code });
  }
  return invalidPanels(errors);
}

/** A 400 answer's field map (`{ errors, codes }`), or null when the answer is something else. */
export function fieldCodesOf(body: unknown): Record<string, string> | null {
  if (typeof body !== 'object' || body === null || !('codes' in body)) return null;
  const codes = (body as { codes: unknown }).codes;
  if (typeof codes !== 'object' || codes === null) return null;
  const entries = Object.entries(codes).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : null;
}
