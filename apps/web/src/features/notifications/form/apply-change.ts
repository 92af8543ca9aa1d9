import { applyChange, type DependencyContext } from '@registry/domain/notification/dependencies';
import type { Notification } from '@registry/domain/notification/model';
import { diffPaths, getPath } from '@registry/domain/notification/paths';
import type { UseFormReturn } from 'react-hook-form';
import type { FieldName } from './form-kit';

type Form = Pick<UseFormReturn<Notification>, 'setValue' | 'clearErrors' | 'getFieldState'>;

/**
 * Writes into the form only what the domain changed (a field and its dependants), so each
 * subscribed field re-renders alone; the errors of changed fields go, the user is fixing them.
 */
export function applyNotification(form: Form, before: Notification, next: Notification): string[] {
  const paths = diffPaths(before, next);
  for (const path of paths) {
    form.setValue(path as FieldName, getPath(next, path) as never, { shouldDirty: true });
    if (form.getFieldState(path as FieldName).error) form.clearErrors(path as FieldName);
  }
  return paths;
}

/** Spec 02 §4 on change: the domain's `applyChange` decides what follows from the new value. */
export function changeField(
  form: Form & Pick<UseFormReturn<Notification>, 'getValues'>,
  name: FieldName,
  value: unknown,
  ctx: DependencyContext,
): Notification {
  // A copy: React Hook Form writes into its own values object as the dependants are set.
  const before = structuredClone(form.getValues());
  const next = applyChange(before, name, value, ctx);
  applyNotification(form, before, next);
  return next;
}
