import { type RefObject, useCallback, useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { debounced, writeDraft } from './local-draft';

/** Half a second after typing pauses is soon enough to survive a crash and rare enough to cost nothing. */
export const DRAFT_DELAY_MS = 500;

/** What the typed values are compared with: the version the form opened (or last saved). */
export type DraftBaseline<T> = { baseline: T; version: number };

/**
 * Keeps `values()` in the local draft while the user works: after each pause, when the page is
 * hidden or closed, and when the form goes away (a tab switch, a route change). `subscribe` says
 * when something changed (react-hook-form's watch, or a state change).
 */
export function useDraftWriter<T extends object>(
  key: string,
  values: () => T,
  state: RefObject<DraftBaseline<T>>,
  subscribe: (changed: () => void) => () => void,
) {
  useEffect(() => {
    const writer = debounced(
      () => writeDraft(key, values(), state.current.baseline, state.current.version),
      DRAFT_DELAY_MS,
    );
    const unsubscribe = subscribe(() => writer.schedule());
    const flush = () => writer.flush();
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', flush);
    return () => {
      writer.flush();
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', flush);
    };
  }, [key, values, state, subscribe]);
}

/** The writer for a react-hook-form form (never on every render: on its watch). */
export function useLocalDraft<T extends FieldValues>(
  form: UseFormReturn<T>,
  key: string,
  state: RefObject<DraftBaseline<T>>,
) {
  const values = useCallback(() => form.getValues(), [form]);
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscription = form.watch(() => changed());
      return () => subscription.unsubscribe();
    },
    [form],
  );
  useDraftWriter(key, values, state, subscribe);
}
