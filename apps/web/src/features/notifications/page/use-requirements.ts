import type { Notification } from '@registry/domain/notification/model';
import { completionRequirements } from '@registry/domain/notification/requirements';
import { todayIso } from '@registry/domain/patient/cnp';
import { type RefObject, useEffect, useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { createRequirementsStore } from '../form/requirements-store';
import type { SaveState } from './use-save-flow';

/** Recomputed once typing pauses, so a keystroke costs nothing more than it did. */
const SETTLE_MS = 150;

/** The required marks and missing counts of the form, kept in step with its values. */
export function useRequirements(form: UseFormReturn<Notification>, state: RefObject<SaveState>) {
  const store = useMemo(createRequirementsStore, []);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const compute = () =>
      store.update(
        completionRequirements(form.getValues(), {
          today: todayIso(),
          previousContact: state.current.previousContact,
        }),
      );
    compute();
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(compute, SETTLE_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
    };
  }, [form, state, store]);
  return store;
}
