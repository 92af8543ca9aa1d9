import type { CompletionRequirements } from '@registry/domain/notification/requirements';
import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * What a completed notification requires (domain requirements.ts), held outside React so that a
 * recomputation re-renders only the fields whose mark changed and the panels whose count changed.
 */
export type RequirementsStore = {
  subscribe: (listener: () => void) => () => void;
  isRequired: (path: string) => boolean;
  missing: (panel: string) => number;
  update: (next: CompletionRequirements) => void;
};

export function createRequirementsStore(): RequirementsStore {
  let required = new Set<string>();
  let missingByPanel: Record<string, number> = {};
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isRequired: (path) => required.has(path),
    missing: (panel) => missingByPanel[panel] ?? 0,
    update: (next) => {
      required = new Set(next.required);
      missingByPanel = next.missingByPanel;
      for (const listener of listeners) listener();
    },
  };
}

export const RequirementsContext = createContext<RequirementsStore | null>(null);

const never = () => () => {};

/** Whether a completed notification needs this field now (the asterisk). */
export function useIsRequired(path: string): boolean {
  const store = useContext(RequirementsContext);
  return useSyncExternalStore(store?.subscribe ?? never, () => store?.isRequired(path) ?? false);
}

/** How many fields a completed notification still needs in this panel. */
export function usePanelMissing(panel: string): number {
  const store = useContext(RequirementsContext);
  return useSyncExternalStore(store?.subscribe ?? never, () => store?.missing(panel) ?? 0);
}
