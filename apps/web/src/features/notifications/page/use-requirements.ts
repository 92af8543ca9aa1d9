import type { Notification } from '@registry/domain/notification/model';
import { completionRequirements } from '@registry/domain/notification/requirements';
import { todayIso } from '@registry/domain/patient/cnp';
import { msg } from '@registry/domain/shared/messages';
import { type RefObject, useEffect, useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FieldName } from '../form/form-kit';
import { createRequirementsStore } from '../form/requirements-store';
import type { SaveState } from './use-save-flow';

/** Recomputed once typing pauses, so a keystroke costs nothing more than it did. */
const SETTLE_MS = 150;

/** The required marks and missing counts of the form, kept in step with its values. */
export function useRequirements(form: UseFormReturn<Notification>, state: RefObject<SaveState>) {
  const store = useMemo(createRequirementsStore, []);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let missing = new Set<string>();
    const compute = () => {
      const next = completionRequirements(form.getValues(), {
        today: todayIso(),
        previousContact: state.current.previousContact,
      });
      store.update(next);
      // A "required" error on a field the rules no longer ask for goes with its count: entering the
      // onset date answers the "onset date unavailable" tick too, though the tick itself never changed.
      const nowMissing = new Set(next.missing);
      for (const path of missing) {
        if (nowMissing.has(path)) continue;
        const name = path as FieldName;
        if (form.getFieldState(name).error?.message === msg.required) form.clearErrors(name);
      }
      missing = nowMissing;
    };
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
