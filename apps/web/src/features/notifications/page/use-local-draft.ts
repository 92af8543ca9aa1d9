import type { Notification } from '@registry/domain/notification/model';
import { type RefObject, useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { debounced, writeDraft } from './local-draft';
import type { SaveState } from './use-save-flow';

/** Half a second after typing pauses is soon enough to survive a crash and rare enough to cost nothing. */
export const DRAFT_DELAY_MS = 500;

/** Keeps the typed values in the local draft while the user works (never on every render). */
export function useLocalDraft(form: UseFormReturn<Notification>, key: string, state: RefObject<SaveState>) {
  useEffect(() => {
    const writer = debounced(
      () => writeDraft(key, form.getValues(), state.current.baseline, state.current.version),
      DRAFT_DELAY_MS,
    );
    const subscription = form.watch(() => writer.schedule());
    const flush = () => writer.flush();
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', flush);
    return () => {
      writer.flush();
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', flush);
    };
  }, [form, key, state]);
}
