import { useEffect } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** The paths of the messages shown (react-hook-form keeps them nested: `detail.cycles.0.name`). */
export function shownErrorPaths(errors: FieldErrors, base = ''): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = base ? `${base}.${key}` : key;
    if ('message' in value && typeof value.message === 'string') paths.push(path);
    else if (key !== 'ref') paths.push(...shownErrorPaths(value as FieldErrors, path));
  }
  return paths;
}

/**
 * A rule's message that another field's change made untrue goes at once (issue 23: "Alt
 * medicament" stayed "Câmp obligatoriu" after an agent was chosen). react-hook-form re-checks only
 * the field that changed; the intervention rules tie fields together (a medicine is an agent *or*
 * a name, an end after its start), so after each change the fields showing a message are checked
 * again by the same resolver — a message stays only while it is true.
 */
export function useRecheckShownErrors<T extends FieldValues>(form: UseFormReturn<T>) {
  useEffect(() => {
    const subscription = form.watch((_, { name, type }) => {
      if (type !== 'change' || !name) return;
      const shown = shownErrorPaths(form.formState.errors).filter((path) => path !== name);
      if (shown.length) void form.trigger(shown as Path<T>[]);
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
