import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

/** Spec 01 §9: the toolbar search waits 600 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 600;

/**
 * What the current route searches by (an i18n key such as `search.targets.units`, or null when the
 * route has no toolbar search) and the debounced term the route's list reads.
 */
export type ToolbarSearch = { target: string | null; term: string; setTerm: (term: string) => void };

const ToolbarSearchContext = createContext<ToolbarSearch>({
  target: null,
  term: '',
  setTerm: () => undefined,
});

/** `resetKey` (the path) clears the term when the user moves to another screen. */
export function ToolbarSearchProvider({
  target,
  resetKey,
  children,
}: {
  target: string | null;
  resetKey: string;
  children: ReactNode;
}) {
  const [term, setTerm] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger, not a read value
  useEffect(() => setTerm(''), [resetKey]);
  const value = useMemo(() => ({ target, term, setTerm }), [target, term]);
  return <ToolbarSearchContext.Provider value={value}>{children}</ToolbarSearchContext.Provider>;
}

/** List pages read the debounced search term through this hook. */
export function useToolbarSearch(): ToolbarSearch {
  return useContext(ToolbarSearchContext);
}
