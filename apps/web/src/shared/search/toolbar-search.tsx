import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

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

const termKey = (path: string) => `registry.search.${path}`;

function readTerm(path: string): string {
  try {
    return sessionStorage.getItem(termKey(path)) ?? '';
  } catch {
    return '';
  }
}

/**
 * `resetKey` (the path) clears the term when the user moves to another screen, unless `restore`
 * asks for the term the screen had last ("Back to list" from a record, issue 18). The new term is
 * set while rendering, so the list below never asks for the wrong one first.
 */
export function ToolbarSearchProvider({
  target,
  resetKey,
  restore = false,
  children,
}: {
  target: string | null;
  resetKey: string;
  restore?: boolean;
  children: ReactNode;
}) {
  const [state, setState] = useState(() => ({ key: resetKey, term: restore ? readTerm(resetKey) : '' }));
  if (state.key !== resetKey) setState({ key: resetKey, term: restore ? readTerm(resetKey) : '' });
  const term = state.key === resetKey ? state.term : '';
  const setTerm = useCallback((next: string) => setState({ key: resetKey, term: next }), [resetKey]);
  // What the screen searches now is what "Back to list" brings back (a fresh visit saves '').
  useEffect(() => {
    try {
      sessionStorage.setItem(termKey(state.key), state.term);
    } catch {
      // Storage refused: the term is just not restored later.
    }
  }, [state]);
  const value = useMemo(() => ({ target, term, setTerm }), [target, term, setTerm]);
  return <ToolbarSearchContext.Provider value={value}>{children}</ToolbarSearchContext.Provider>;
}

/** List pages read the debounced search term through this hook. */
export function useToolbarSearch(): ToolbarSearch {
  return useContext(ToolbarSearchContext);
}
